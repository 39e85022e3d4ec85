import type { SearchProductsQuery } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import { EmptyState } from '@shop/ui'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { Api } from '../../../../lib/api'
import { ProductCards } from '../../../-components/product-card'

const searchQuery = (api: Api, q: string) =>
  queryOptions({
    queryKey: ['catalogue', 'search', q],
    queryFn: () =>
      api.get<SearchProductsQuery['searchProducts']>(
        `/shop/search?q=${encodeURIComponent(q)}&pageSize=48`,
      ),
    staleTime: 60_000,
  })

export const Route = createFileRoute('/en/_layout/shop/search')({
  staticData: { title: 'Search' },
  validateSearch: (search: Record<string, unknown>): { q: string } => ({
    q:
      typeof search.q === 'string' || typeof search.q === 'number'
        ? String(search.q).slice(0, 200)
        : '',
  }),
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(searchQuery(context.api, deps.q)),
  head: () => ({
    meta: [{ name: 'robots', content: 'noindex' }],
  }),
  component: SearchRoute,
})

function SearchRoute() {
  const { t } = useI18n()
  const { api } = Route.useRouteContext()
  const { q } = Route.useSearch()
  const { data } = useSuspenseQuery(searchQuery(api, q))
  return (
    <section>
      <h1>{q ? t('search.resultsFor', { query: q }) : t('search.title')}</h1>
      {data.products.length ? (
        <>
          <p>{t('category.products', { count: data.total })}</p>
          <ProductCards products={data.products} eager={4} />
        </>
      ) : (
        <EmptyState title={t('search.none', { query: q })}>
          {t('search.hint')}
        </EmptyState>
      )}
    </section>
  )
}

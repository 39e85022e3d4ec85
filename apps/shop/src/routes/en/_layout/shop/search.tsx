import { SEARCH_SORTS } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import { EmptyState, SearchBox } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { searchQuery } from '#lib/queries'
import {
  ListingPagination,
  ProductCards,
  SortSelect,
} from '#features/catalogue'
import {
  PAGE_SIZE,
  pageCount,
  validateProductSearch,
} from '#features/catalogue'

export const Route = createFileRoute('/en/_layout/shop/search')({
  staticData: { title: 'Search' },
  // Odd values are cleaned, never refused: `?page=-3` is page 1, an unknown order the default.
  validateSearch: validateProductSearch,
  loaderDeps: ({ search }) => ({
    q: search.q,
    page: search.page ?? 1,
    sort: search.sort ?? SEARCH_SORTS[0],
  }),
  loader: async ({ context, deps }) => {
    // An empty search asks for a query; there is nothing to load.
    if (!deps.q) return
    const results = await context.queryClient.ensureQueryData(
      searchQuery(context.api, deps.q, {
        page: deps.page,
        pageSize: PAGE_SIZE,
        sort: deps.sort,
      }),
    )
    // A page past the end (an old link) shows the last one instead.
    const pages = pageCount(results.total)
    if (deps.page > pages)
      throw redirect({
        to: '/en/shop/search',
        search: {
          ...validateProductSearch(deps),
          page: pages > 1 ? pages : undefined,
        },
        replace: true,
      })
  },
  head: () => ({
    meta: [{ name: 'robots', content: 'noindex' }],
  }),
  component: SearchRoute,
})

function SearchRoute() {
  const { q } = Route.useSearch()
  return q ? <SearchResults /> : <SearchPrompt />
}

/** Without a query: a field to type one, instead of an empty list. */
function SearchPrompt() {
  const { t } = useI18n()
  const navigate = Route.useNavigate()
  return (
    <section className="search-page">
      <h1>{t('search.prompt')}</h1>
      <p>{t('search.hint')}</p>
      <SearchBox
        label={t('search.field')}
        buttonLabel={t('header.search')}
        placeholder={t('header.searchPlaceholder')}
        action="/en/shop/search"
        onSearch={(query) => void navigate({ search: { q: query } })}
      />
    </section>
  )
}

function SearchResults() {
  const { t } = useI18n()
  const { api } = Route.useRouteContext()
  const { q, page = 1, sort = SEARCH_SORTS[0] } = Route.useSearch()
  const { data } = useSuspenseQuery(
    searchQuery(api, q, { page, pageSize: PAGE_SIZE, sort }),
  )
  return (
    <section className="search-page">
      <h1>{t('search.resultsFor', { query: q })}</h1>
      {data.products.length ? (
        <>
          <div className="listing-toolbar">
            <p className="listing-toolbar__count">
              {t('category.products', { count: data.total })}
            </p>
            <SortSelect sorts={SEARCH_SORTS} value={sort} />
          </div>
          <ProductCards
            products={data.products}
            eager={4}
            heading={t('category.productsHeading')}
          />
          <ListingPagination page={page} total={data.total} />
        </>
      ) : (
        <EmptyState title={t('search.none', { query: q })}>
          {t('search.hint')}
        </EmptyState>
      )}
    </section>
  )
}

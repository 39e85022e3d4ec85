import { CATEGORY_SORTS } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import { Skeleton } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  createFileRoute,
  redirect,
  useRouterState,
} from '@tanstack/react-router'
import { Suspense, lazy, useDeferredValue } from 'react'
import { orNotFound, pageNotFound } from '#lib/not-found'
import { categoryProductsQuery, categoryQuery } from '#lib/queries'
import type { Category } from '#lib/queries'
import { SHOP_NAME } from '#lib/route-meta'
import { breadcrumbList, CategoryListingView } from '#features/catalogue'
import {
  breadcrumbTrail,
  parseAttributeIds,
  parseCategoryPath,
  pathMatches,
  usableSelection,
} from '#features/catalogue'
import {
  cachedCounts,
  configure,
  configuratorListing,
} from '#features/catalogue'
import {
  PAGE_SIZE,
  pageCount,
  validateCategorySearch,
} from '#features/catalogue'
import type { CategorySearch } from '#features/catalogue'
import { loadConfigurator } from '#features/catalogue/lazy'

// The configurator (and its add to cart) stays out of the listing's first load.
const Configurator = lazy(() =>
  loadConfigurator().then((m) => ({ default: m.Configurator })),
)

// `/en/shop/{categoryPath}` lists a category; `/en/shop/{categoryPath}/configure` configures a product.
export const Route = createFileRoute('/en/_layout/shop/$')({
  // Odd values are cleaned, never refused: a shared or mistyped link still shows the category.
  validateSearch: validateCategorySearch,
  loaderDeps: ({ search }) => ({
    attrs: search.attrs ?? '',
    page: search.page ?? 1,
    sort: search.sort ?? CATEGORY_SORTS[0],
    available: search.available ?? false,
  }),
  loader: async ({ context, params, deps, location, cause }) => {
    const { queryClient, api } = context
    const { segments, configure: configuring } = parseCategoryPath(
      params._splat ?? '',
    )
    const identifier = segments[segments.length - 1]
    if (!identifier) throw pageNotFound(location.pathname)
    // The configurator's code loads alongside its data, not after it (a failure shows when it
    // renders, where a chunk error reloads the page).
    const code = configuring ? loadConfigurator().catch(() => null) : null
    // `stay` says only that this route stays: the page stays when its category does (a filter,
    // an order or a page changed on it). Another category is a new page, whose products load with
    // it and are awaited, instead of a skeleton showing until they arrive after the category.
    const samePage =
      cause === 'stay' &&
      context.ui.getState().currentHref?.split(/[?#]/)[0] === location.pathname
    const requested = parseAttributeIds(deps.attrs)
    const products = categoryProductsQuery(
      api,
      identifier,
      requested,
      { page: deps.page, pageSize: PAGE_SIZE, sort: deps.sort },
      deps.available,
    )
    // One wave: the listing the address asks for is fetched with the category, not after it
    // (the address is nearly always valid; when it is not, the page is redirected anyway).
    if (!configuring && !samePage)
      void queryClient.ensureQueryData(products).catch(() => undefined)
    const category = await orNotFound(
      queryClient.ensureQueryData(categoryQuery(api, identifier)),
      location.pathname,
    )
    // The route's validate rule: the path must name the category's real ancestors (spec section 2).
    if (
      !pathMatches(category, segments) ||
      (configuring && !category.activateConfigurator)
    )
      throw pageNotFound(location.pathname)
    /** The same page with cleaned values in place of the requested ones. */
    const cleaned = (change: CategorySearch) =>
      redirect({
        to: '/en/shop/$',
        params: { _splat: params._splat ?? '' },
        search: { ...validateCategorySearch(deps), ...change },
        replace: true,
      })
    let selected = usableSelection(requested, category.allowedAttributeGroups)
    if (configuring) {
      const configuration = await configure(
        category.allowedAttributeGroups,
        selected,
        cachedCounts(queryClient, api, identifier),
      )
      selected = configuration.choices
      // The configurator has no pages nor orders: those leave its address too.
      if (
        selected.join() !== requested.join() ||
        deps.page !== 1 ||
        deps.sort !== CATEGORY_SORTS[0]
      )
        throw cleaned({
          attrs: selected.join(',') || undefined,
          page: undefined,
          sort: undefined,
        })
      await Promise.all([
        queryClient.ensureQueryData(
          configuratorListing(
            api,
            identifier,
            selected,
            configuration.complete,
          ),
        ),
        code,
      ])
      return { ...pageData(category, segments, configuring), configuration }
    }
    if (selected.join() !== requested.join())
      throw cleaned({ attrs: selected.join(',') || undefined, page: undefined })
    // A filter, order or page changed on the page: it keeps its products until these arrive
    // (see CategoryRoute), instead of giving way to the pending placeholder.
    if (samePage) {
      void queryClient.prefetchQuery(products)
      return {
        ...pageData(category, segments, configuring),
        configuration: null,
      }
    }
    const listing = await queryClient.ensureQueryData(products)
    // A value no product of the category has (a 10-piece pack of gloves) only ever lists nothing.
    const carried = new Set(listing.attributeCounts.map((a) => a.attributeId))
    if (selected.some((id) => !carried.has(id)))
      throw cleaned({
        attrs: selected.filter((id) => carried.has(id)).join(',') || undefined,
        page: undefined,
      })
    // A page past the end (an old link, a shorter selection) shows the last one instead.
    const pages = pageCount(listing.total)
    if (deps.page > pages)
      throw cleaned({ page: pages > 1 ? pages : undefined })
    return { ...pageData(category, segments, configuring), configuration: null }
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? {
          meta: [
            {
              title: `${loaderData.configure ? 'Configure ' : ''}${loaderData.name} · ${SHOP_NAME}`,
            },
            ...(loaderData.description
              ? [{ name: 'description', content: loaderData.description }]
              : []),
          ],
          links: [
            {
              rel: 'canonical',
              href: `${match.context.siteUrl}/en/shop/${loaderData.path}`,
            },
          ],
          scripts: loaderData.structuredData,
        }
      : {},
  pendingComponent: CategoryPending,
  component: CategoryRoute,
})

/** What the page and its head show of the category. */
function pageData(
  category: Category,
  segments: string[],
  configuring: boolean,
) {
  return {
    identifier: category.identifier,
    configure: configuring,
    path: segments.join('/'),
    name: category.name,
    description: category.description,
    // For search engines, which read the server's HTML: the client build leaves this code out.
    structuredData: import.meta.env.SSR
      ? [breadcrumbList(breadcrumbTrail(category))]
      : [],
  }
}

function CategoryRoute() {
  const { identifier, configure, path, configuration } = Route.useLoaderData()
  const { api } = Route.useRouteContext()
  const search = Route.useSearch()
  // The products shown follow the URL once they have loaded: until then the page keeps the ones
  // it has (the filters already show the new choice).
  const shown = useDeferredValue(search)
  const { data: category } = useSuspenseQuery(categoryQuery(api, identifier))
  const { data: listing } = useSuspenseQuery(
    configuration
      ? configuratorListing(
          api,
          identifier,
          parseAttributeIds(search.attrs),
          configuration.complete,
        )
      : categoryProductsQuery(
          api,
          identifier,
          parseAttributeIds(shown.attrs),
          {
            page: shown.page ?? 1,
            pageSize: PAGE_SIZE,
            sort: shown.sort ?? CATEGORY_SORTS[0],
          },
          shown.available ?? false,
        ),
  )
  return configure && configuration ? (
    <Suspense fallback={<ConfiguratorPending />}>
      <Configurator
        category={category}
        configuration={configuration}
        listing={listing}
        path={path}
      />
    </Suspense>
  ) : (
    <CategoryListingView
      category={category}
      listing={listing}
      selected={parseAttributeIds(search.attrs)}
      page={search.page ?? 1}
      sort={search.sort ?? CATEGORY_SORTS[0]}
      available={search.available ?? false}
      path={path}
      updating={shown !== search}
    />
  )
}

/** While a category or its configurator loads: a placeholder of the page's shape, not a blank. */
function CategoryPending() {
  const configuring = useRouterState({
    select: (state) => state.location.pathname.endsWith('/configure'),
  })
  return configuring ? <ConfiguratorPending /> : <ListingPending />
}

function ConfiguratorPending() {
  const { t } = useI18n()
  return (
    <div className="category-pending">
      <Skeleton label={t('configurator.loading')} lines={10} />
    </div>
  )
}

function ListingPending() {
  const { t } = useI18n()
  return (
    <div className="category-pending">
      <Skeleton label={t('listing.loading')} lines={10} />
    </div>
  )
}

import { useI18n } from '@shop/i18n/react'
import {
  Breadcrumbs as UiBreadcrumbs,
  Button,
  Checkbox,
  ColorSwatch,
  EmptyState,
  Pagination,
} from '@shop/ui'
import type { RenderLink } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router'
import { orNotFound, pageNotFound } from '../../../../lib/not-found'
import { categoryProductsQuery, categoryQuery } from '../../../../lib/queries'
import type { Category, CategoryListing } from '../../../../lib/queries'
import { SHOP_NAME } from '../../../../lib/route-meta'
import { breadcrumbList } from '../../../../lib/structured-data'
import { ProductCards } from '../../../-components/product-card'
import {
  categoryTrail,
  parseAttributeIds,
  parseCategoryPath,
  pathMatches,
  nextSearch,
  toggleAttribute,
} from './-components/category-path'
import type { CategorySearch } from './-components/category-path'
import { Suspense, lazy } from 'react'

// The configurator (and its add to cart) stays out of the listing's first load.
const Configurator = lazy(() =>
  import('./-components/configurator').then((m) => ({
    default: m.Configurator,
  })),
)

const PAGE_SIZE = 24

// `/en/shop/{categoryPath}` lists a category; `/en/shop/{categoryPath}/configure` configures a product.
export const Route = createFileRoute('/en/_layout/shop/$')({
  validateSearch: (search: Record<string, unknown>): CategorySearch => {
    const attrs = parseAttributeIds(search.attrs).join(',')
    const page = Number(search.page)
    return {
      ...(attrs ? { attrs } : {}),
      ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    }
  },
  loaderDeps: ({ search }) => ({
    attrs: search.attrs ?? '',
    page: search.page ?? 1,
  }),
  loader: async ({ context, params, deps, location }) => {
    const { segments, configure } = parseCategoryPath(params._splat ?? '')
    const identifier = segments[segments.length - 1]
    if (!identifier) throw pageNotFound(location.pathname)
    const category = await orNotFound(
      context.queryClient.ensureQueryData(
        categoryQuery(context.api, identifier),
      ),
      location.pathname,
    )
    // The route's validate rule: the path must name the category's real ancestors (spec section 2).
    if (
      !pathMatches(category, segments) ||
      (configure && !category.activateConfigurator)
    )
      throw pageNotFound(location.pathname)
    await context.queryClient.ensureQueryData(
      categoryProductsQuery(
        context.api,
        identifier,
        parseAttributeIds(deps.attrs),
        deps.page,
        configure ? 1 : PAGE_SIZE,
      ),
    )
    return {
      identifier,
      configure,
      path: segments.join('/'),
      name: category.name,
      description: category.description,
      // For search engines, which read the server's HTML: the client build leaves this code out.
      structuredData: import.meta.env.SSR
        ? [breadcrumbList(breadcrumbTrail(category))]
        : [],
    }
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
  component: CategoryRoute,
})

function CategoryRoute() {
  const { identifier, configure, path } = Route.useLoaderData()
  const { api } = Route.useRouteContext()
  const search = Route.useSearch()
  const selected = parseAttributeIds(search.attrs)
  const page = search.page ?? 1
  const { data: category } = useSuspenseQuery(categoryQuery(api, identifier))
  const { data: listing } = useSuspenseQuery(
    categoryProductsQuery(
      api,
      identifier,
      selected,
      page,
      configure ? 1 : PAGE_SIZE,
    ),
  )
  return configure ? (
    <Suspense fallback={null}>
      <Configurator
        category={category}
        listing={listing}
        selected={selected}
        breadcrumbs={<Breadcrumbs category={category} configure />}
      />
    </Suspense>
  ) : (
    <CategoryListingView
      category={category}
      listing={listing}
      selected={selected}
      page={page}
      path={path}
    />
  )
}

/** The shop, then each category from the root down, with its page's path. */
function breadcrumbTrail(category: Category) {
  const trail = categoryTrail(category)
  return [
    { name: 'Shop', path: '/en/shop' },
    ...trail.map((item, i) => ({
      name: item.name,
      path: `/en/shop/${trail
        .slice(0, i + 1)
        .map((c) => c.identifier)
        .join('/')}`,
    })),
  ]
}

/** A catalogue link through the router, for the design system's link-rendering components. */
const catalogueLink: RenderLink = ({ href, ...rest }) =>
  href === '/en/shop' ? (
    <Link to="/en/shop" {...rest} />
  ) : (
    <Link
      to="/en/shop/$"
      params={{ _splat: href.replace(/^\/en\/shop\//, '') }}
      {...rest}
    />
  )

function Breadcrumbs({
  category,
  configure,
}: {
  category: Category
  configure?: boolean
}) {
  const { t } = useI18n()
  const items = breadcrumbTrail(category).map((item, i) => ({
    label: i === 0 ? t('nav.shop') : item.name,
    href: item.path,
  }))
  return (
    <UiBreadcrumbs
      label={t('nav.breadcrumbs')}
      items={items}
      lastIsLink={configure}
      renderLink={catalogueLink}
    />
  )
}

/**
 * The next search from the one in the URL (not from this render), so quick successive clicks
 * build on each other; a new selection starts again at page 1.
 */
interface ViewProps {
  category: Category
  listing: CategoryListing
  selected: string[]
  path: string
}

function CategoryListingView({
  category,
  listing,
  selected,
  page,
  path,
}: ViewProps & { page: number }) {
  const { t, formatMoney } = useI18n()
  const navigate = useNavigate({ from: Route.fullPath })
  const available = new Set(listing.availableAttributeIds)
  const pages = Math.max(1, Math.ceil(listing.total / PAGE_SIZE))
  const select = (change: (current: string[]) => string[]) =>
    void navigate({ search: nextSearch(change), resetScroll: false })
  return (
    <div className="category">
      <Breadcrumbs category={category} />
      <header className="category__header">
        <h1>{category.name}</h1>
        <p>{category.description}</p>
        <p className="category__meta">
          {t('category.products', { count: listing.total })} ·{' '}
          {t('category.fromPrice', {
            price: formatMoney(category.productsMinPrice),
          })}
        </p>
        {category.activateConfigurator ? (
          <Link
            to="/en/shop/$"
            params={{ _splat: `${path}/configure` }}
            className="ui-button ui-button--primary"
          >
            {category.configuratorOverviewHeadline ?? t('category.configure')}
          </Link>
        ) : null}
      </header>
      {category.categories.length ? (
        <nav aria-label={t('category.subcategories')} className="chips">
          {category.categories.map((child) => (
            <Link
              key={child.id}
              to="/en/shop/$"
              params={{ _splat: `${path}/${child.identifier}` }}
              className="chip"
            >
              {child.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <div className="category__body">
        <aside className="filters" aria-labelledby="filters-heading">
          <h2 id="filters-heading" className="filters__heading">
            {t('category.filters')}
          </h2>
          {category.allowedAttributeGroups.map((group) => {
            const ids = group.attributes.map((a) => a.id)
            return (
              <fieldset key={group.id} className="filters__group">
                <legend>{group.name}</legend>
                {group.attributes
                  .filter(
                    (attribute) =>
                      available.has(attribute.id) ||
                      selected.includes(attribute.id),
                  )
                  .map((attribute) => (
                    <Checkbox
                      key={attribute.id}
                      className="filters__option"
                      checked={selected.includes(attribute.id)}
                      onChange={() =>
                        select((current) =>
                          toggleAttribute(current, attribute.id, ids),
                        )
                      }
                      label={
                        <>
                          {attribute.valueColor ? (
                            <ColorSwatch color={attribute.valueColor} />
                          ) : null}
                          {attribute.name}
                        </>
                      }
                    />
                  ))}
              </fieldset>
            )
          })}
          {selected.length ? (
            <Button
              variant="secondary"
              size="small"
              onClick={() => select(() => [])}
            >
              {t('category.clearFilters')}
            </Button>
          ) : null}
        </aside>
        <section aria-label={t('category.products', { count: listing.total })}>
          {listing.products.length ? (
            <ProductCards products={listing.products} eager={4} />
          ) : (
            <EmptyState title={t('category.noResults')}>
              {t('category.noResultsHint')}
            </EmptyState>
          )}
          {pages > 1 ? (
            <Pagination
              label={t('pagination.label')}
              page={page}
              pages={pages}
              pageLabel={(n) => t('pagination.page', { page: n })}
              renderLink={({ page: n, href: _href, ...rest }) => (
                <Link
                  from={Route.fullPath}
                  search={(prev) => ({ ...prev, page: n > 1 ? n : undefined })}
                  {...rest}
                />
              )}
            />
          ) : null}
        </section>
      </div>
    </div>
  )
}

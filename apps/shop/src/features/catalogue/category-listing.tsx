import { CATEGORY_SORTS } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import { Button, Drawer, EmptyState, Link as UiLink } from '@shop/ui'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Category, CategoryListing } from '#lib/queries'
import { ProductCards } from './product-card'
import { CatalogueBreadcrumbs } from './catalogue-breadcrumbs'
import {
  ActiveFilters,
  AvailabilityFilter,
  CategoryFilters,
} from './category-filters'
import { nextSearch } from './category-path'
import { ListingPagination, SortSelect } from './listing-controls'
import type { CategorySort } from './listing-search'

/**
 * A category's products with filters and an order. The filters are a column beside the products
 * on a wide screen and a drawer behind one button on a phone, so products come first there.
 */
export function CategoryListingView({
  category,
  listing,
  selected,
  page,
  sort,
  available,
  path,
  updating,
}: {
  category: Category
  listing: CategoryListing
  selected: string[]
  page: number
  sort: CategorySort
  /** Only what can be ordered now is listed. */
  available: boolean
  path: string
  /** The URL has moved on and its products are on their way: these are the previous ones. */
  updating: boolean
}) {
  const { t, formatMoney } = useI18n()
  const navigate = useNavigate({ from: '/en/shop/$' })
  const [drawerOpen, setDrawerOpen] = useState(false)
  const counts = new Map(
    listing.attributeCounts.map((a) => [a.attributeId, a.count]),
  )
  // Built on the search in the URL, so quick successive clicks add up; a change goes to page 1.
  const select = (change: (current: string[]) => string[]) =>
    void navigate({ search: nextSearch(change), resetScroll: false })
  const filters = {
    groups: category.allowedAttributeGroups,
    counts,
    selected,
    onChange: select,
  }
  // Kept with the attributes and the order; a change goes back to page 1, as a filter does.
  const setAvailable = (checked: boolean) =>
    void navigate({
      search: (prev) => ({
        ...nextSearch((current) => current)(prev),
        available: checked || undefined,
      }),
      resetScroll: false,
    })
  const availability = (
    <AvailabilityFilter checked={available} onChange={setAvailable} />
  )
  const clearAll =
    selected.length || available ? (
      <Button
        variant="secondary"
        size="small"
        onClick={() =>
          void navigate({
            search: (prev) => ({ sort: prev.sort }),
            resetScroll: false,
          })
        }
      >
        {t('category.clearFilters')}
      </Button>
    ) : null
  return (
    <div className="category">
      <CatalogueBreadcrumbs category={category} />
      <header className="category__header">
        <h1>{category.name}</h1>
        <p>{category.description}</p>
        <p className="category__meta">
          {t('category.products', { count: listing.total })}
          {/* The cheapest of what the filters list, not of the whole category. */}
          {listing.minPrice === null
            ? null
            : ` · ${t('category.fromPrice', { price: formatMoney(listing.minPrice) })}`}
        </p>
        {category.activateConfigurator ? (
          <UiLink as={Link} to={`/en/shop/${path}/configure`} variant="primary">
            {category.configuratorOverviewHeadline ?? t('category.configure')}
          </UiLink>
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
          {availability}
          <CategoryFilters {...filters} />
          {clearAll}
        </aside>
        <section
          className="category__products"
          aria-label={t('category.products', { count: listing.total })}
          aria-busy={updating || undefined}
        >
          <div className="listing-toolbar">
            <Button
              variant="secondary"
              className="listing-toolbar__filters"
              aria-haspopup="dialog"
              onClick={() => setDrawerOpen(true)}
            >
              {t('category.showFilters', {
                count: selected.length + (available ? 1 : 0),
              })}
            </Button>
            <SortSelect sorts={CATEGORY_SORTS} value={sort} />
          </div>
          <ActiveFilters {...filters} />
          {listing.products.length ? (
            <ProductCards
              products={listing.products}
              eager={4}
              heading={t('category.productsHeading')}
            />
          ) : (
            <EmptyState title={t('category.noResults')}>
              {t('category.noResultsHint')}
            </EmptyState>
          )}
          <ListingPagination page={page} total={listing.total} />
        </section>
      </div>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t('category.filters')}
        closeLabel={t('app.close')}
        className="filters-drawer"
      >
        <div className="filters">
          {availability}
          <CategoryFilters {...filters} />
        </div>
        <div className="filters-drawer__actions">
          <Button onClick={() => setDrawerOpen(false)}>
            {t('category.showProducts', { count: listing.total })}
          </Button>
          {clearAll}
        </div>
      </Drawer>
    </div>
  )
}

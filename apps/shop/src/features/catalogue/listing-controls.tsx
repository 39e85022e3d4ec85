import type { ListingSort } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import { Pagination, Select } from '@shop/ui'
import { Link, useNavigate } from '@tanstack/react-router'
import { pageCount } from './listing-search'

/** Orders the listing; the page navigates (a new order starts again at page 1). */
export function SortSelect<T extends ListingSort>({
  sorts,
  value,
}: {
  /** The listing's orders, its default first (left out of the URL). */
  sorts: readonly T[]
  value: T
}) {
  const { t } = useI18n()
  const navigate = useNavigate()
  // A new order starts again at page 1 and keeps the filters and the query.
  const onChange = (sort: T) =>
    void navigate({
      to: '.',
      search: (prev) => ({
        ...prev,
        page: undefined,
        sort: sort === sorts[0] ? undefined : sort,
      }),
      resetScroll: false,
    })
  return (
    <Select
      label={t('listing.sort')}
      className="listing-sort"
      value={value}
      options={sorts.map((sort) => ({
        value: sort,
        label: t(`listing.sort.${sort}`),
      }))}
      onChange={(event) => {
        const sort = sorts.find((s) => s === event.target.value)
        if (sort) onChange(sort)
      }}
    />
  )
}

/** Links to the listing's pages, keeping its filters and order. */
export function ListingPagination({
  page,
  total,
}: {
  page: number
  total: number
}) {
  const { t } = useI18n()
  return (
    <Pagination
      label={t('pagination.label')}
      page={page}
      pages={pageCount(total)}
      pageLabel={(n) => t('pagination.page', { page: n })}
      previousLabel={t('pagination.previous')}
      nextLabel={t('pagination.next')}
      renderLink={({ page: n, href: _href, ...rest }) => (
        <Link
          to="."
          search={(prev) => ({ ...prev, page: n > 1 ? n : undefined })}
          // Page 1 leaves `page` out: it is current only when the URL has none either.
          activeOptions={{ explicitUndefined: true }}
          {...rest}
        />
      )}
    />
  )
}

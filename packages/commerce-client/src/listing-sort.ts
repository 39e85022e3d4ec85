import type { ProductSort } from './generated/commerce/graphql.js'

/**
 * The orders a category listing offers, as the shop's URLs and the `/api` calls spell them; the
 * first is the default.
 *
 * @example
 * z.enum(CATEGORY_SORTS).default(CATEGORY_SORTS[0])
 */
export const CATEGORY_SORTS = ['name', 'price-asc', 'price-desc'] as const

/**
 * The orders search results offer: best match first by default, then as a category.
 *
 * @example
 * SEARCH_SORTS.includes(value) ? value : SEARCH_SORTS[0]
 */
export const SEARCH_SORTS = [
  'relevance',
  'name',
  'price-asc',
  'price-desc',
] as const

/** An order of a product listing, as URLs spell it. */
export type ListingSort = (typeof SEARCH_SORTS)[number]

const PRODUCT_SORTS: Readonly<Record<ListingSort, ProductSort>> = {
  relevance: 'RELEVANCE',
  name: 'NAME',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
}

/**
 * The GraphQL `ProductSort` of a listing order.
 *
 * @example
 * productSort('price-desc') // 'PRICE_DESC'
 */
export const productSort = (sort: ListingSort): ProductSort =>
  PRODUCT_SORTS[sort]

/** The last page a listing answers: the API refuses, and the backend caps, anything beyond. */
export const MAX_LISTING_PAGE = 10_000

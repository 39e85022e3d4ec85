import {
  CATEGORY_SORTS,
  MAX_LISTING_PAGE,
  SEARCH_SORTS,
} from '@shop/commerce-client'
import { parseAttributeIds } from './category-path'

/** Products on one page of a category or of search results. */
export const PAGE_SIZE = 24

export type CategorySort = (typeof CATEGORY_SORTS)[number]
export type SearchSort = (typeof SEARCH_SORTS)[number]

/** A category page's search: the selected attribute ids, the page and the order (defaults left out). */
export interface CategorySearch {
  attrs?: string
  page?: number
  sort?: CategorySort
  /** Only what can be ordered now (sold, in stock or backordered): the API's `available`. */
  available?: true
}

/** The search page's search: the query, the page and the order (defaults left out). */
export interface ProductSearch {
  q: string
  page?: number
  sort?: SearchSort
}

/**
 * A page number from the URL, from 2 up (page 1 is the default, left out). Anything that is no
 * page is dropped; a page beyond the last is kept (capped at what the API answers), so the
 * loader can send the buyer to the last page.
 */
export function parsePage(value: unknown): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value
  if (typeof page !== 'number' || Number.isNaN(page) || page < 2)
    return undefined
  return Math.min(Math.floor(page), MAX_LISTING_PAGE)
}

/** One of the listing's orders, left out when it is the default (the first) or unknown. */
export function parseSort<T extends string>(
  value: unknown,
  sorts: readonly T[],
): T | undefined {
  return sorts.slice(1).find((sort) => sort === value)
}

/**
 * The category page's `validateSearch`: cleans every value instead of refusing the page. Every
 * key is returned, `undefined` when dropped, as the router lays the result over the raw search.
 */
export function validateCategorySearch(
  search: Record<string, unknown>,
): CategorySearch {
  return {
    attrs: parseAttributeIds(search.attrs).join(',') || undefined,
    page: parsePage(search.page),
    sort: parseSort(search.sort, CATEGORY_SORTS),
    // `?available=true` arrives as a boolean; anything else is the default, everything.
    available:
      search.available === true || search.available === 'true' || undefined,
  }
}

/** The search page's `validateSearch`: the query as text (at most 200 characters), page, order. */
export function validateProductSearch(
  search: Record<string, unknown>,
): ProductSearch {
  // URLs are parsed as JSON: `?q=123` arrives as a number, `?q=true` as a boolean.
  const q = ['string', 'number', 'boolean'].includes(typeof search.q)
    ? String(search.q).trim().slice(0, 200)
    : ''
  return {
    q,
    page: q ? parsePage(search.page) : undefined,
    sort: q ? parseSort(search.sort, SEARCH_SORTS) : undefined,
  }
}

/** How many pages a listing of `total` products fills (at least one, even when empty). */
export const pageCount = (total: number) =>
  Math.max(1, Math.ceil(total / PAGE_SIZE))

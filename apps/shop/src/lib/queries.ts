import type {
  ApiAddress,
  ApiCart,
  ApiCategory,
  ApiCategoryListing,
  ApiUser,
} from '@shop/commerce-client'
import type { CATEGORY_SORTS, ListingSort } from '@shop/commerce-client'
import { queryOptions } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { Api } from './api'
import { personalPart } from './personal-request'

// The shop's names for the API's answers (their shapes are the API contract's).
export type Category = ApiCategory
export type Cart = ApiCart
export type User = ApiUser
export type CategoryListing = ApiCategoryListing
export type Address = ApiAddress

const LOCALE = 'en_US'

// Shared catalogue data stays fresh in the browser for 30 s: with the API's and the pages' 10 s
// copies, a catalogue change reaches every buyer within the minute (README, "Caches"). Personal
// data is refetched on every visit.
const SHARED = 30_000

/** The messages of the shop's locale: data from the translations service, not bundled code. */
export type Messages = Record<string, string>

export const messagesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['i18n', 'messages', 'en'],
    queryFn: async (): Promise<Messages> => {
      const all = await api.get('/translations').catch(() => null)
      if (all?.en) return all.en
      // Without the service, the server renders from the bundled catalogue (and hands it to the
      // browser with the page); the browser bundle never carries it.
      if (import.meta.env.SSR) return (await import('@shop/i18n')).EN_MESSAGES
      throw new Error('The shop’s messages could not be loaded.')
    },
    staleTime: Infinity,
    gcTime: Infinity,
  })

// Only the API's `{}` means signed out. A request that failed (a busy backend's 503, no network)
// is an error, retried as any query's: the session the page knew stays, and a page that knew none
// shows the error page, never the signed-out header or the login modal.
export const sessionQuery = (api: Api) =>
  queryOptions({
    queryKey: ['session'],
    queryFn: (context) =>
      personalPart(
        context,
        'session',
        ({ user }): { user?: User } => (user ? { user } : {}),
        (): Promise<{ user?: User }> => api.get('/_auth/session'),
      ),
    staleTime: 30_000,
  })

export const appConfigQuery = (api: Api) =>
  queryOptions({
    queryKey: ['content', 'app-config'],
    queryFn: () =>
      api
        .get('/app-config', { query: { locale: LOCALE } })
        .then((r) => r.appConfig),
    // Content, not catalogue: no operator changes it.
    staleTime: 5 * 60_000,
  })

export const categoriesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: () =>
      api
        .get('/shop/categories', { query: { locale: LOCALE } })
        .then((r) => r.categories),
    staleTime: SHARED,
  })

export const categoryQuery = (api: Api, identifier: string) =>
  queryOptions({
    queryKey: ['catalogue', 'category', identifier],
    queryFn: () =>
      api
        .get('/shop/categories/:id', {
          params: { id: identifier },
          query: { locale: LOCALE },
        })
        .then((r) => r.category),
    staleTime: SHARED,
  })

/** Which page of a listing, in which order; a category's also narrowed by attribute ids. */
export interface ListingPage<Sort extends ListingSort = ListingSort> {
  page: number
  pageSize: number
  sort: Sort
}

/** The orders a category listing offers (search adds "best match"). */
type CategorySort = (typeof CATEGORY_SORTS)[number]

export const categoryProductsQuery = (
  api: Api,
  identifier: string,
  attributeIds: string[],
  { page, pageSize, sort }: ListingPage<CategorySort>,
  available = false,
) =>
  queryOptions({
    queryKey: [
      'catalogue',
      'category-products',
      identifier,
      attributeIds,
      page,
      pageSize,
      sort,
      available,
    ],
    queryFn: () =>
      api.get('/shop/categories/:id/products', {
        params: { id: identifier },
        query: {
          locale: LOCALE,
          page,
          pageSize,
          sort,
          attributeIds: attributeIds.length
            ? attributeIds.join(',')
            : undefined,
          available: available ? 'true' : undefined,
        },
      }),
    staleTime: SHARED,
  })

export const searchQuery = (
  api: Api,
  q: string,
  { page, pageSize, sort }: ListingPage,
) =>
  queryOptions({
    queryKey: ['catalogue', 'search', q, page, pageSize, sort],
    queryFn: () =>
      api.get('/shop/search', { query: { q, page, pageSize, sort } }),
    staleTime: SHARED,
  })

export const productQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', id],
    queryFn: () =>
      api
        .get('/shop/products/:id', {
          params: { id },
          query: { locale: LOCALE },
        })
        .then((r) => r.product),
    staleTime: SHARED,
  })

export const cartQuery = (api: Api) =>
  queryOptions({
    queryKey: ['checkout', 'cart'],
    queryFn: (context) =>
      personalPart(
        context,
        'cart',
        (personal) => personal.cart,
        () => api.get('/shop/cart/current').then((r) => r.cart),
      ),
    staleTime: 0,
  })

/**
 * Puts a cart the API answered (after adding, changing or choosing) into the cache. A refetch of
 * the cart sent before that answer (a page just hydrated refetches it) read the cart as it was; it
 * is cancelled first, so its late answer cannot undo what the buyer just did.
 */
export async function putCart(queryClient: QueryClient, api: Api, cart: Cart) {
  const { queryKey } = cartQuery(api)
  await queryClient.cancelQueries({ queryKey })
  queryClient.setQueryData(queryKey, cart)
}

/** One of the customer's orders (or carts) by its token; another customer's is "not found". */
export const orderQuery = (api: Api, token: string) =>
  queryOptions({
    queryKey: ['account', 'order', token],
    queryFn: () =>
      api
        .get('/account/order', { query: { token, locale: LOCALE } })
        .then((r) => r.order),
  })

export const addressesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'addresses'],
    queryFn: () => api.get('/account/addresses').then((r) => r.addresses),
  })

/** What shows saved addresses or the customer's defaults, refetched after an address changes. */
export const ADDRESS_QUERIES = [['account'], ['session']]

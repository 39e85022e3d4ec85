import type {
  AddressFieldsFragment,
  AppConfigQuery,
  CategoriesQuery,
  CategoryProductsQuery,
  CategoryQuery,
  MeQuery,
  OrderFieldsFragment,
  ProductQuery,
  SearchProductsQuery,
} from '@shop/commerce-client'
import type { ListingSort } from '@shop/commerce-client'
import { queryOptions } from '@tanstack/react-query'
import type { Api } from './api'

export type Category = NonNullable<CategoryQuery['category']>
export type Product = NonNullable<ProductQuery['product']>
export type Cart = OrderFieldsFragment
export type User = NonNullable<MeQuery['me']>
export type CategoryListing = CategoryProductsQuery['categoryProducts']
export type SearchResults = SearchProductsQuery['searchProducts']
export type AppConfig = AppConfigQuery['appConfig']
export type Address = AddressFieldsFragment

const LOCALE = 'locale=en_US'

// Shared catalogue data stays fresh for a minute; personal data is refetched on every visit.
const SHARED = 60_000

/** The messages of the shop's locale: data from the translations service, not bundled code. */
export type Messages = Record<string, string>

export const messagesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['i18n', 'messages', 'en'],
    queryFn: async (): Promise<Messages> => {
      const all = await api
        .get<Record<string, Messages>>('/translations')
        .catch(() => null)
      if (all?.en) return all.en
      // Without the service, the server renders from the bundled catalogue (and hands it to the
      // browser with the page); the browser bundle never carries it.
      if (import.meta.env.SSR)
        return (await import('@shop/i18n')).EN_MESSAGES as Messages
      throw new Error('The shop’s messages could not be loaded.')
    },
    staleTime: Infinity,
    gcTime: Infinity,
  })

export const sessionQuery = (api: Api) =>
  queryOptions({
    queryKey: ['session'],
    queryFn: () =>
      api.get<{ user?: User }>('/_auth/session').catch(() => ({})) as Promise<{
        user?: User
      }>,
    staleTime: 30_000,
  })

export const appConfigQuery = (api: Api) =>
  queryOptions({
    queryKey: ['content', 'app-config'],
    queryFn: () =>
      api
        .get<{ appConfig: AppConfig }>(`/app-config?${LOCALE}`)
        .then((r) => r.appConfig),
    staleTime: 5 * SHARED,
  })

export const categoriesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: () =>
      api
        .get<{ categories: CategoriesQuery['categories'] }>(
          `/shop/categories?${LOCALE}`,
        )
        .then((r) => r.categories),
    staleTime: SHARED,
  })

export const categoryQuery = (api: Api, identifier: string) =>
  queryOptions({
    queryKey: ['catalogue', 'category', identifier],
    queryFn: () =>
      api
        .get<{ category: Category }>(
          `/shop/categories/${encodeURIComponent(identifier)}?${LOCALE}`,
        )
        .then((r) => r.category),
    staleTime: SHARED,
  })

/** Which page of a listing, in which order; a category's also narrowed by attribute ids. */
export interface ListingPage {
  page: number
  pageSize: number
  sort: ListingSort
}

export const categoryProductsQuery = (
  api: Api,
  identifier: string,
  attributeIds: string[],
  { page, pageSize, sort }: ListingPage,
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
    ],
    queryFn: () =>
      api.get<CategoryListing>(
        `/shop/categories/${encodeURIComponent(identifier)}/products?${LOCALE}&page=${page}&pageSize=${pageSize}&sort=${sort}${
          attributeIds.length ? `&attributeIds=${attributeIds.join(',')}` : ''
        }`,
      ),
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
      api.get<SearchResults>(
        `/shop/search?q=${encodeURIComponent(q)}&page=${page}&pageSize=${pageSize}&sort=${sort}`,
      ),
    staleTime: SHARED,
  })

export const productQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', id],
    queryFn: () =>
      api
        .get<{ product: Product }>(
          `/shop/products/${encodeURIComponent(id)}?${LOCALE}`,
        )
        .then((r) => r.product),
    staleTime: SHARED,
  })

export const cartQuery = (api: Api) =>
  queryOptions({
    queryKey: ['checkout', 'cart'],
    queryFn: () =>
      api.get<{ cart: Cart }>('/shop/cart/current').then((r) => r.cart),
    staleTime: 0,
  })

/** One of the customer's orders (or carts) by its token; another customer's is "not found". */
export const orderQuery = (api: Api, token: string) =>
  queryOptions({
    queryKey: ['account', 'order', token],
    queryFn: () =>
      api
        .get<{ order: Cart }>(
          `/account/order?token=${encodeURIComponent(token)}&${LOCALE}`,
        )
        .then((r) => r.order),
  })

export const addressesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'addresses'],
    queryFn: () =>
      api
        .get<{ addresses: Address[] }>('/account/addresses')
        .then((r) => r.addresses),
  })

/** What shows saved addresses or the customer's defaults, refetched after an address changes. */
export const ADDRESS_QUERIES = [['account'], ['session']]

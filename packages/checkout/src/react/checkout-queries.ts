import type { ApiClient } from '@shop/commerce-client'
import { queryOptions } from '@tanstack/react-query'

// What the checkout lists, as React Query options over the shop API's typed client. The cart's
// token keys the lists: they belong to that checkout.

/** The carriers on offer, in the spec's order (the API sorts them by identifier). */
export const carriersQuery = (
  api: ApiClient,
  token: string,
  locale = 'en_US',
) =>
  queryOptions({
    queryKey: ['checkout', 'carriers', token, locale],
    queryFn: () =>
      api
        .get('/shop/checkout/carriers', { query: { locale, token } })
        .then((answer) => answer.carriers),
  })

/** The payment providers on offer (`stripe` only where card payments are set up). */
export const paymentProvidersQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['checkout', 'payment-providers', token],
    queryFn: () =>
      api
        .get('/shop/checkout/payment-providers', { query: { token } })
        .then((answer) => answer.paymentProviders),
  })

/** The buyer's saved cards (brand and last four digits). */
export const savedCardsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['payment', 'methods'],
    queryFn: () =>
      api
        .get('/shop/payment/payment-methods')
        .then((answer) => answer.paymentMethods),
  })

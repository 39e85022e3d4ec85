import { createApiClient } from '@shop/commerce-client'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Api } from './api'
import { cartQuery, putCart } from './queries'
import type { Cart } from './queries'

const cart = (quantity: number) =>
  ({ token: 'cart-1', items: [{ id: '1', quantity }] }) as unknown as Cart

describe('putCart', () => {
  it('keeps the cart an add answered when a refetch sent before it answers later', async () => {
    // The cart refetch a page starts once hydrated is still on its way when the buyer's add
    // answers; that refetch read the cart before the add.
    let answerRefetch = (_body: unknown) => undefined as void
    const api: Api = createApiClient({
      request: () =>
        new Promise((resolve) => {
          answerRefetch = resolve
        }),
    })
    const queryClient = new QueryClient()
    queryClient.setQueryData(cartQuery(api).queryKey, cart(1))
    void queryClient.fetchQuery({ ...cartQuery(api), staleTime: 0 })
    await putCart(queryClient, api, cart(3))
    answerRefetch({ cart: cart(1) })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(queryClient.getQueryData(cartQuery(api).queryKey)).toEqual(cart(3))
  })
})

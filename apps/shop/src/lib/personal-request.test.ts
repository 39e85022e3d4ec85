import { createApiClient } from '@shop/commerce-client'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Api } from './api'
import { startPersonalRequest } from './personal-request'
import { cartQuery } from './queries'
import type { Cart } from './queries'

const cart = (sku: string) =>
  ({ token: 'cart-1', items: [{ id: sku, quantity: 10 }] }) as unknown as Cart

/**
 * A browser page whose personal request (asked for at hydration, answered when the test says)
 * holds the cart before the buyer's change; the cart read on its own holds it after.
 */
function page() {
  const asked: string[] = []
  let answerPersonal = (_body: unknown) => undefined as void
  const api: Api = createApiClient({
    request: (_method, path) => {
      asked.push(path.split('?')[0] ?? path)
      if (path.startsWith('/personal'))
        return new Promise((resolve) => {
          answerPersonal = resolve
        })
      return Promise.resolve({ cart: cart('replacement') })
    },
  })
  const queryClient = new QueryClient()
  const key = cartQuery(api).queryKey
  queryClient.setQueryData(key, cart('retired'))
  startPersonalRequest(queryClient, api)
  const refetch = () =>
    queryClient.fetchQuery({ ...cartQuery(api), staleTime: 0 })
  return {
    asked,
    queryClient,
    refetch,
    shown: () => queryClient.getQueryData<Cart>(key)?.items[0]?.id,
    answerPersonal: () => answerPersonal({ cart: cart('retired') }),
    /** The buyer's change answered: its cart goes into the cache. */
    change: () => queryClient.setQueryData(key, cart('replacement')),
  }
}

describe('the first personal answer', () => {
  it('stands in for the cart query’s first read when nothing changed the cart', async () => {
    const shop = page()
    const read = shop.refetch()
    shop.answerPersonal()
    await read
    expect(shop.shown()).toBe('retired')
    expect(shop.asked).toEqual(['/personal'])
  })

  it('is not taken by a cart read that starts after the buyer changed the cart', async () => {
    // A component that mounts with the change (the new line) reads the cart: the personal
    // answer, asked for before the change, would bring the retired line back for good.
    const shop = page()
    shop.change()
    const read = shop.refetch()
    shop.answerPersonal()
    await read
    expect(shop.shown()).toBe('replacement')
    expect(shop.asked).toContain('/shop/cart/current')
  })

  it('is not used by a cart read that was waiting for it when the buyer changed the cart', async () => {
    const shop = page()
    const read = shop.refetch()
    shop.change()
    shop.answerPersonal()
    await read
    expect(shop.shown()).toBe('replacement')
  })
})

import { createApiClient } from '@shop/commerce-client'
import { describe, expect, it } from 'vitest'
import { addLinesToCart, addToCart } from './cart-writes'

describe('adding to the cart', () => {
  it('is one request that names the current cart, with no read of the cart first', async () => {
    const sent: unknown[] = []
    const api = createApiClient({
      request: async (method, path, body) => {
        sent.push([method, path, body])
        return { cart: { token: 'c1' }, added: 2 }
      },
    })
    await addToCart(api, 12, 2)
    await addLinesToCart(api, [{ sku: 'GLV-1', quantity: 3 }])
    expect(sent).toEqual([
      ['POST', '/shop/cart/add', { token: '', productId: 12, quantity: 2 }],
      [
        'POST',
        '/shop/cart/bulk-add',
        { token: '', items: [{ sku: 'GLV-1', quantity: 3 }] },
      ],
    ])
  })
})

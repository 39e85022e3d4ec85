import type { ApiCart } from '@shop/commerce-client'
import { describe, expect, it } from 'vitest'
import type { CheckoutApi } from './checkout-api.js'
import {
  PricesChangedError,
  UnpaidOrderError,
  placeOrder,
} from './place-order.js'

const order = (provider: string, state = 'payment_pending') =>
  ({
    token: 'o1',
    state,
    paymentProvider: { id: '1', identifier: provider },
  }) as ApiCart

function recordingCheckout(provider: string, placedState?: string) {
  const calls: string[] = []
  const checkout = {
    setPurchaseOrderReference: async (token: string, reference: string) => {
      calls.push(`reference ${token} ${reference}`)
      return order(provider)
    },
    placeOrder: async (token: string) => {
      calls.push(`place ${token}`)
      return order(provider, placedState)
    },
  } as unknown as CheckoutApi
  return { calls, checkout }
}

describe('placeOrder', () => {
  it('sends a trimmed PO reference, places the order and does not charge an invoice order', async () => {
    const { calls, checkout } = recordingCheckout('invoice')
    const paid: string[] = []
    const placed = await placeOrder(checkout, {
      token: 'c1',
      reference: '  PO-7 ',
      payByCard: async (o) => paid.push(o.token),
    })
    expect(placed.token).toBe('o1')
    expect(calls).toEqual(['reference c1 PO-7', 'place c1'])
    expect(paid).toEqual([])
  })

  it('pays a card order after placing it, and a failed payment keeps the placed order', async () => {
    const { calls, checkout } = recordingCheckout('stripe')
    const failure = placeOrder(checkout, {
      token: 'c1',
      reference: '   ',
      payByCard: async () => {
        throw new Error('Your card was declined.')
      },
    })
    await expect(failure).rejects.toBeInstanceOf(UnpaidOrderError)
    await expect(failure).rejects.toMatchObject({
      message: 'Your card was declined.',
      order: { token: 'o1' },
    })
    // A blank reference clears one saved before (issue 31: the PO is saved as it is typed).
    expect(calls).toEqual(['reference c1 ', 'place c1'])
  })

  it('charges nothing for a card order over the buyer’s limit: it waits for an approver', async () => {
    const { calls, checkout } = recordingCheckout('stripe', 'awaiting_approval')
    const paid: string[] = []
    const sent = await placeOrder(checkout, {
      token: 'c1',
      payByCard: async (o) => paid.push(o.token),
    })
    expect(sent.state).toBe('awaiting_approval')
    expect(calls).toEqual(['place c1'])
    expect(paid).toEqual([])
  })

  it('places nothing and charges nothing when a price moved: the buyer gets the repriced cart', async () => {
    // The API answers the cart, still a cart, when a price moved since the buyer saw it.
    const { calls, checkout } = recordingCheckout('stripe', 'cart')
    const paid: string[] = []
    const refused = placeOrder(checkout, {
      token: 'c1',
      payByCard: async (o) => paid.push(o.token),
    })
    await expect(refused).rejects.toBeInstanceOf(PricesChangedError)
    await expect(refused).rejects.toMatchObject({
      cart: { token: 'o1', state: 'cart' },
    })
    expect(calls).toEqual(['place c1'])
    expect(paid).toEqual([])
  })

  it('pays an unpaid order again without placing anything', async () => {
    const { calls, checkout } = recordingCheckout('stripe')
    const paid: string[] = []
    await placeOrder(checkout, {
      token: 'c2',
      unpaid: order('stripe'),
      payByCard: async (o) => paid.push(o.token),
    })
    expect(calls).toEqual([])
    expect(paid).toEqual(['o1'])
  })
})

import {
  AddToCartDocument,
  AddressesDocument,
  CartDocument,
  MarkOrderPaidDocument,
  OrderUpdatedDocument,
  OrdersDocument,
  PlaceOrderDocument,
  SetCarrierDocument,
  SetCheckoutAddressesDocument,
  SetPaymentProviderDocument,
  createSubscriptionClient,
} from '@shop/commerce-client'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import {
  cartOf,
  commerce,
  count,
  newBuyer,
  newProduct,
  productId,
  signIn,
  url,
  useTestShop,
} from '../../test-shop'

// Cart changes, concurrent adds and placing one customer's cart; these tests share that cart in order.
useTestShop()

describe('cart and checkout', () => {
  it('refuses bad quantities with violations and writes nothing', async () => {
    const token = await signIn(1)
    const gloves = await productId('GLV-LTX-E-LATEX-S-WHITE-P100')
    const { cart } = await commerce.request(CartDocument, {}, { token })
    for (const quantity of [0, -2, 10_001]) {
      const result = (
        await commerce.request(
          AddToCartDocument,
          { token: cart.token, productId: gloves.id, quantity },
          { token },
        )
      ).addToCart
      expect(result.__typename).toBe('ValidationError')
      if (result.__typename === 'ValidationError')
        expect(result.violations[0]?.propertyPath).toBe('quantity')
    }
    const unknown = (
      await commerce.request(
        AddToCartDocument,
        { token: cart.token, productId: '999999' },
        { token },
      )
    ).addToCart
    expect(unknown.__typename).toBe('ValidationError')
    const { cart: after } = await commerce.request(CartDocument, {}, { token })
    expect(after.items).toEqual(cart.items)
  })

  it('answers how many an add put in the cart: fewer at the line’s cap of 10,000, none once full', async () => {
    const buyer = await newBuyer('cap')
    const product = await newProduct(`CAP-${Date.now()}`, 100)
    const add = async (quantity: number) => {
      const result = (
        await commerce.request(
          AddToCartDocument,
          { token: buyer.cart.token, productId: String(product.id), quantity },
          { token: buyer.token },
        )
      ).addToCart
      if (result.__typename !== 'CartSuccess') throw new Error(result.message)
      const line = result.cart.items.find(
        (item) => item.product.id === String(product.id),
      )
      return { added: result.added, quantity: line?.quantity }
    }
    expect(await add(9_998)).toEqual({ added: 9_998, quantity: 9_998 })
    expect(await add(5)).toEqual({ added: 2, quantity: 10_000 })
    expect(await add(1)).toEqual({ added: 0, quantity: 10_000 })
  })

  it('loses no line when adds run in parallel', async () => {
    const token = await signIn(1)
    const syringe = await productId('SYR-LL-E-V5-P100')
    const { cart } = await commerce.request(CartDocument, {}, { token })
    await Promise.all(
      [1, 2, 3].map((quantity) =>
        commerce.request(
          AddToCartDocument,
          { token: cart.token, productId: syringe.id, quantity },
          { token },
        ),
      ),
    )
    const { cart: after } = await commerce.request(CartDocument, {}, { token })
    expect(after.items.find((i) => i.product.id === syringe.id)?.quantity).toBe(
      6,
    )
  })

  it('adds to the current cart when no cart token is given, in parallel too, and keeps answering', async () => {
    const token = await signIn(1)
    const syringes = await productId('SYR-LL-E-V5-P50')
    const { cart } = await commerce.request(CartDocument, {}, { token })
    const before =
      cart.items.find((i) => i.product.id === syringes.id)?.quantity ?? 0
    const added = await Promise.all(
      [1, 2].map((quantity) =>
        commerce.request(
          AddToCartDocument,
          { token: null, productId: syringes.id, quantity },
          { token },
        ),
      ),
    )
    for (const { addToCart } of added)
      expect(cartOf(addToCart).token).toBe(cart.token)
    const { cart: after } = await commerce.request(CartDocument, {}, { token })
    expect(
      after.items.find((i) => i.product.id === syringes.id)?.quantity,
    ).toBe(before + 3)
  }, 10_000)

  it('places exactly one order when placing is repeated or concurrent', async () => {
    const token = await signIn(1)
    const { cart } = await commerce.request(CartDocument, {}, { token })
    const { addresses } = await commerce.request(
      AddressesDocument,
      {},
      { token },
    )
    await commerce.request(
      SetCheckoutAddressesDocument,
      {
        token: cart.token,
        shippingAddressId: addresses[0]!.id,
        invoiceAddressId: addresses[0]!.id,
      },
      { token },
    )
    await commerce.request(
      SetCarrierDocument,
      { token: cart.token, carrierIdentifier: 'standard' },
      { token },
    )
    await commerce.request(
      SetPaymentProviderDocument,
      { token: cart.token, paymentProviderIdentifier: 'invoice' },
      { token },
    )
    const before = (await commerce.request(OrdersDocument, {}, { token }))
      .orders.total
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        commerce.request(PlaceOrderDocument, { token: cart.token }, { token }),
      ),
    )
    const numbers = new Set(results.map((r) => cartOf(r.placeOrder).number))
    expect(numbers.size).toBe(1)
    expect(
      (await commerce.request(OrdersDocument, {}, { token })).orders.total,
    ).toBe(before + 1)

    // The customer hears about the payment over a websocket subscription.
    const subscriptions = createSubscriptionClient({
      url: `${url.replace('http', 'ws')}/graphql/commerce`,
      webSocketImpl: WebSocket,
      token: () => token,
    })
    const updates = subscriptions.subscribe(OrderUpdatedDocument, {
      token: cart.token,
    })
    const firstUpdate = updates.next()

    // A payment provider event is applied once, however often it is delivered.
    const service = { headers: { 'x-service-secret': 'test-service-secret' } }
    const deliveries = await Promise.all(
      ['pi_first', 'pi_first', 'pi_other'].map((paymentReference) =>
        commerce.request(
          MarkOrderPaidDocument,
          { token: cart.token, paymentReference, eventId: 'evt_paid_1' },
          service,
        ),
      ),
    )
    for (const delivery of deliveries)
      expect(cartOf(delivery.markOrderPaid).state).toBe('paid')
    expect(
      await count(
        sql`select count(*)::int as n from payment_events where event_id = 'evt_paid_1'`,
      ),
    ).toBe(1)
    // Published once the subscription is live: a redelivery of the same event is harmless.
    let waiting = true
    const redeliver = async () => {
      while (waiting) {
        await new Promise((r) => setTimeout(r, 100))
        await commerce.request(
          MarkOrderPaidDocument,
          { token: cart.token, paymentReference: 'pi_first' },
          service,
        )
      }
    }
    const [heard] = await Promise.all([
      firstUpdate.finally(() => (waiting = false)),
      redeliver(),
    ])
    expect(heard.value?.orderUpdated).toMatchObject({
      token: cart.token,
      state: 'paid',
    })
    await updates.return?.()
    // Another customer, or nobody, cannot listen to this order.
    const otherToken = await signIn(0)
    const strangers = createSubscriptionClient({
      url: `${url.replace('http', 'ws')}/graphql/commerce`,
      webSocketImpl: WebSocket,
      token: () => otherToken,
    })
    await expect(
      strangers.subscribe(OrderUpdatedDocument, { token: cart.token }).next(),
    ).rejects.toThrow('The order was not found.')
    await subscriptions.dispose()
    await strangers.dispose()
    // Only the trusted API server may record payments.
    await expect(
      commerce.request(
        MarkOrderPaidDocument,
        { token: cart.token, paymentReference: 'pi_forged', eventId: 'evt_x' },
        { token },
      ),
    ).rejects.toThrow('Not allowed.')
  })
})

import {
  AddToOrderListDocument,
  CartDocument,
  CreateOrderListDocument,
  CreateStandingOrderDocument,
  PlaceOrderDocument,
  StandingOrderDocument,
  UpdateCartItemDocument,
} from '@shop/commerce-client'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import {
  add,
  backend,
  commerce,
  count,
  mailTo,
  newProduct,
  prepare,
} from '../../test-shop'
import {
  P,
  a,
  c,
  pId,
  practice,
  send,
  suffix,
  useContractPrices,
} from './price-fixture'

// What a practice pays: the cart by quantity at its contract price (a moved price told before it
// is charged), list prices without a contract, and order lists and standing orders at the contract.
useContractPrices()

describe('contract prices', () => {
  it('prices the cart by quantity, names the next break, and charges what was shown, telling a moved price first', async () => {
    const added = await add(a.token, a.cart.token, pId, 8)
    if (added.__typename !== 'CartSuccess') throw new Error(added.__typename)
    const line = added.cart.items[0]!
    expect(line).toMatchObject({
      unitPrice: 900,
      listUnitPrice: 1000,
      nextBreak: { minQuantity: 10, unitPrice: 800 },
      priceChange: null,
      subtotalNet: 7200,
    })
    const crossed = (
      await commerce.request(
        UpdateCartItemDocument,
        { token: a.cart.token, cartItemId: line.id, quantity: 10 },
        { token: a.token },
      )
    ).updateCartItem
    if (crossed.__typename !== 'CartSuccess')
      throw new Error(crossed.__typename)
    // Crossing a break is the buyer's own change: a new price, not a moved one.
    expect(crossed.cart.items[0]).toMatchObject({
      unitPrice: 800,
      nextBreak: null,
      priceChange: null,
    })
    // The contract changes while the buyer checks out.
    expect(
      (
        await send(
          '/prices/imports',
          `price_list,sku,min_quantity,price\nContract A ${suffix},${P},1,7.50\n`,
        )
      ).status,
    ).toBe(200)
    await prepare(a.token, a.cart.token, a.address.id, a.address.id)
    const refused = (
      await commerce.request(
        PlaceOrderDocument,
        { token: a.cart.token },
        { token: a.token },
      )
    ).placeOrder
    expect(refused.__typename).toBe('PricesChanged')
    if (refused.__typename !== 'PricesChanged') return
    expect(refused.message).toBe(
      'The price of an item changed since you added it. Check the cart and place the order again.',
    )
    expect(refused.cart.state).toBe('cart')
    expect(refused.cart.items[0]).toMatchObject({
      unitPrice: 750,
      priceChange: { previousUnitPrice: 800 },
    })
    // Shown once: the buyer has seen it, so placing again takes the new price.
    const placed = (
      await commerce.request(
        PlaceOrderDocument,
        { token: a.cart.token },
        { token: a.token },
      )
    ).placeOrder
    if (placed.__typename !== 'CartSuccess') throw new Error(placed.__typename)
    expect(placed.cart.items[0]).toMatchObject({
      unitPrice: 750,
      itemPriceNet: 750,
      listUnitPrice: 1000,
      priceChange: null,
      subtotalNet: 7500,
    })
    const [mail] = await mailTo(a.email)
    expect(mail?.html).toContain('$7.50')
    expect(mail?.html).not.toContain('$10.00')
  })

  it('keeps a third practice’s cart at list prices', async () => {
    const added = await add(c.token, c.cart.token, pId, 10)
    if (added.__typename !== 'CartSuccess') throw new Error(added.__typename)
    expect(added.cart.items[0]).toMatchObject({
      unitPrice: 1000,
      listUnitPrice: 1000,
      nextBreak: null,
    })
    const { cart } = await commerce.request(
      CartDocument,
      {},
      { token: c.token },
    )
    expect(cart.subtotalNet).toBe(10_000)
  })
})

describe('price files', () => {
  it('keeps an order list and a standing order at the practice’s price: a run compares its tolerance with the contract, not the list price', async () => {
    const r = await newProduct(`PRC-R-${suffix}`, 1000)
    const buyer = await practice('standing', `${suffix}005`)
    await send(
      '/prices/imports',
      `price_list,sku,min_quantity,price\nStanding ${suffix},PRC-R-${suffix},1,7.00\nStanding ${suffix},PRC-R-${suffix},10,6.00\n`,
    )
    await send(
      '/prices/assignments',
      `price_list,npi,group\nStanding ${suffix},${buyer.npi},\n`,
    )
    const token = { token: buyer.token }
    // An order list shows the practice's price and its break (what the shop totals a line by).
    const { createOrderList } = await commerce.request(
      CreateOrderListDocument,
      { input: { name: `Weekly ${suffix}` } },
      token,
    )
    if (createOrderList.__typename !== 'OrderListSuccess')
      throw new Error(createOrderList.__typename)
    const { addToOrderList } = await commerce.request(
      AddToOrderListDocument,
      {
        id: createOrderList.list.id,
        items: [{ productId: String(r.id), quantity: 12 }],
      },
      token,
    )
    if (addToOrderList.__typename !== 'OrderListSuccess')
      throw new Error(addToOrderList.__typename)
    expect(addToOrderList.list.items[0]?.product).toMatchObject({
      storeValues: [{ price: 700 }],
      priceBreaks: [{ minQuantity: 10, unitPrice: 600 }],
    })
    // A standing order of 12 agrees the contract price for 12.
    await add(buyer.token, buyer.cart.token, r.id, 12)
    const { createStandingOrder } = await commerce.request(
      CreateStandingOrderDocument,
      {
        input: {
          name: `Standing ${suffix}`,
          schedule: { cadence: 'weekly', interval: 1, weekday: 1 },
          onProblem: 'place-nothing',
          priceTolerancePercent: 10,
          shippingAddressId: buyer.address.id,
          invoiceAddressId: buyer.address.id,
          carrierIdentifier: 'standard',
          paymentProviderIdentifier: 'invoice',
        },
      },
      token,
    )
    if (createStandingOrder.__typename !== 'StandingOrderSuccess')
      throw new Error(createStandingOrder.__typename)
    const standing = createStandingOrder.standingOrder
    expect(standing.items.map((i) => i.agreedPriceNet)).toEqual([600])
    // The list price doubles; the contract holds, so the run is placed at the contract price.
    await backend.database.db
      .update(t.products)
      .set({ price: 2000 })
      .where(eq(t.products.id, r.id))
    await backend.services.standingOrders.runDue(
      new Date(`${standing.nextRunOn}T00:05:00Z`),
    )
    const { standingOrder } = await commerce.request(
      StandingOrderDocument,
      { id: standing.id },
      token,
    )
    expect(standingOrder?.runs[0]).toMatchObject({
      outcome: 'placed',
      problems: [],
    })
    expect(
      await count(
        sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id
            where o.standing_order_id = ${Number(standing.id)} and i.item_price_net = 600`,
      ),
    ).toBe(1)
  })
})

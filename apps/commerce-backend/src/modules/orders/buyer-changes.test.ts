import {
  CancelOrderDocument,
  OrderDocument,
  RequestReturnDocument,
} from '@shop/commerce-client'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import {
  add,
  backend,
  cartOf,
  checkout,
  commerce,
  mailTo,
  newBuyer,
  newProduct,
  useTestShop,
} from '../../test-shop'

// What the practice changes of a bought order (issue 35): cancelling it, asking for a return.
useTestShop()

const DAY = 86_400_000

async function placedOrder(name: string, quantity = 10) {
  const buyer = await newBuyer(name)
  const product = await newProduct(`TEST-${name.toUpperCase()}`, 500)
  await backend.database.db
    .update(t.products)
    .set({ stock: 100 })
    .where(eq(t.products.id, product.id))
  cartOf(await add(buyer.token, buyer.cart.token, product.id, quantity))
  const order = cartOf(
    await checkout(buyer.token, buyer.cart.token, buyer.address.id),
  )
  return { buyer, product, order, itemId: Number(order.items[0]!.id) }
}

const orderId = async (token: string) =>
  (
    await backend.database.db
      .select()
      .from(t.orders)
      .where(eq(t.orders.token, token))
  )[0]!.id

async function ship(
  token: string,
  itemId: number,
  quantity: number,
  lotNumber: string,
  shippedAt = new Date(),
) {
  const [shipment] = await backend.database.db
    .insert(t.shipments)
    .values({
      orderId: await orderId(token),
      carrier: 'UPS',
      trackingNumber: `1Z${lotNumber}`,
      shippedAt,
    })
    .returning()
  await backend.database.db.insert(t.shipmentLines).values({
    shipmentId: shipment!.id,
    orderItemId: itemId,
    quantity,
    lotNumber,
    lotExpiry: '2030-01-31',
  })
}

const events = async (type: string) =>
  backend.database.db.select().from(t.events).where(eq(t.events.type, type))

describe('cancelling an order', () => {
  it('cancels it until confirmed: stock back, order.cancelled emitted, the buyer e-mailed', async () => {
    const { buyer, product, order } = await placedOrder('cancelme')
    const [before] = await backend.database.db
      .select()
      .from(t.products)
      .where(eq(t.products.id, product.id))
    expect(before!.stock).toBe(90)

    const { cancelOrder } = await commerce.request(
      CancelOrderDocument,
      { token: order.token },
      { token: buyer.token },
    )
    if (cancelOrder.__typename !== 'OrderSuccess')
      throw new Error(JSON.stringify(cancelOrder))
    expect(cancelOrder.order.fulfilmentState).toBe('CANCELLED')
    expect(cancelOrder.order.canCancel).toBe(false)
    expect(cancelOrder.order.timeline.map((e) => e.state)).toEqual([
      'PLACED',
      'CANCELLED',
    ])
    const [after] = await backend.database.db
      .select()
      .from(t.products)
      .where(eq(t.products.id, product.id))
    expect(after!.stock).toBe(100)
    const id = await orderId(order.token)
    expect(
      (await events('order.cancelled')).filter(
        (e) => e.orderingKey === `order:${id}`,
      ),
    ).toHaveLength(1)
    expect((await mailTo(buyer.email)).map((m) => m.subject)).toContain(
      `Your Clinic Supply order ${order.number} is cancelled`,
    )

    // A second cancellation changes nothing twice.
    const again = await commerce.request(
      CancelOrderDocument,
      { token: order.token },
      { token: buyer.token },
    )
    expect(again.cancelOrder.__typename).toBe('ValidationError')
    const [still] = await backend.database.db
      .select()
      .from(t.products)
      .where(eq(t.products.id, product.id))
    expect(still!.stock).toBe(100)
  })

  it('refuses once the distributor confirmed it, and another company finds no order', async () => {
    const { buyer, order } = await placedOrder('confirmed')
    const other = await newBuyer('othercancel')
    const foreign = await commerce.request(
      CancelOrderDocument,
      { token: order.token },
      { token: other.token },
    )
    expect(foreign.cancelOrder).toMatchObject({
      __typename: 'Error',
      message: 'The order was not found.',
    })
    await backend.database.db
      .update(t.orders)
      .set({ acknowledgedAt: new Date(), distributorOrderNumber: 'D-1' })
      .where(eq(t.orders.token, order.token))
    const { cancelOrder } = await commerce.request(
      CancelOrderDocument,
      { token: order.token },
      { token: buyer.token },
    )
    expect(cancelOrder).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'token' }],
    })
  })
})

describe('requesting a return', () => {
  it('records a return of a shipped lot and emits return.requested; the order shows it', async () => {
    const { buyer, order, itemId } = await placedOrder('returner')
    await ship(order.token, itemId, 6, 'LOT-RET-A')
    const { requestReturn } = await commerce.request(
      RequestReturnDocument,
      {
        orderToken: order.token,
        lines: [
          { orderItemId: String(itemId), quantity: 2, lotNumber: 'LOT-RET-A' },
        ],
        reason: 'DAMAGED',
        note: 'Box crushed',
      },
      { token: buyer.token },
    )
    if (requestReturn.__typename !== 'ReturnSuccess')
      throw new Error(JSON.stringify(requestReturn))
    expect(requestReturn.return).toMatchObject({
      state: 'REQUESTED',
      reason: 'DAMAGED',
      note: 'Box crushed',
      lines: [{ quantity: 2, lotNumber: 'LOT-RET-A' }],
    })
    const { order: read } = await commerce.request(
      OrderDocument,
      { token: order.token },
      { token: buyer.token },
    )
    expect(read?.returns).toHaveLength(1)
    expect(read?.items[0]?.returnableQuantity).toBe(4)
    const id = await orderId(order.token)
    const requested = (await events('return.requested')).filter(
      (e) => e.orderingKey === `order:${id}`,
    )
    expect(requested).toHaveLength(1)
    expect(requested[0]!.payload).toMatchObject({
      return: { reason: 'DAMAGED', lines: [{ quantity: 2 }] },
    })
  })

  it('refuses more than was shipped less what was asked back, a lot not shipped, and unshipped lines, field by field', async () => {
    const { buyer, order, itemId } = await placedOrder('overreturn')
    const ask = (
      lines: { orderItemId: string; quantity: number; lotNumber: string }[],
    ) =>
      commerce.request(
        RequestReturnDocument,
        { orderToken: order.token, lines, reason: 'NOT_NEEDED' },
        { token: buyer.token },
      )
    const unshipped = await ask([
      { orderItemId: String(itemId), quantity: 1, lotNumber: 'LOT-X' },
    ])
    expect(unshipped.requestReturn).toMatchObject({
      __typename: 'ValidationError',
      violations: [
        {
          propertyPath: 'lines[0].lotNumber',
          message: 'This line has not been shipped yet.',
        },
      ],
    })
    await ship(order.token, itemId, 3, 'LOT-OVER')
    const tooMany = await ask([
      { orderItemId: String(itemId), quantity: 2, lotNumber: 'LOT-OVER' },
      { orderItemId: String(itemId), quantity: 2, lotNumber: 'LOT-OVER' },
      { orderItemId: String(itemId), quantity: 1, lotNumber: 'LOT-OTHER' },
      { orderItemId: '999999', quantity: 1, lotNumber: 'LOT-OVER' },
    ])
    expect(tooMany.requestReturn).toMatchObject({
      __typename: 'ValidationError',
      violations: [
        {
          propertyPath: 'lines[1].quantity',
          message: 'At most 3 of this lot may be returned.',
        },
        { propertyPath: 'lines[2].lotNumber' },
        { propertyPath: 'lines[3].orderItemId' },
      ],
    })
    const rows = await backend.database.db
      .select()
      .from(t.returns)
      .where(eq(t.returns.orderId, await orderId(order.token)))
    expect(rows).toHaveLength(0)
  })

  it('closes after the return window, except for a recalled lot; another company finds no order', async () => {
    const { buyer, order, itemId } = await placedOrder('window')
    const old = new Date(Date.now() - 40 * DAY)
    await ship(order.token, itemId, 2, 'LOT-OLD-A', old)
    await ship(order.token, itemId, 2, 'LOT-OLD-B', old)
    await backend.database.db.insert(t.lotRecalls).values({
      lotNumber: 'LOT-OLD-B',
      reason: 'Sterility',
      action: 'Return it',
    })
    const ask = (lotNumber: string, token = buyer.token) =>
      commerce.request(
        RequestReturnDocument,
        {
          orderToken: order.token,
          lines: [{ orderItemId: String(itemId), quantity: 1, lotNumber }],
          reason: 'RECALLED',
        },
        { token },
      )
    expect((await ask('LOT-OLD-A')).requestReturn.__typename).toBe(
      'ValidationError',
    )
    expect((await ask('LOT-OLD-B')).requestReturn.__typename).toBe(
      'ReturnSuccess',
    )
    const other = await newBuyer('otherreturn')
    expect((await ask('LOT-OLD-B', other.token)).requestReturn).toMatchObject({
      __typename: 'Error',
      message: 'The order was not found.',
    })
    const held = await backend.database.db
      .select()
      .from(t.returnLines)
      .where(
        and(
          eq(t.returnLines.orderItemId, itemId),
          eq(t.returnLines.lotNumber, 'LOT-OLD-B'),
        ),
      )
    expect(held).toHaveLength(1)
  })
})

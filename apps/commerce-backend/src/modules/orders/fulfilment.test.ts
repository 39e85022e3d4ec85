import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import * as t from '../../db/schema'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import { hashPassword } from '../../auth/passwords'
import { AuthorizeDocument } from '@shop/commerce-client'
import {
  add,
  backend,
  commerce,
  cartOf,
  checkout,
  count,
  newBuyer,
  newProduct,
  url,
  useTestShop,
} from '../../test-shop'
import { trackingUrl } from './tracking'

// Issue 35, the operator's half: orders are acknowledged, shipped with lots, backordered,
// cancelled line by line and delivered through the operator API; every change is audited, sent
// as an event and mailed once however often it is repeated; bad input is a 400 that names it.
useTestShop()
// Each test places orders and calls the API many times: seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 })

interface Violation {
  propertyPath: string
  message: string
}
interface OperatorOrder {
  number: string
  fulfilmentState: string
  distributorOrderNumber: string | null
  lines: {
    orderItemId: number
    sku: string
    quantity: number
    shippedQuantity: number
    cancelledQuantity: number
    cancelReason: string | null
    backorderedUntil: string | null
  }[]
  shipments: {
    carrier: string
    trackingNumber: string
    trackingUrl: string | null
    deliveredAt: string | null
    lines: { lotNumber: string; lotExpiry: string; quantity: number }[]
  }[]
  returns: { id: number; state: string; rmaNumber: string | null }[]
}
interface Answer {
  message: string
  violations: Violation[]
  order: OperatorOrder
  orders: OperatorOrder[]
  returns: { id: number; orderNumber: string; state: string }[]
}

async function op(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${url}/operator/v1${path}`, {
    method,
    headers: {
      'x-service-secret': TEST_SERVICE_SECRET,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Answer,
  }
}

/** A GraphQL request of the buyer's, written out (the shop's operations are order-timeline's). */
async function gql<T>(token: string, query: string, variables = {}) {
  const response = await fetch(`${url}/graphql/commerce`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query, variables }),
  })
  const json = (await response.json()) as { data: T; errors?: unknown }
  expect(json.errors).toBeUndefined()
  return json.data
}

/** A new practice's placed invoice order of `quantities` of new products. */
async function placed(name: string, quantities: number[], stock?: number) {
  const buyer = await newBuyer(name)
  const products = []
  for (const [i, quantity] of quantities.entries()) {
    const product = await newProduct(`TEST-${name.toUpperCase()}-${i}`, 1000)
    if (stock !== undefined)
      await backend.database.db
        .update(t.products)
        .set({ stock })
        .where(eq(t.products.id, product.id))
    products.push(product)
    cartOf(await add(buyer.token, buyer.cart.token, product.id, quantity))
  }
  const order = cartOf(
    await checkout(buyer.token, buyer.cart.token, buyer.address.id),
  )
  return { buyer, products, order, number: order.number ?? '' }
}

const stockOf = async (productId: number) => {
  const [row] = await backend.database.db
    .select({ stock: t.products.stock })
    .from(t.products)
    .where(eq(t.products.id, productId))
  return row!.stock
}
const mails = (to: string, kind: string) =>
  count(
    sql`select count(*)::int as n from ${t.outboxMessages} where ${t.outboxMessages.recipient} = ${to} and ${t.outboxMessages.kind} = ${kind}`,
  )
const events = (type: string, number: string) =>
  count(
    sql`select count(*)::int as n from ${t.events} where ${t.events.type} = ${type} and ${t.events.payload}->'order'->>'number' = ${number}`,
  )
const audits = (action: string, subject: string) =>
  count(
    sql`select count(*)::int as n from ${t.operatorAudit} where ${t.operatorAudit.action} = ${action} and ${t.operatorAudit.subject} = ${subject}`,
  )

describe('acknowledging', () => {
  it('confirms an order once: the same number again changes nothing, another is a 409', async () => {
    const { buyer, number } = await placed('ack', [2])
    const first = await op('POST', `/orders/${number}/acknowledge`, {
      distributorOrderNumber: 'WH-1001',
      expectedDelivery: '2027-01-15',
    })
    expect(first.status).toBe(200)
    expect(first.json.order).toMatchObject({
      fulfilmentState: 'CONFIRMED',
      distributorOrderNumber: 'WH-1001',
    })
    const again = await op('POST', `/orders/${number}/acknowledge`, {
      distributorOrderNumber: 'WH-1001',
      expectedDelivery: '2027-01-15',
    })
    expect(again.status).toBe(200)
    expect(again.json).toEqual(first.json)
    const other = await op('POST', `/orders/${number}/acknowledge`, {
      distributorOrderNumber: 'WH-2002',
    })
    expect(other.status).toBe(409)
    expect(other.json.message).toContain('WH-1001')
    expect(await audits('orders.acknowledge', number)).toBe(1)
    expect(await events('order.confirmed', number)).toBe(1)
    expect(await mails(buyer.email, 'order-confirmed')).toBe(1)
  })

  it('answers 404 for an unknown order and 400 for a missing number', async () => {
    expect(
      (
        await op('POST', '/orders/NOPE-1/acknowledge', {
          distributorOrderNumber: 'X',
        })
      ).status,
    ).toBe(404)
    const { number } = await placed('ackbad', [1])
    const bad = await op('POST', `/orders/${number}/acknowledge`, {
      distributorOrderNumber: '  ',
      expectedDelivery: '2027-02-30',
    })
    expect(bad.status).toBe(400)
    expect(bad.json.violations.map((v) => v.propertyPath).sort()).toEqual([
      'distributorOrderNumber',
      'expectedDelivery',
    ])
  })
})

describe('shipments', () => {
  it('records two shipments with lots; the buyer gets the lots in the inventory and one e-mail each', async () => {
    const { buyer, products, number, order } = await placed('ship', [5, 2])
    const [a, b] = products
    const invoicesOf = () =>
      backend.database.db
        .select()
        .from(t.invoices)
        .where(eq(t.invoices.orderId, Number(order.id)))
    // INVOICE_ON=shipped (the default): no invoice until the first parcel leaves.
    expect(await invoicesOf()).toEqual([])
    const one = await op('POST', `/orders/${number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      lines: [
        {
          sku: a!.sku,
          quantity: 3,
          lotNumber: 'LOT-SHIP-A1',
          lotExpiry: '2028-03-31',
        },
      ],
    })
    expect(one.status).toBe(200)
    expect(one.json.order.fulfilmentState).toBe('PARTLY_SHIPPED')
    expect(one.json.order.shipments[0]!.trackingUrl).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    )
    const two = await op('POST', `/orders/${number}/shipments`, {
      carrier: 'FedEx',
      trackingNumber: '7712 3456 7890',
      lines: [
        {
          sku: a!.sku,
          quantity: 2,
          lotNumber: 'LOT-SHIP-A2',
          lotExpiry: '2028-06-30',
        },
        {
          sku: b!.sku,
          quantity: 2,
          lotNumber: 'LOT-SHIP-B1',
          lotExpiry: '2027-12-31',
        },
      ],
    })
    expect(two.status).toBe(200)
    expect(two.json.order.fulfilmentState).toBe('SHIPPED')
    expect(two.json.order.lines.map((l) => l.shippedQuantity)).toEqual([5, 2])
    // The first shipment issued the invoice, once, for the whole order.
    const issued = await invoicesOf()
    expect(issued).toHaveLength(1)
    expect(issued[0]).toMatchObject({
      state: 'OPEN',
      netCents: order.totalNet,
      paidCents: 0,
    })

    const lots = await backend.database.db
      .select()
      .from(t.inventoryLots)
      .where(eq(t.inventoryLots.orderId, Number(order.id)))
      .orderBy(t.inventoryLots.id)
    expect(lots.map((l) => [l.lotNumber, l.expiryDate, l.quantity])).toEqual([
      ['LOT-SHIP-A1', '2028-03-31', 3],
      ['LOT-SHIP-A2', '2028-06-30', 2],
      ['LOT-SHIP-B1', '2027-12-31', 2],
    ])
    expect(await mails(buyer.email, 'order-shipped')).toBe(2)
    expect(await events('order.shipped', number)).toBe(2)
    const [mail] = await backend.database.db
      .select()
      .from(t.outboxMessages)
      .where(
        and(
          eq(t.outboxMessages.recipient, buyer.email),
          eq(t.outboxMessages.kind, 'order-shipped'),
        ),
      )
      .limit(1)
    expect(mail!.text).toContain(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    )
    expect(mail!.text).toContain('LOT-SHIP-A1')

    const delivered = await op('POST', `/orders/${number}/deliver`, {})
    expect(delivered.json.order.fulfilmentState).toBe('DELIVERED')
    expect((await op('POST', `/orders/${number}/deliver`, {})).json).toEqual(
      delivered.json,
    )
    expect(await events('order.delivered', number)).toBe(1)

    // What the practice reads: the timeline, the shipments with their links, the lines' counts.
    const data = await gql<{
      order: {
        fulfilmentState: string
        timeline: { state: string }[]
        shipments: {
          trackingUrl: string | null
          lines: { lotNumber: string }[]
        }[]
        items: { shippedQuantity: number; returnableQuantity: number }[]
        canCancel: boolean
        canRequestReturn: boolean
      }
    }>(
      buyer.token,
      `query($token: String!) { order(token: $token) { fulfilmentState timeline { state at }
        shipments { trackingUrl lines { lotNumber } } items { shippedQuantity returnableQuantity }
        canCancel canRequestReturn } }`,
      { token: order.token },
    )
    expect(data.order).toMatchObject({
      fulfilmentState: 'DELIVERED',
      canCancel: false,
      canRequestReturn: true,
      items: [
        { shippedQuantity: 5, returnableQuantity: 5 },
        { shippedQuantity: 2, returnableQuantity: 2 },
      ],
    })
    expect(data.order.timeline.map((e) => e.state)).toEqual([
      'PLACED',
      'PARTLY_SHIPPED',
      'SHIPPED',
      'DELIVERED',
    ])
  })

  it('records a repeated shipment once (same tracking number, or the same Idempotency-Key)', async () => {
    const { buyer, products, number } = await placed('again', [4])
    const body = {
      carrier: 'USPS',
      trackingNumber: '9400111899223197428490',
      lines: [
        {
          sku: products[0]!.sku,
          quantity: 2,
          lotNumber: 'LOT-AGAIN-1',
          lotExpiry: '2028-01-31',
        },
      ],
    }
    const key = { 'idempotency-key': 'ship-again-1' }
    const answers = await Promise.all([
      op('POST', `/orders/${number}/shipments`, body, key),
      op('POST', `/orders/${number}/shipments`, body, key),
      op('POST', `/orders/${number}/shipments`, body),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(answers[1].json).toEqual(answers[0].json)
    expect(answers[0].json.order.shipments).toHaveLength(1)
    expect(await mails(buyer.email, 'order-shipped')).toBe(1)
    expect(await events('order.shipped', number)).toBe(1)
    expect(await audits('orders.ship', number)).toBe(1)
    // The key again with another request: refused, nothing recorded.
    const reused = await op(
      'POST',
      `/orders/${number}/shipments`,
      { ...body, trackingNumber: 'OTHER-1' },
      key,
    )
    expect(reused.status).toBe(409)
    // The tracking number again with other lines: a conflict.
    const changed = await op('POST', `/orders/${number}/shipments`, {
      ...body,
      lines: [{ ...body.lines[0], quantity: 1 }],
    })
    expect(changed.status).toBe(409)
    expect(
      (await op('GET', `/orders/${number}`)).json.order.shipments,
    ).toHaveLength(1)
  })

  it('refuses more than is left to ship, a cancelled line, a lot of another product and bad fields', async () => {
    const { products, number } = await placed('badship', [3, 2])
    const [a, b] = products
    const more = await op('POST', `/orders/${number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: 'BAD-1',
      lines: [
        {
          sku: a!.sku,
          quantity: 2,
          lotNumber: 'LOT-BAD-A',
          lotExpiry: '2028-01-31',
        },
        {
          sku: a!.sku,
          quantity: 2,
          lotNumber: 'LOT-BAD-A',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    expect(more.status).toBe(400)
    expect(more.json.violations).toEqual([
      {
        propertyPath: 'lines[1].quantity',
        message: expect.stringContaining('Only 3'),
      },
    ])

    expect(
      (
        await op('POST', `/orders/${number}/cancel-line`, {
          sku: b!.sku,
          reason: 'Discontinued by the maker',
        })
      ).status,
    ).toBe(200)
    const cancelled = await op('POST', `/orders/${number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: 'BAD-2',
      lines: [
        {
          sku: b!.sku,
          quantity: 1,
          lotNumber: 'LOT-BAD-B',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    expect(cancelled.status).toBe(400)
    expect(cancelled.json.violations[0]!.message).toContain('was cancelled')

    // LOT-SHIP-A1 was shipped as another product in an earlier test.
    await op('POST', `/orders/${number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: 'LOT-OWNER',
      lines: [
        {
          sku: a!.sku,
          quantity: 1,
          lotNumber: 'LOT-OWNED-BY-A',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    const other = await placed('otherlot', [1])
    const foreign = await op('POST', `/orders/${other.number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: 'BAD-3',
      lines: [
        {
          sku: other.products[0]!.sku,
          quantity: 1,
          lotNumber: 'LOT-OWNED-BY-A',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    expect(foreign.status).toBe(400)
    expect(foreign.json.violations).toEqual([
      {
        propertyPath: 'lines[0].lotNumber',
        message: expect.stringContaining('belongs to another product'),
      },
    ])

    const fields = await op('POST', `/orders/${number}/shipments`, {
      carrier: '',
      trackingNumber: 'bad\nnumber',
      lines: [
        {
          sku: 'NOT-IN-ORDER',
          quantity: 0,
          lotNumber: '',
          lotExpiry: '2028-13-01',
        },
      ],
    })
    expect(fields.status).toBe(400)
    expect(fields.json.violations.map((v) => v.propertyPath).sort()).toEqual([
      'carrier',
      'lines[0].lotExpiry',
      'lines[0].lotNumber',
      'lines[0].quantity',
      'trackingNumber',
    ])
    const unknownLine = await op('POST', `/orders/${number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: 'BAD-4',
      lines: [
        {
          sku: 'NOT-IN-ORDER',
          quantity: 1,
          lotNumber: 'LOT-X',
          lotExpiry: '2028-01-01',
        },
      ],
    })
    expect(unknownLine.status).toBe(400)
    expect(unknownLine.json.violations[0]!.propertyPath).toBe('lines[0]')
    expect(
      (await op('POST', `/orders/${number}/shipments`, '[1]')).status,
    ).toBe(400)
  })
})

describe('backorders and cancelled lines', () => {
  it('backorders a line until a date and cancels a line with its reason, each once', async () => {
    const { buyer, products, number } = await placed('backorder', [2, 1], 5)
    const [a, b] = products
    const backordered = await op('POST', `/orders/${number}/backorder`, {
      sku: a!.sku,
      until: '2027-03-01',
    })
    expect(backordered.json.order.lines[0]!.backorderedUntil).toBe('2027-03-01')
    await op('POST', `/orders/${number}/backorder`, {
      sku: a!.sku,
      until: '2027-03-01',
    })
    expect(await mails(buyer.email, 'order-backordered')).toBe(1)
    expect(await events('order.backordered', number)).toBe(1)

    for (let i = 0; i < 2; i++)
      expect(
        (
          await op('POST', `/orders/${number}/cancel-line`, {
            sku: b!.sku,
            reason: 'Out of production',
          })
        ).json.order.lines[1],
      ).toMatchObject({
        cancelledQuantity: 1,
        cancelReason: 'Out of production',
      })
    expect(await mails(buyer.email, 'order-line-cancelled')).toBe(1)
    expect(await events('order.line_cancelled', number)).toBe(1)
    // The cancelled unit is back in stock, once.
    expect(await stockOf(b!.id)).toBe(5)
    expect(await stockOf(a!.id)).toBe(3)
    const noReason = await op('POST', `/orders/${number}/cancel-line`, {
      sku: a!.sku,
    })
    expect(noReason.status).toBe(400)
    expect(noReason.json.violations[0]!.propertyPath).toBe('reason')

    // Cancelling the last open line cancels the order.
    const last = await op('POST', `/orders/${number}/cancel-line`, {
      sku: a!.sku,
      reason: 'Not coming back',
    })
    expect(last.json.order.fulfilmentState).toBe('CANCELLED')
    expect(
      (await op('GET', '/orders?state=cancelled&limit=500')).json.orders.map(
        (o) => o.number,
      ),
    ).toContain(number)
  })
})

describe('the buyer', () => {
  it('cancels an order until it is confirmed, giving its stock back', async () => {
    const open = await placed('buyercancel', [1], 10)
    const cancel = `mutation($token: String!) { cancelOrder(token: $token) {
      __typename ... on OrderSuccess { order { fulfilmentState canCancel } } ... on Error { message } } }`
    const done = await gql<{
      cancelOrder: { order: { fulfilmentState: string } }
    }>(open.buyer.token, cancel, { token: open.order.token })
    expect(done.cancelOrder.order.fulfilmentState).toBe('CANCELLED')
    // What placing reserved is back in stock.
    const [stocked] = await backend.database.db
      .select({ stock: t.products.stock })
      .from(t.products)
      .where(eq(t.products.id, open.products[0]!.id))
    expect(stocked!.stock).toBe(10)
    expect(await events('order.cancelled', open.number)).toBe(1)
    expect(await mails(open.buyer.email, 'order-cancelled')).toBe(1)
    // The warehouse can no longer confirm or ship it.
    expect(
      (
        await op('POST', `/orders/${open.number}/acknowledge`, {
          distributorOrderNumber: 'WH-9',
        })
      ).status,
    ).toBe(409)

    const confirmed = await placed('buyerlate', [1])
    await op('POST', `/orders/${confirmed.number}/acknowledge`, {
      distributorOrderNumber: 'WH-10',
    })
    const late = await gql<{
      cancelOrder: { __typename: string; message: string }
    }>(confirmed.buyer.token, cancel, { token: confirmed.order.token })
    expect(late.cancelOrder.__typename).toBe('Error')
    // Another practice's order is not found.
    const stranger = await newBuyer('stranger')
    const foreign = await gql<{
      cancelOrder: { __typename: string; message: string }
    }>(stranger.token, cancel, { token: open.order.token })
    expect(foreign.cancelOrder).toEqual({
      __typename: 'Error',
      message: 'The order was not found.',
    })
  })

  it('asks to return shipped lots; the operator accepts with an RMA number, once', async () => {
    const { buyer, products, number, order } = await placed('returns', [4])
    const shipped = await op('POST', `/orders/${number}/shipments`, {
      carrier: 'DHL',
      trackingNumber: 'JD014600006281120001',
      lines: [
        {
          sku: products[0]!.sku,
          quantity: 4,
          lotNumber: 'LOT-RET-1',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    const itemId = String(shipped.json.order.lines[0]!.orderItemId)
    const request = `mutation($token: String!, $lines: [ReturnLineInput!]!) {
      requestReturn(orderToken: $token, lines: $lines, reason: DAMAGED, note: "Crushed box") {
        __typename ... on ReturnSuccess { return { id state } order { items { returnableQuantity } } }
        ... on ValidationError { violations { propertyPath message } } } }`
    const tooMany = await gql<{
      requestReturn: { __typename: string; violations: Violation[] }
    }>(buyer.token, request, {
      token: order.token,
      lines: [{ orderItemId: itemId, quantity: 5, lotNumber: 'LOT-RET-1' }],
    })
    expect(tooMany.requestReturn.violations[0]!.propertyPath).toBe(
      'lines[0].quantity',
    )
    const wrongLot = await gql<{ requestReturn: { __typename: string } }>(
      buyer.token,
      request,
      {
        token: order.token,
        lines: [
          { orderItemId: itemId, quantity: 1, lotNumber: 'LOT-NOT-SHIPPED' },
        ],
      },
    )
    expect(wrongLot.requestReturn.__typename).toBe('ValidationError')
    const asked = await gql<{
      requestReturn: {
        return: { id: string; state: string }
        order: { items: { returnableQuantity: number }[] }
      }
    }>(buyer.token, request, {
      token: order.token,
      lines: [{ orderItemId: itemId, quantity: 2, lotNumber: 'LOT-RET-1' }],
    })
    expect(asked.requestReturn.return.state).toBe('REQUESTED')
    expect(asked.requestReturn.order.items[0]!.returnableQuantity).toBe(2)
    expect(await events('return.requested', number)).toBe(1)

    const id = asked.requestReturn.return.id
    const listed = await op('GET', '/returns?state=REQUESTED')
    expect(listed.json.returns.map((r) => String(r.id))).toContain(id)
    const accept = {
      rmaNumber: 'RMA-77',
      instructions: 'Send it to\nReturns dock 4',
    }
    const accepted = await op('POST', `/returns/${id}/accept`, accept)
    expect(accepted.status).toBe(200)
    expect(accepted.json.order.returns[0]).toMatchObject({
      state: 'ACCEPTED',
      rmaNumber: 'RMA-77',
    })
    expect((await op('POST', `/returns/${id}/accept`, accept)).status).toBe(200)
    expect(
      (await op('POST', `/returns/${id}/refuse`, { reason: 'No' })).status,
    ).toBe(409)
    expect(await mails(buyer.email, 'return-accepted')).toBe(1)
    expect(await events('return.accepted', number)).toBe(1)
    expect((await op('POST', '/returns/999999/accept', accept)).status).toBe(
      404,
    )
  })

  it('may return a recalled lot after the return window', async () => {
    const { buyer, products, number, order } = await placed(
      'recalledreturn',
      [1],
    )
    await op('POST', `/orders/${number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: 'OLD-PARCEL-1',
      shippedAt: '2020-01-01T00:00:00Z',
      lines: [
        {
          sku: products[0]!.sku,
          quantity: 1,
          lotNumber: 'LOT-OLD-RECALL',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    const returnable = async () =>
      (
        await gql<{ order: { items: { returnableQuantity: number }[] } }>(
          buyer.token,
          'query($token: String!) { order(token: $token) { items { returnableQuantity } } }',
          { token: order.token },
        )
      ).order.items[0]!.returnableQuantity
    expect(await returnable()).toBe(0)
    await backend.services.recalls.record({
      lotNumber: 'LOT-OLD-RECALL',
      reason: 'Sterility',
    })
    expect(await returnable()).toBe(1)
  })
})

describe('recalls', () => {
  it('match exactly the practices whose shipments carried the lot', async () => {
    const shippedTo = await placed('recallhit', [2])
    const sameProduct = await newBuyer('recallmiss')
    // The other practice ordered the same product but received another lot.
    cartOf(
      await add(
        sameProduct.token,
        sameProduct.cart.token,
        shippedTo.products[0]!.id,
        2,
      ),
    )
    const missed = cartOf(
      await checkout(
        sameProduct.token,
        sameProduct.cart.token,
        sameProduct.address.id,
      ),
    )
    await op('POST', `/orders/${shippedTo.number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: 'RECALL-HIT',
      lines: [
        {
          sku: shippedTo.products[0]!.sku,
          quantity: 2,
          lotNumber: 'LOT-RECALL-HIT',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    await op('POST', `/orders/${missed.number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: 'RECALL-MISS',
      lines: [
        {
          sku: shippedTo.products[0]!.sku,
          quantity: 2,
          lotNumber: 'LOT-RECALL-MISS',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    const { companiesNotified } = await backend.services.recalls.record({
      lotNumber: 'LOT-RECALL-HIT',
      reason: 'Packaging breach',
    })
    expect(companiesNotified).toBe(1)
    const notices = await backend.database.db
      .select({ companyId: t.recallNotices.companyId })
      .from(t.recallNotices)
      .innerJoin(t.lotRecalls, eq(t.lotRecalls.id, t.recallNotices.recallId))
      .where(eq(t.lotRecalls.lotNumber, 'LOT-RECALL-HIT'))
    expect(notices).toEqual([{ companyId: shippedTo.buyer.companyId }])
  })

  it('name the order to return a shipped lot from, to who may open that order only', async () => {
    const { buyer, products, number, order } = await placed('lotorder', [2])
    await op('POST', `/orders/${number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: 'LOT-ORDER-1',
      lines: [
        {
          sku: products[0]!.sku,
          quantity: 2,
          lotNumber: 'LOT-ORDER-SHIPPED',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    // A lot an older build invented for the same order, with no shipment behind it.
    await backend.database.db.insert(t.inventoryLots).values({
      customerId: buyer.customerId,
      productId: products[0]!.id,
      orderId: Number(order.id),
      lotNumber: 'LOT-ORDER-INVENTED',
      expiryDate: '2028-01-31',
      quantity: 2,
    })
    // A member of the same practice who buys only: the lots are hers to see, the order is not.
    const email = `lotorder-colleague-${Date.now()}@buyers.example`
    await backend.database.db.insert(t.customers).values({
      companyId: buyer.companyId,
      roles: ['buyer'],
      email,
      passwordHash: await hashPassword('buyer-pass-1'),
      firstname: 'Col',
      lastname: 'League',
      emailVerifiedAt: new Date(),
    })
    const { authorize } = await commerce.request(AuthorizeDocument, {
      username: email,
      password: 'buyer-pass-1',
    })
    if (authorize.__typename !== 'AuthorizeSuccess') throw new Error('sign-in')
    const tokensOf = async (token: string) =>
      Object.fromEntries(
        (
          await gql<{
            inventory: { lotNumber: string; orderToken: string | null }[]
          }>(token, '{ inventory { lotNumber orderToken } }')
        ).inventory.map((lot) => [lot.lotNumber, lot.orderToken]),
      )
    expect(await tokensOf(buyer.token)).toEqual({
      'LOT-ORDER-SHIPPED': order.token,
      'LOT-ORDER-INVENTED': null,
    })
    expect(await tokensOf(authorize.token)).toEqual({
      'LOT-ORDER-SHIPPED': null,
      'LOT-ORDER-INVENTED': null,
    })
  })

  it('no longer invents lots when an order is placed or paid', async () => {
    const { order } = await placed('nolots', [1])
    expect(
      await backend.database.db
        .select()
        .from(t.inventoryLots)
        .where(eq(t.inventoryLots.orderId, Number(order.id))),
    ).toEqual([])
  })
})

describe('listing', () => {
  it('lists orders by state and date and refuses bad filters', async () => {
    const { number } = await placed('listing', [1])
    const today = new Date().toISOString().slice(0, 10)
    const listed = await op(
      'GET',
      `/orders?state=PLACED&from=${today}&to=${today}&limit=500`,
    )
    expect(listed.status).toBe(200)
    expect(listed.json.orders.map((o) => o.number)).toContain(number)
    expect(
      listed.json.orders.every((o) => o.fulfilmentState === 'PLACED'),
    ).toBe(true)
    const bad = await op('GET', '/orders?state=LOST&from=yesterday&limit=0')
    expect(bad.status).toBe(400)
    expect(bad.json.violations.map((v) => v.propertyPath).sort()).toEqual([
      'from',
      'limit',
      'state',
    ])
  })
})

describe('tracking links', () => {
  it('link the four carriers by one table and no other carrier', () => {
    expect(trackingUrl('UPS', '1Z 1')).toBe(
      'https://www.ups.com/track?tracknum=1Z%201',
    )
    expect(trackingUrl('Fed Ex', '77')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=77',
    )
    expect(trackingUrl('usps', '94')).toContain('tools.usps.com')
    expect(trackingUrl('DHL', 'JD1')).toContain('dhl.com')
    expect(trackingUrl('Local Courier', '5')).toBeNull()
  })
})

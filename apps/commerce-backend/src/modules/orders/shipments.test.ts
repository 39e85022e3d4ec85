import { and, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import * as t from '../../db/schema'
import { backend, useTestShop } from '../../test-shop'
import { trackingUrl } from './tracking'
import { audits, events, gql, mails, op, placed } from './fulfilment-fixture'

// Issue 35: parcels are recorded with their lots, once however often they are sent, and
// delivered; the buyer sees them, is mailed once each, and can follow them by carrier.
useTestShop()
// Each test places orders and calls the API many times: seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 })

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
    // The lot in the product's units with its pack, as the order page says it (issue 33).
    expect(mail!.text).toMatch(
      /3 pieces × Test product \S+ · Each \(lot LOT-SHIP-A1, expires 03\/31\/28\)/,
    )

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

import { eq, inArray } from 'drizzle-orm'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import { ResultError, invalid, notFound, problem } from '../../shared/results'
import { byNumber, changeOrder, lineOf } from './order-change'
import type { Audit, FulfilmentSettings, LineRef } from './order-change'

// The operator's news of an order that neither ships nor cancels anything (issue 35): it was
// confirmed, a line waits for stock, its parcels were delivered.

/** The distributor confirms the order with its own number; the same number again is no change. */
export function acknowledge(
  settings: FulfilmentSettings,
  number: string,
  input: { distributorOrderNumber: string; expectedDelivery?: string | null },
  audit: Audit,
) {
  return changeOrder(
    settings,
    byNumber(number),
    `Order ${number}`,
    async (locked) => {
      const { row, tx, f } = locked
      if (row.distributorOrderNumber !== null) {
        if (row.distributorOrderNumber === input.distributorOrderNumber)
          return false
        throw new ResultError(
          problem(
            `Order ${number} was acknowledged already as ${row.distributorOrderNumber}.`,
          ),
        )
      }
      if (f.state === 'CANCELLED')
        throw new ResultError(problem(`Order ${number} was cancelled.`))
      await tx
        .update(t.orders)
        .set({
          distributorOrderNumber: input.distributorOrderNumber,
          acknowledgedAt: new Date(),
          expectedDelivery: input.expectedDelivery ?? row.expectedDelivery,
        })
        .where(eq(t.orders.id, row.id))
      await audit(tx, {
        action: 'orders.acknowledge',
        subject: number,
        details: { ...input },
      })
      await locked.tell(
        'order.confirmed',
        { distributorOrderNumber: input.distributorOrderNumber },
        {
          kind: 'order-confirmed',
          reference: input.distributorOrderNumber,
          expectedDelivery: input.expectedDelivery ?? row.expectedDelivery,
        },
      )
    },
  )
}

/** A line waits for stock until `until`; the same date again is no change. */
export function backorder(
  settings: FulfilmentSettings,
  number: string,
  ref: LineRef,
  until: string,
  audit: Audit,
) {
  return changeOrder(
    settings,
    byNumber(number),
    `Order ${number}`,
    async (locked) => {
      const { tx, view, f } = locked
      const item = lineOf(view, ref, number)
      const own = written(f.items.get(item.id))
      if (own.backorderedUntil === until) return false
      if (own.quantity - own.shippedQuantity - own.cancelledQuantity <= 0)
        throw new ResultError(
          invalid([
            {
              propertyPath: 'line',
              message: `Nothing of ${item.product.sku} remains to ship.`,
            },
          ]),
        )
      await tx
        .update(t.orderItems)
        .set({ backorderedUntil: until })
        .where(eq(t.orderItems.id, item.id))
      await audit(tx, {
        action: 'orders.backorder',
        subject: number,
        details: { orderItemId: item.id, sku: item.product.sku, until },
      })
      await locked.tell(
        'order.backordered',
        {
          line: {
            orderItemId: item.id,
            sku: item.product.sku,
            backorderedUntil: until,
          },
        },
        {
          kind: 'order-backordered',
          name: item.product.name,
          sku: item.product.sku,
          until,
        },
      )
    },
  )
}

/** Marks the order's shipments (or the one with `trackingNumber`) delivered. */
export function deliver(
  settings: FulfilmentSettings,
  number: string,
  input: { trackingNumber?: string; deliveredAt?: Date },
  audit: Audit,
) {
  return changeOrder(
    settings,
    byNumber(number),
    `Order ${number}`,
    async (locked) => {
      const { tx, f } = locked
      const targets = f.shipments.filter(
        (s) =>
          input.trackingNumber === undefined ||
          s.trackingNumber === input.trackingNumber,
      )
      if (!targets.length)
        throw input.trackingNumber === undefined
          ? new ResultError(
              problem(`Order ${number} has no shipment to deliver.`),
            )
          : notFound(`Shipment ${input.trackingNumber} of order ${number}`)
      const open = targets.filter((s) => s.deliveredAt === null)
      if (!open.length) return false
      const at = input.deliveredAt ?? new Date()
      await tx
        .update(t.shipments)
        .set({ deliveredAt: at })
        .where(
          inArray(
            t.shipments.id,
            open.map((s) => s.id),
          ),
        )
      await audit(tx, {
        action: 'orders.deliver',
        subject: number,
        details: { trackingNumbers: open.map((s) => s.trackingNumber) },
      })
      await locked.tell(
        'order.delivered',
        {
          deliveredAt: at.toISOString(),
          trackingNumbers: open.map((s) => s.trackingNumber),
        },
        null,
      )
    },
  )
}

import { eq, inArray } from 'drizzle-orm'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import { ResultError, invalid, problem } from '../../shared/results'
import type { Violation } from '../../shared/results'
import { recordShippedLots } from '../recalls'
import { issueInvoice } from './billing'
import { trackingUrl } from './tracking'
import { byNumber, changeOrder, findItem } from './order-change'
import type { Audit, FulfilmentSettings } from './order-change'

// A parcel on its way (issue 35): its lines with their lots, the recall trail and the invoice.

/** A line of a shipment as the operator sends it: the order line by SKU or id. */
export interface ShipmentLineInput {
  sku?: string
  orderItemId?: number
  quantity: number
  lotNumber: string
  /** YYYY-MM-DD */
  lotExpiry: string
}

export interface ShipmentInput {
  carrier: string
  trackingNumber: string
  shippedAt?: Date
  lines: ShipmentLineInput[]
}

/**
 * Records a parcel. Its tracking number names it: the same shipment again is no change, the
 * same tracking number with other lines is a conflict. Refused (400, nothing recorded): more
 * than a line still has to ship, a cancelled line, a lot already known for another product.
 */
export function ship(
  settings: FulfilmentSettings,
  number: string,
  input: ShipmentInput,
  audit: Audit,
) {
  return changeOrder(
    settings,
    byNumber(number),
    `Order ${number}`,
    async (locked) => {
      const { row, tx, view, f } = locked
      const existing = f.shipments.find(
        (s) =>
          s.carrier.toLowerCase() === input.carrier.toLowerCase() &&
          s.trackingNumber === input.trackingNumber,
      )
      const violations: Violation[] = []
      const lines = input.lines.map((line, i) => {
        const item = findItem(view, line)
        if (!item)
          violations.push({
            propertyPath: `lines[${i}]`,
            message: `Order ${number} has no line ${line.sku ?? line.orderItemId}.`,
          })
        return { line, item }
      })
      if (existing) {
        const same =
          existing.lines.length === lines.length &&
          lines.every(({ line, item }) =>
            existing.lines.some(
              (l) =>
                l.orderItemId === item?.id &&
                l.quantity === line.quantity &&
                l.lotNumber === line.lotNumber &&
                l.lotExpiry === line.lotExpiry,
            ),
          )
        if (same) return false
        throw new ResultError(
          problem(
            `Tracking number ${input.trackingNumber} was recorded already with other lines.`,
          ),
        )
      }
      if (f.state === 'CANCELLED')
        throw new ResultError(problem(`Order ${number} was cancelled.`))
      // What each line may still ship: ordered, less shipped and cancelled (summed over this input).
      const asked = new Map<number, number>()
      lines.forEach(({ line, item }, i) => {
        if (!item) return
        const own = written(f.items.get(item.id))
        const outstanding =
          own.quantity - own.shippedQuantity - own.cancelledQuantity
        const total = (asked.get(item.id) ?? 0) + line.quantity
        asked.set(item.id, total)
        if (outstanding <= 0 && own.cancelledQuantity > 0)
          violations.push({
            propertyPath: `lines[${i}]`,
            message: `The line ${item.product.sku} was cancelled: nothing of it ships.`,
          })
        else if (total > outstanding)
          violations.push({
            propertyPath: `lines[${i}].quantity`,
            message: `Only ${Math.max(0, outstanding)} of ${item.product.sku} remain to ship (ordered ${own.quantity}, shipped ${own.shippedQuantity}, cancelled ${own.cancelledQuantity}).`,
          })
      })
      // A lot number belongs to one product: a lot shipped before as another product is a typo.
      const lots = [...new Set(input.lines.map((l) => l.lotNumber))]
      const known = await tx
        .selectDistinct({
          lotNumber: t.shipmentLines.lotNumber,
          productId: t.orderItems.productId,
        })
        .from(t.shipmentLines)
        .innerJoin(
          t.orderItems,
          eq(t.orderItems.id, t.shipmentLines.orderItemId),
        )
        .where(inArray(t.shipmentLines.lotNumber, lots))
      lines.forEach(({ line, item }, i) => {
        const other = known.find(
          (k) =>
            k.lotNumber === line.lotNumber && k.productId !== item?.product.id,
        )
        if (item && other)
          violations.push({
            propertyPath: `lines[${i}].lotNumber`,
            message: `Lot ${line.lotNumber} belongs to another product, not ${item.product.sku}.`,
          })
      })
      if (violations.length) throw new ResultError(invalid(violations))

      const [shipment] = await tx
        .insert(t.shipments)
        .values({
          orderId: row.id,
          carrier: input.carrier,
          trackingNumber: input.trackingNumber,
          shippedAt: input.shippedAt ?? new Date(),
        })
        .returning()
      const inserted = await tx
        .insert(t.shipmentLines)
        .values(
          lines.map(({ line, item }) => ({
            shipmentId: written(shipment).id,
            orderItemId: written(item).id,
            quantity: line.quantity,
            lotNumber: line.lotNumber,
            lotExpiry: line.lotExpiry,
          })),
        )
        .returning()
      // A line that ships is no longer waiting.
      await tx
        .update(t.orderItems)
        .set({ backorderedUntil: null })
        .where(inArray(t.orderItems.id, [...asked.keys()]))
      await recordShippedLots(
        tx,
        row,
        inserted.map((l) => ({
          ...l,
          productId: written(
            lines.find((x) => x.item?.id === l.orderItemId)?.item,
          ).product.id,
        })),
      )
      // In the shipping transaction: the invoice's number is taken only if the shipment commits.
      if (settings.invoiceOn === 'shipped') await issueInvoice(tx, row.id)
      await audit(tx, {
        action: 'orders.ship',
        subject: number,
        details: {
          carrier: input.carrier,
          trackingNumber: input.trackingNumber,
          lines: inserted.map((l) => ({
            orderItemId: l.orderItemId,
            quantity: l.quantity,
            lotNumber: l.lotNumber,
            lotExpiry: l.lotExpiry,
          })),
        },
      })
      const url = trackingUrl(input.carrier, input.trackingNumber)
      await locked.tell(
        'order.shipped',
        {
          shipment: {
            carrier: input.carrier,
            trackingNumber: input.trackingNumber,
            trackingUrl: url,
            lines: inserted.map((l) => ({
              orderItemId: l.orderItemId,
              quantity: l.quantity,
              lotNumber: l.lotNumber,
              lotExpiry: l.lotExpiry,
            })),
          },
        },
        {
          kind: 'order-shipped',
          expectedDelivery: row.expectedDelivery,
          shipment: {
            carrier: input.carrier,
            trackingNumber: input.trackingNumber,
            trackingUrl: url,
            lines: lines.map(({ line, item }) => ({
              name: written(item).product.name,
              unit: written(item).product.unit,
              packSize: written(item).product.packSize,
              quantity: line.quantity,
              lot: line.lotNumber,
              expiry: line.lotExpiry,
            })),
          },
        },
      )
    },
  )
}

import { and, eq } from 'drizzle-orm'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import { ResultError, invalid, problem } from '../../shared/results'
import type { CustomerRow } from '../customers'
import { releaseStock } from '../stock'
import { visibleTo } from './order-history'
import { byNumber, changeOrder, lineOf } from './order-change'
import type { Audit, FulfilmentSettings, LineRef } from './order-change'

// What does not ship (issue 35): the operator cancels a line, the buyer the whole order until it
// is confirmed; the cancelled quantity goes back on the shelf.

/**
 * Cancels what of a line has not shipped, with the reason; a line with nothing left to cancel
 * is no change. Cancelling the last open line cancels the order.
 */
export function cancelLine(
  settings: FulfilmentSettings,
  number: string,
  ref: LineRef,
  reason: string,
  audit: Audit,
) {
  return changeOrder(
    settings,
    byNumber(number),
    `Order ${number}`,
    async (locked) => {
      const { tx, view, f, row } = locked
      const item = lineOf(view, ref, number)
      const own = written(f.items.get(item.id))
      const open = own.quantity - own.shippedQuantity - own.cancelledQuantity
      if (open <= 0) {
        if (own.cancelledQuantity > 0) return false
        throw new ResultError(
          invalid([
            {
              propertyPath: 'line',
              message: `All of ${item.product.sku} shipped: nothing is left to cancel.`,
            },
          ]),
        )
      }
      await tx
        .update(t.orderItems)
        .set({
          cancelledQuantity: own.cancelledQuantity + open,
          cancelReason: reason,
          backorderedUntil: null,
        })
        .where(eq(t.orderItems.id, item.id))
      // What placing reserved of the cancelled quantity goes back on the shelf.
      await releaseStock(tx, [{ quantity: open, product: item.product }])
      const nothingLeft = [...f.items.entries()].every(([id, i]) =>
        id === item.id
          ? i.shippedQuantity === 0
          : i.quantity - i.cancelledQuantity === 0,
      )
      if (nothingLeft)
        await tx
          .update(t.orders)
          .set({ state: 'cancelled', cancelledAt: new Date() })
          .where(eq(t.orders.id, row.id))
      await audit(tx, {
        action: 'orders.cancel-line',
        subject: number,
        details: {
          orderItemId: item.id,
          sku: item.product.sku,
          quantity: open,
          reason,
        },
      })
      await locked.tell(
        'order.line_cancelled',
        {
          line: {
            orderItemId: item.id,
            sku: item.product.sku,
            cancelledQuantity: open,
            reason,
          },
        },
        {
          kind: 'order-line-cancelled',
          name: item.product.name,
          unit: item.product.unit,
          packSize: item.product.packSize,
          sku: item.product.sku,
          quantity: open,
          reason,
        },
      )
    },
  )
}

/** The buyer cancels an order they may read, until the distributor confirms it. */
export function cancelOrder(
  settings: FulfilmentSettings,
  member: CustomerRow,
  token: string,
) {
  return changeOrder(
    settings,
    and(eq(t.orders.token, token), visibleTo(member)) as ReturnType<typeof eq>,
    'The order',
    async (locked) => {
      const { tx, row, f } = locked
      if (f.state === 'CANCELLED') return false
      if (f.state !== 'PLACED')
        throw new ResultError(
          problem(
            'The order was confirmed by the warehouse and can no longer be cancelled.',
          ),
        )
      await tx
        .update(t.orders)
        .set({ state: 'cancelled', cancelledAt: new Date() })
        .where(eq(t.orders.id, row.id))
      // Nothing shipped before confirmation: every unit not already cancelled goes back.
      await releaseStock(
        tx,
        locked.view.items.map((item) => {
          const own = f.items.get(item.id)
          return {
            quantity: item.quantity - (own?.cancelledQuantity ?? 0),
            product: item.product,
          }
        }),
      )
      await locked.tell(
        'order.cancelled',
        { cancelledBy: member.id },
        {
          kind: 'order-cancelled',
        },
      )
    },
  )
}

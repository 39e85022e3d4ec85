import { and, desc, gte, lt } from 'drizzle-orm'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import { notFound } from '../../shared/results'
import { orderPayload } from '../events'
import { fulfilmentsOf } from './fulfilment'
import type { Fulfilment, FulfilmentState } from './fulfilment'
import { viewOrder } from './order-views'
import type { OrderView } from './order-views'
import { BOUGHT_STATES, byNumber, fulfilmentOf } from './order-change'
import type { FulfilmentSettings } from './order-change'

// The operator's reads of the orders on their way (issue 35), and the answer shape every
// operator route gives an order and a return in.

/** An order as the operator API answers it. */
export function operatorOrder(view: OrderView, f: Fulfilment) {
  const { row } = view
  return {
    number: row.number,
    state: row.state,
    fulfilmentState: f.state,
    placedAt: row.placedAt?.toISOString() ?? null,
    companyId: row.companyId,
    customerId: row.customerId,
    purchaseOrderReference: row.poReference,
    distributorOrderNumber: row.distributorOrderNumber,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    expectedDelivery: row.expectedDelivery,
    shippingAddress: orderPayload(view).order.shippingAddress,
    lines: view.items.map((item) => {
      const own = f.items.get(item.id)
      return {
        orderItemId: item.id,
        sku: item.product.sku,
        name: item.product.name,
        quantity: item.quantity,
        shippedQuantity: own?.shippedQuantity ?? 0,
        cancelledQuantity: own?.cancelledQuantity ?? 0,
        cancelReason: own?.cancelReason ?? null,
        backorderedUntil: own?.backorderedUntil ?? null,
      }
    }),
    shipments: f.shipments.map((s) => ({
      id: s.id,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      trackingUrl: s.trackingUrl,
      shippedAt: s.shippedAt.toISOString(),
      deliveredAt: s.deliveredAt?.toISOString() ?? null,
      lines: s.lines.map((l) => ({
        orderItemId: l.orderItemId,
        quantity: l.quantity,
        lotNumber: l.lotNumber,
        lotExpiry: l.lotExpiry,
      })),
    })),
    returns: f.returns.map(operatorReturn),
  }
}

export const operatorReturn = (r: Fulfilment['returns'][number]) => ({
  id: r.id,
  state: r.state,
  reason: r.reason,
  note: r.note,
  requestedAt: r.requestedAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  rmaNumber: r.rmaNumber,
  instructions: r.instructions,
  refusalReason: r.refusalReason,
  lines: r.lines.map((l) => ({
    orderItemId: l.orderItemId,
    quantity: l.quantity,
    lotNumber: l.lotNumber,
  })),
})

export type OperatorOrder = ReturnType<typeof operatorOrder>

/** Bought orders by fulfilment state and placing date, newest first. */
export async function listOrders(
  settings: FulfilmentSettings,
  filter: {
    state?: FulfilmentState
    from?: Date
    to?: Date
    limit: number
  },
): Promise<OperatorOrder[]> {
  const rows = await settings.db
    .select()
    .from(t.orders)
    .where(
      and(
        BOUGHT_STATES,
        filter.from ? gte(t.orders.placedAt, filter.from) : undefined,
        filter.to ? lt(t.orders.placedAt, filter.to) : undefined,
      ),
    )
    .orderBy(desc(t.orders.placedAt), desc(t.orders.id))
    // The state is derived: read a wider window and filter it here.
    .limit(filter.state ? Math.max(filter.limit * 10, 500) : filter.limit)
  const fulfilments = await fulfilmentsOf(settings.db, rows, {
    returnWindowDays: settings.returnWindowDays,
  })
  const out: OperatorOrder[] = []
  for (const row of rows) {
    const f = written(fulfilments.get(row.id))
    if (filter.state && f.state !== filter.state) continue
    out.push(operatorOrder(await viewOrder(settings.db, row), f))
    if (out.length >= filter.limit) break
  }
  return out
}

export async function showOrder(
  settings: FulfilmentSettings,
  number: string,
): Promise<OperatorOrder> {
  const [row] = await settings.db
    .select()
    .from(t.orders)
    .where(and(byNumber(number), BOUGHT_STATES))
  if (!row) throw notFound(`Order ${number}`)
  return operatorOrder(
    await viewOrder(settings.db, row),
    await fulfilmentOf(settings, settings.db, row),
  )
}

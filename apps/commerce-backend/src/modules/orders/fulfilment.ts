import { asc, inArray } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { OrderRow } from './order-views'
import { trackingUrl } from './tracking'

// What became of a bought order after it was placed (issue 35, decision 035): the distributor's
// acknowledgement, its shipments with their lots, the lines it backordered or cancelled, and the
// buyer's returns. One read model, derived from the rows each time, so the state can never
// disagree with the shipments.

export type FulfilmentState =
  | 'PLACED'
  | 'CONFIRMED'
  | 'PARTLY_SHIPPED'
  | 'SHIPPED'
  | 'DELIVERED'
  | 'CANCELLED'

/** The states of a record that was never bought: it has no fulfilment. */
const NEVER_BOUGHT = ['cart', 'awaiting_approval', 'rejected']

/** The days after delivery (or shipping) within which shipped lines may be returned, by default. */
export const DEFAULT_RETURN_WINDOW_DAYS = 30

export type ItemRow = typeof t.orderItems.$inferSelect
export type ShipmentRow = typeof t.shipments.$inferSelect
export type ShipmentLineRow = typeof t.shipmentLines.$inferSelect
export type ReturnRow = typeof t.returns.$inferSelect
export type ReturnLineRow = typeof t.returnLines.$inferSelect

export interface ShipmentView extends ShipmentRow {
  trackingUrl: string | null
  lines: ShipmentLineRow[]
}

export interface ReturnView extends ReturnRow {
  lines: ReturnLineRow[]
}

export interface ItemFulfilment {
  quantity: number
  shippedQuantity: number
  backorderedUntil: string | null
  cancelledQuantity: number
  cancelReason: string | null
  returnableQuantity: number
  /** Each lot the line was shipped with and how many of it may still be asked back. */
  returnableLots: Map<string, number>
}

export interface Fulfilment {
  state: FulfilmentState | null
  timeline: { state: FulfilmentState; at: Date }[]
  shipments: ShipmentView[]
  returns: ReturnView[]
  items: Map<number, ItemFulfilment>
  /** Placed and not yet confirmed: the buyer may still cancel it. */
  cancellable: boolean
}

export interface FulfilmentInput {
  row: OrderRow
  items: ItemRow[]
  shipments: ShipmentView[]
  returns: ReturnView[]
  /** The shipped lots that are recalled: returnable any time. */
  recalledLots: ReadonlySet<string>
  now: Date
  returnWindowDays: number
}

const DAY = 86_400_000

/** The fulfilment of one order, from its rows: a pure function, so every rule is tested alone. */
export function fulfilmentOf(input: FulfilmentInput): Fulfilment {
  const { row, items, shipments, returns, recalledLots, now } = input
  const shippedOf = new Map<number, number>()
  for (const s of shipments)
    for (const l of s.lines)
      shippedOf.set(
        l.orderItemId,
        (shippedOf.get(l.orderItemId) ?? 0) + l.quantity,
      )

  // What returns hold of each line's lot: requested or accepted ones (a refused one gives it back).
  const held = new Map<string, number>()
  for (const r of returns)
    if (r.state !== 'REFUSED')
      for (const l of r.lines) {
        const key = `${l.orderItemId}/${l.lotNumber}`
        held.set(key, (held.get(key) ?? 0) + l.quantity)
      }

  const itemViews = new Map<number, ItemFulfilment>()
  for (const item of items) {
    const returnableLots = new Map<string, number>()
    for (const s of shipments) {
      // The window runs from delivery, or from shipping while the parcel is not marked delivered.
      const since = s.deliveredAt ?? s.shippedAt
      const inWindow =
        now.getTime() - since.getTime() <= input.returnWindowDays * DAY
      for (const l of s.lines)
        if (
          l.orderItemId === item.id &&
          (inWindow || recalledLots.has(l.lotNumber))
        )
          returnableLots.set(
            l.lotNumber,
            (returnableLots.get(l.lotNumber) ?? 0) + l.quantity,
          )
    }
    for (const [lot, n] of returnableLots) {
      const left = n - (held.get(`${item.id}/${lot}`) ?? 0)
      if (left > 0) returnableLots.set(lot, left)
      else returnableLots.delete(lot)
    }
    itemViews.set(item.id, {
      quantity: item.quantity,
      shippedQuantity: shippedOf.get(item.id) ?? 0,
      backorderedUntil: item.backorderedUntil,
      cancelledQuantity: item.cancelledQuantity,
      cancelReason: item.cancelReason,
      returnableQuantity: [...returnableLots.values()].reduce(
        (a, b) => a + b,
        0,
      ),
      returnableLots,
    })
  }

  const bought = row.number !== null && !NEVER_BOUGHT.includes(row.state)
  if (!bought)
    return {
      state: null,
      timeline: [],
      shipments,
      returns,
      items: itemViews,
      cancellable: false,
    }

  const timeline: Fulfilment['timeline'] = []
  if (row.placedAt) timeline.push({ state: 'PLACED', at: row.placedAt })
  if (row.acknowledgedAt)
    timeline.push({ state: 'CONFIRMED', at: row.acknowledgedAt })
  const toShip = items.reduce(
    (n, i) => n + Math.max(0, i.quantity - i.cancelledQuantity),
    0,
  )
  let shippedSoFar = 0
  for (const s of [...shipments].sort(
    (a, b) => a.shippedAt.getTime() - b.shippedAt.getTime(),
  )) {
    const before = shippedSoFar
    shippedSoFar += s.lines.reduce((n, l) => n + l.quantity, 0)
    if (before === 0 && shippedSoFar < toShip)
      timeline.push({ state: 'PARTLY_SHIPPED', at: s.shippedAt })
    if (before < toShip && shippedSoFar >= toShip)
      timeline.push({ state: 'SHIPPED', at: s.shippedAt })
  }
  const allShipped = shipments.length > 0 && shippedSoFar >= toShip
  const delivered = allShipped && shipments.every((s) => s.deliveredAt !== null)
  if (delivered)
    timeline.push({
      state: 'DELIVERED',
      at: new Date(
        Math.max(...shipments.map((s) => s.deliveredAt?.getTime() ?? 0)),
      ),
    })
  const cancelled = row.state === 'cancelled' || row.cancelledAt !== null
  if (cancelled)
    timeline.push({ state: 'CANCELLED', at: row.cancelledAt ?? now })

  const state: FulfilmentState = cancelled
    ? 'CANCELLED'
    : delivered
      ? 'DELIVERED'
      : allShipped
        ? 'SHIPPED'
        : shippedSoFar > 0
          ? 'PARTLY_SHIPPED'
          : row.acknowledgedAt
            ? 'CONFIRMED'
            : 'PLACED'
  return {
    state,
    timeline,
    shipments,
    returns,
    items: itemViews,
    cancellable: state === 'PLACED',
  }
}

/** Reads the fulfilment of many orders in a fixed number of queries. */
export async function fulfilmentsOf(
  db: Executor,
  rows: readonly OrderRow[],
  options: { now?: Date; returnWindowDays?: number } = {},
): Promise<Map<number, Fulfilment>> {
  const result = new Map<number, Fulfilment>()
  if (!rows.length) return result
  const orderIds = rows.map((r) => r.id)
  // One after the other: inside a transaction they share its one connection.
  const items = await db
    .select()
    .from(t.orderItems)
    .where(inArray(t.orderItems.orderId, orderIds))
    .orderBy(asc(t.orderItems.id))
  const shipmentRows = await db
    .select()
    .from(t.shipments)
    .where(inArray(t.shipments.orderId, orderIds))
    .orderBy(asc(t.shipments.shippedAt), asc(t.shipments.id))
  const shipmentLineRows = shipmentRows.length
    ? await db
        .select()
        .from(t.shipmentLines)
        .where(
          inArray(
            t.shipmentLines.shipmentId,
            shipmentRows.map((s) => s.id),
          ),
        )
        .orderBy(asc(t.shipmentLines.id))
    : []
  const returnRows = await db
    .select()
    .from(t.returns)
    .where(inArray(t.returns.orderId, orderIds))
    .orderBy(asc(t.returns.requestedAt), asc(t.returns.id))
  const returnLineRows = returnRows.length
    ? await db
        .select()
        .from(t.returnLines)
        .where(
          inArray(
            t.returnLines.returnId,
            returnRows.map((r) => r.id),
          ),
        )
        .orderBy(asc(t.returnLines.id))
    : []
  const lots = [...new Set(shipmentLineRows.map((l) => l.lotNumber))]
  const recalled = lots.length
    ? await db
        .select({ lot: t.lotRecalls.lotNumber })
        .from(t.lotRecalls)
        .where(inArray(t.lotRecalls.lotNumber, lots))
    : []
  const recalledLots = new Set(recalled.map((r) => r.lot))
  const now = options.now ?? new Date()
  for (const row of rows) {
    const shipments = shipmentRows
      .filter((s) => s.orderId === row.id)
      .map((s) => ({
        ...s,
        trackingUrl: trackingUrl(s.carrier, s.trackingNumber),
        lines: shipmentLineRows.filter((l) => l.shipmentId === s.id),
      }))
    const returns = returnRows
      .filter((r) => r.orderId === row.id)
      .map((r) => ({
        ...r,
        lines: returnLineRows.filter((l) => l.returnId === r.id),
      }))
    result.set(
      row.id,
      fulfilmentOf({
        row,
        items: items.filter((i) => i.orderId === row.id),
        shipments,
        returns,
        recalledLots,
        now,
        returnWindowDays:
          options.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
      }),
    )
  }
  return result
}

/** Reads orders' fulfilment; the operator's changes and the buyer's are added beside it. */
export class FulfilmentService {
  constructor(
    protected readonly db: Database,
    protected readonly returnWindowDays = DEFAULT_RETURN_WINDOW_DAYS,
  ) {}

  /** The fulfilment of the orders with these ids (a loader's batch). */
  async byOrderIds(ids: number[]): Promise<Map<number, Fulfilment>> {
    const rows = await this.db
      .select()
      .from(t.orders)
      .where(inArray(t.orders.id, ids))
    return fulfilmentsOf(this.db, rows, {
      returnWindowDays: this.returnWindowDays,
    })
  }
}

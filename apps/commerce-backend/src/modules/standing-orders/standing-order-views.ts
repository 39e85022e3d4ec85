import type { RunSchedule } from '@shop/forms'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { ProductRow } from '../catalogue'
import { seesCompanyStandingOrders } from '../companies'
import type { CustomerRow } from '../customers'
import { npiOfCompany, practiceUnitPrices } from '../prices'
import { notFound } from '../../shared/results'

// How standing orders are read: who sees which, and a standing order with its lines and runs.

export type StandingOrderRow = typeof t.standingOrders.$inferSelect
export type StandingOrderRunRow = typeof t.standingOrderRuns.$inferSelect

/** A run with the number and token of the order it placed, if any. */
export type RunView = StandingOrderRunRow & {
  orderNumber: string | null
  orderToken: string | null
}

/** A standing order with its lines (each with its product as sold now) and its latest runs. */
export interface StandingOrderView {
  row: StandingOrderRow
  carrier: typeof t.carriers.$inferSelect | null
  paymentProvider: typeof t.paymentProviders.$inferSelect | null
  items: {
    id: number
    quantity: number
    agreedPriceNet: number
    product: ProductRow
  }[]
  runs: RunView[]
}

/** At most this many runs are shown. */
const RUNS_SHOWN = 20

/**
 * The standing orders a member sees: their own, and for administrators every one of the company.
 * Anyone else's is not found.
 */
export const visibleTo = (member: CustomerRow) =>
  seesCompanyStandingOrders(member)
    ? eq(t.standingOrders.companyId, member.companyId)
    : and(
        eq(t.standingOrders.companyId, member.companyId),
        eq(t.standingOrders.ownerId, member.id),
      )

/** A stored standing order's schedule, as the shared calendar reads it. */
export function scheduleOf(row: StandingOrderRow): RunSchedule {
  return row.cadence === 'weekly'
    ? { cadence: 'weekly', interval: row.interval, weekday: row.weekday ?? 1 }
    : {
        cadence: 'monthly',
        interval: row.interval,
        dayOfMonth: row.dayOfMonth ?? 1,
        nextWorkingDay: row.nextWorkingDay,
      }
}

/** The practice's unit price of each line, by product id (the list price without a price list). */
export async function contractPrices(
  db: Executor,
  companyId: number,
  lines: readonly {
    product: { id: number; price: number }
    quantity: number
  }[],
) {
  return practiceUnitPrices(
    db,
    await npiOfCompany(db, companyId),
    lines.map((l) => ({
      productId: l.product.id,
      quantity: l.quantity,
      listPrice: l.product.price,
    })),
  )
}

/** The standing order the member sees, locked for a change if asked; else not found. */
export async function findVisible(
  db: Executor,
  member: CustomerRow,
  id: number | null,
  lock = false,
) {
  const query = db
    .select()
    .from(t.standingOrders)
    .where(and(eq(t.standingOrders.id, id ?? -1), visibleTo(member)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('The standing order')
  return row
}

export async function standingOrderViews(
  db: Executor,
  rows: StandingOrderRow[],
): Promise<StandingOrderView[]> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.id)
  const lines = await db
    .select({ item: t.standingOrderItems, product: t.productColumns })
    .from(t.standingOrderItems)
    .innerJoin(t.products, eq(t.products.id, t.standingOrderItems.productId))
    .where(inArray(t.standingOrderItems.standingOrderId, ids))
    .orderBy(asc(t.standingOrderItems.id))
  const runs = await db
    .select({
      run: t.standingOrderRuns,
      orderNumber: t.orders.number,
      orderToken: t.orders.token,
    })
    .from(t.standingOrderRuns)
    .leftJoin(t.orders, eq(t.orders.id, t.standingOrderRuns.orderId))
    .where(inArray(t.standingOrderRuns.standingOrderId, ids))
    .orderBy(desc(t.standingOrderRuns.scheduledFor))
  // Two small tables, read whole.
  const carriers = await db.select().from(t.carriers)
  const providers = await db.select().from(t.paymentProviders)
  return rows.map((row) => ({
    row,
    carrier: carriers.find((c) => c.id === row.carrierId) ?? null,
    paymentProvider:
      providers.find((p) => p.id === row.paymentProviderId) ?? null,
    items: lines
      .filter((l) => l.item.standingOrderId === row.id)
      .map((l) => ({
        id: l.item.id,
        quantity: l.item.quantity,
        agreedPriceNet: l.item.agreedPriceNet,
        product: l.product,
      })),
    runs: runs
      .filter((r) => r.run.standingOrderId === row.id)
      .slice(0, RUNS_SHOWN)
      .map((r) => ({
        ...r.run,
        orderNumber: r.orderNumber,
        orderToken: r.orderToken,
      })),
  }))
}

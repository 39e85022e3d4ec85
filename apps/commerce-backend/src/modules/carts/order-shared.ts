import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { randomToken } from '../../auth/tokens'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import {
  MAX_LINE_TOTAL_NET,
  MAX_ORDER_TOTAL_NET,
  formatNet,
  overCeilings,
} from './pricing'
import type { Totals } from './pricing'
import { ResultError, invalid, notFound } from '../../shared/results'
import type { Violation } from '../../shared/results'
import type { OrderLine, OrderRow } from '../orders'

// The helpers more than one order service needs: finding a customer's carts and orders, the
// cart lock every cart change and the placing take, and the ceilings' violations. Kept here
// once, so carts, checkout and placement lock and check alike.

/** One of this customer's orders (or carts) by token, in any state. */
export async function ownOrder(
  db: Executor,
  customerId: number,
  token: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.token, token), eq(t.orders.customerId, customerId)))
    .limit(1)
  return row
}

/** The customer's open cart (a standing order's carts are its own). */
const openCartOf = (customerId: number) =>
  and(
    eq(t.orders.customerId, customerId),
    eq(t.orders.state, 'cart'),
    isNull(t.orders.standingOrderId),
  )

/**
 * The customer's open cart with its lines and their products, in one statement instead of two
 * (decision 052): the lines in the order of their ids, as `viewOrders` reads them. Undefined
 * when the customer has no open cart (`currentCart` creates it).
 */
export async function currentCartLines(
  db: Executor,
  customerId: number,
): Promise<{ row: OrderRow; lines: OrderLine[] } | undefined> {
  const found = await db
    .select({ row: t.orders, item: t.orderItems, product: t.productColumns })
    .from(t.orders)
    .leftJoin(t.orderItems, eq(t.orderItems.orderId, t.orders.id))
    .leftJoin(t.products, eq(t.products.id, t.orderItems.productId))
    .where(openCartOf(customerId))
    .orderBy(asc(t.orderItems.id))
  const [first] = found
  if (!first) return undefined
  // At most one open cart (a unique index): every row repeats it, a cart without lines once.
  const lines = found.flatMap(({ item, product }) =>
    item && product ? [{ item, product }] : [],
  )
  return { row: first.row, lines }
}

/**
 * The customer's open cart, created when there is none (at most one, by a unique index).
 * Inside a transaction, pass its handle: PGlite has one connection, and a query outside the
 * transaction would wait for it forever.
 */
export async function currentCart(
  db: Executor,
  customerId: number,
  lock = false,
): Promise<OrderRow> {
  const find = () => {
    const query = db
      .select()
      .from(t.orders)
      .where(openCartOf(customerId))
      .limit(1)
    return lock ? query.for('update') : query
  }
  const [existing] = await find()
  if (existing) return existing
  await db
    .insert(t.orders)
    .values({
      token: randomToken(),
      customerId,
      companyId: sql`(select ${t.customers.companyId} from ${t.customers} where ${t.customers.id} = ${customerId})`,
      state: 'cart',
    })
    .onConflictDoNothing()
  const [created] = await find()
  if (!created) throw new Error('The cart could not be created.')
  return created
}

/**
 * A cart of this customer by token; an empty token means the current cart (spec section 7).
 * With `lock`, the row is locked first and its state checked after, so a cart placed meanwhile
 * is refused.
 */
async function cartFor(
  db: Executor,
  customerId: number,
  token: string | null | undefined,
  lock = false,
): Promise<OrderRow> {
  if (!token) return currentCart(db, customerId, lock)
  const query = db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.token, token), eq(t.orders.customerId, customerId)))
    .limit(1)
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('The cart')
  if (row.state !== 'cart')
    throw new ResultError(
      invalid(
        [
          {
            propertyPath: 'token',
            message: 'This order has already been placed.',
          },
        ],
        'This order has already been placed.',
      ),
    )
  return row
}

/**
 * Runs one cart change in a transaction that holds the cart row's lock, the lock `placeOrder`
 * takes: a change lands wholly before a placing or is refused as placed, never in between.
 */
export function changeCart<T>(
  db: Database,
  customerId: number,
  token: string | null | undefined,
  change: (tx: Executor, cart: OrderRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) =>
    change(tx, await cartFor(tx, customerId, token, true)),
  )
}

/**
 * The violations of totals over a ceiling: a line's on the fields `linePaths` names for its id,
 * the order's on `orderPath`; one per field.
 */
export function ceilingViolations(
  totals: Totals,
  linePaths: (lineId: number) => string[],
  orderPath: string,
): Violation[] {
  const over = overCeilings(totals)
  const violations: Violation[] = [
    ...(over.order
      ? [
          {
            propertyPath: orderPath,
            message: `An order may total at most ${formatNet(MAX_ORDER_TOTAL_NET)}.`,
          },
        ]
      : []),
    ...over.lineIds.flatMap(linePaths).map((propertyPath) => ({
      propertyPath,
      message: `A line may total at most ${formatNet(MAX_LINE_TOTAL_NET)}.`,
    })),
  ]
  return violations.filter(
    (v, i) =>
      violations.findIndex((w) => w.propertyPath === v.propertyPath) === i,
  )
}

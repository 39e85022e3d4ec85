import { and, asc, eq, inArray, or } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { ProductRow } from '../catalogue'
import { hasRole } from '../customers'
import type { CustomerRow } from '../customers'
import { ResultError, forbidden, notFound } from '../../shared/results'

// Who sees and who manages a list, reading lists, and changing one under its lock.

export type OrderListRow = typeof t.orderLists.$inferSelect

/** A list with its lines, each with its product as it is sold now. */
export interface OrderListView {
  list: OrderListRow
  items: {
    id: number
    quantity: number
    product: ProductRow
  }[]
}

/**
 * The lists a member sees: their own, and those of their company shared with it. Another
 * member's private list and another company's lists are not found.
 */
export const visibleTo = (member: CustomerRow) =>
  and(
    eq(t.orderLists.companyId, member.companyId),
    or(eq(t.orderLists.ownerId, member.id), eq(t.orderLists.shared, true)),
  )

/** Whether the member may rename, share or delete the list: its owner, or an administrator. */
export const managesList = (member: CustomerRow, list: OrderListRow) =>
  list.ownerId === member.id || hasRole(member, 'administrator')

/** One change of a list in a transaction with its row locked; `updated_at` moves. */
export async function changeList(
  db: Database,
  member: CustomerRow,
  id: number | null,
  right: 'edit' | 'manage',
  apply: (tx: Executor, list: OrderListRow) => Promise<void>,
): Promise<OrderListView> {
  return db.transaction(async (tx) => {
    const list = await findVisibleList(tx, member, id, true)
    if (right === 'manage' && !managesList(member, list))
      throw new ResultError(
        forbidden(
          'Only who made the list, or an administrator, may rename or share it.',
        ),
      )
    await apply(tx, list)
    const [row] = await tx
      .update(t.orderLists)
      .set({ updatedAt: new Date() })
      .where(eq(t.orderLists.id, list.id))
      .returning()
    const [view] = await listViews(tx, [written(row)])
    return written(view)
  })
}

export async function findVisibleList(
  db: Executor,
  member: CustomerRow,
  id: number | null,
  lock = false,
) {
  const query = db
    .select()
    .from(t.orderLists)
    .where(and(eq(t.orderLists.id, id ?? -1), visibleTo(member)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('The list')
  return row
}

export async function listViews(
  db: Executor,
  rows: OrderListRow[],
): Promise<OrderListView[]> {
  if (!rows.length) return []
  const lines = await db
    .select({ item: t.orderListItems, product: t.productColumns })
    .from(t.orderListItems)
    .innerJoin(t.products, eq(t.products.id, t.orderListItems.productId))
    .where(
      inArray(
        t.orderListItems.listId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(t.orderListItems.id))
  return rows.map((list) => ({
    list,
    items: lines
      .filter((l) => l.item.listId === list.id)
      .map((l) => ({
        id: l.item.id,
        quantity: l.item.quantity,
        product: l.product,
      })),
  }))
}

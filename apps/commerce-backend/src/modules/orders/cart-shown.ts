import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { OrderView } from './order-views'

/**
 * Records that the buyer was shown the cart's prices (issue 34): this answer tells a moved price
 * once (`previousUnitPrice`), and from now on placing takes the price shown. One statement, and
 * none when every line's price was shown already: most views of a cart change nothing, and on
 * the embedded database a statement costs a personal page about a millisecond (decision 047).
 */
export async function markCartShown(
  db: Executor,
  view: OrderView,
): Promise<OrderView> {
  if (view.row.state !== 'cart' || view.items.every((i) => i.priceShown))
    return view
  const price = sql`case ${t.orderItems.id} ${sql.join(
    view.items.map((i) => sql`when ${i.id} then ${i.itemPriceNet}::bigint`),
    sql` `,
  )} end`
  await db
    .update(t.orderItems)
    .set({ shownPriceNet: price })
    .where(
      and(
        eq(t.orderItems.orderId, view.row.id),
        inArray(
          t.orderItems.id,
          view.items.map((i) => i.id),
        ),
        sql`${t.orderItems.shownPriceNet} is distinct from ${price}`,
      ),
    )
  return view
}

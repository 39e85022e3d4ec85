import { asc, eq } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { OrderRow, OrderView } from '../orders'

/**
 * Records the inventory lots of a bought order's lines, so the inventory shows them at once.
 * At most one lot per order line (a unique index): recording again adds nothing. Placing calls
 * it for an invoice order, recording a payment for a card order.
 */
export async function recordLots(
  db: Executor,
  order: OrderRow,
  items: OrderView['items'],
  boughtAt: Date,
) {
  if (!items.length) return
  const year = boughtAt.getUTCFullYear()
  const month = String(boughtAt.getUTCMonth() + 1).padStart(2, '0')
  await db
    .insert(t.inventoryLots)
    .values(
      items.map((item) => ({
        customerId: order.customerId,
        productId: item.product.id,
        orderId: order.id,
        lotNumber: `L${year}${month}-${String(item.product.id).padStart(4, '0')}${order.id % 10}`,
        expiryDate: `${year + 2}-${month}-28`,
        quantity: item.quantity,
      })),
    )
    .onConflictDoNothing({
      target: [t.inventoryLots.orderId, t.inventoryLots.productId],
    })
}

/**
 * A practice's inventory: the lots of what its members bought, soonest expiry first. The stock is
 * the practice's, so every member sees all of it.
 */
export class InventoryService {
  constructor(private readonly db: Database) {}

  inventory(companyId: number) {
    return this.db
      .select({
        lot: t.inventoryLots,
        product: t.productColumns,
        orderNumber: t.orders.number,
        recall: t.lotRecalls,
      })
      .from(t.inventoryLots)
      .innerJoin(t.products, eq(t.products.id, t.inventoryLots.productId))
      .leftJoin(t.orders, eq(t.orders.id, t.inventoryLots.orderId))
      .innerJoin(t.customers, eq(t.customers.id, t.inventoryLots.customerId))
      .leftJoin(
        t.lotRecalls,
        eq(t.lotRecalls.lotNumber, t.inventoryLots.lotNumber),
      )
      .where(eq(t.customers.companyId, companyId))
      .orderBy(asc(t.inventoryLots.expiryDate), asc(t.inventoryLots.id))
  }
}

import { asc, eq } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { OrderRow } from '../orders'

/**
 * Records the lots a shipment brought into the practice's inventory, as shipped (lot number,
 * expiry, quantity), in the shipment's transaction. One lot per shipment line (a unique index):
 * recording it again adds nothing.
 */
export async function recordShippedLots(
  db: Executor,
  order: OrderRow,
  lines: readonly {
    id: number
    productId: number
    quantity: number
    lotNumber: string
    lotExpiry: string
  }[],
) {
  if (!lines.length) return
  await db
    .insert(t.inventoryLots)
    .values(
      lines.map((line) => ({
        customerId: order.customerId,
        productId: line.productId,
        orderId: order.id,
        shipmentLineId: line.id,
        lotNumber: line.lotNumber,
        expiryDate: line.lotExpiry,
        quantity: line.quantity,
      })),
    )
    .onConflictDoNothing({ target: t.inventoryLots.shipmentLineId })
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
        order: { token: t.orders.token, customerId: t.orders.customerId },
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

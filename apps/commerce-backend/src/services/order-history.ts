import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { ownOrder } from './order-shared'
import { viewOrder, viewOrders } from './order-views'
import type { OrderView } from './order-views'

/** A customer's placed orders, and any one of their orders or carts by token. */
export class OrderHistoryService {
  constructor(private readonly db: Database) {}

  async orderByToken(
    customerId: number,
    token: string,
  ): Promise<OrderView | null> {
    const row = await ownOrder(this.db, customerId, token)
    return row ? viewOrder(this.db, row) : null
  }

  /** One page of placed orders, newest first; carts are not orders yet. */
  async orders(customerId: number, page: number, pageSize: number) {
    const where = and(
      eq(t.orders.customerId, customerId),
      ne(t.orders.state, 'cart'),
    )
    const [counted] = await this.db
      .select({ n: sql<number>`count(*)` })
      .from(t.orders)
      .where(where)
    const rows = await this.db
      .select()
      .from(t.orders)
      .where(where)
      .orderBy(desc(t.orders.placedAt), desc(t.orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
    return {
      orders: await viewOrders(this.db, rows),
      total: Number(counted?.n ?? 0),
    }
  }
}

import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import type { CustomerRow } from '../customers'
import { viewOrder, viewOrders } from './order-views'
import { companyViewRefusal } from '../companies'
import type { OrderView } from './order-views'

/**
 * The orders a member may see: their own (carts included); for administrators and approvers
 * also the company's placed orders. Another company's are never seen.
 */
export function visibleTo(member: CustomerRow): SQL {
  const own = eq(t.orders.customerId, member.id)
  if (companyViewRefusal(member)) return own
  const company = and(
    eq(t.orders.companyId, member.companyId),
    ne(t.orders.state, 'cart'),
  )
  return sql`(${own} or ${company})`
}

/** A member's placed orders (or their company's), and any one of them by token. */
export class OrderHistoryService {
  constructor(private readonly db: Database) {}

  async orderByToken(
    member: CustomerRow,
    token: string,
  ): Promise<OrderView | null> {
    const [row] = await this.db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.token, token), visibleTo(member)))
      .limit(1)
    return row ? viewOrder(this.db, row) : null
  }

  /**
   * One page of placed orders, newest first; carts are not orders yet. `placedBy` narrows them to
   * one member's (a member who sees only their own sees nothing of anyone else's).
   */
  async orders(
    member: CustomerRow,
    page: number,
    pageSize: number,
    placedBy: number | null = null,
  ) {
    const where = and(
      visibleTo(member),
      ne(t.orders.state, 'cart'),
      placedBy === null ? undefined : eq(t.orders.customerId, placedBy),
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

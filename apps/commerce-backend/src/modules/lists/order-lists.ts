import { desc, eq, inArray, sql } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import type { CartService } from '../carts'
import type { CustomerRow } from '../customers'
import { ResultError, forbidden, invalid } from '../../shared/results'
import { checkText } from '../../shared/validation'
import { addItems, replaceLine, setQuantity } from './order-list-lines'
import {
  changeList,
  findVisibleList,
  listViews,
  managesList,
  visibleTo,
} from './order-list-views'
import type { OrderListView } from './order-list-views'

/** What putting a list into the cart did: the cart, and the lines it left out and why. */
export interface ListToCart {
  added: number
  skipped: { sku: string; name: string; message: string }[]
}

/** At most this many lists per member: a list is something a person reads. */
const MAX_LISTS = 100

/**
 * Order lists: named lists of products and quantities a practice orders again and again, private
 * or shared with the company, put into the cart in one request.
 */
export class OrderListService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartService,
  ) {}

  /** The member's lists and the company's shared ones, most recently changed first. */
  async lists(member: CustomerRow): Promise<OrderListView[]> {
    const rows = await this.db
      .select()
      .from(t.orderLists)
      .where(visibleTo(member))
      .orderBy(desc(t.orderLists.updatedAt), desc(t.orderLists.id))
    return listViews(this.db, rows)
  }

  async list(member: CustomerRow, id: number | null): Promise<OrderListView> {
    const row = await findVisibleList(this.db, member, id)
    const [view] = await listViews(this.db, [row])
    return written(view)
  }

  async create(member: CustomerRow, input: { name: string; shared: boolean }) {
    const name = checkName(input.name)
    const [counted] = await this.db
      .select({ n: sql<number>`count(*)` })
      .from(t.orderLists)
      .where(eq(t.orderLists.ownerId, member.id))
    if (Number(counted?.n ?? 0) >= MAX_LISTS)
      throw new ResultError(
        invalid([
          {
            propertyPath: 'name',
            message: `You have ${MAX_LISTS} lists, the most there may be. Delete one first.`,
          },
        ]),
      )
    const [row] = await this.db
      .insert(t.orderLists)
      .values({
        companyId: member.companyId,
        ownerId: member.id,
        name,
        shared: input.shared,
      })
      .returning()
    return { list: written(row), items: [] }
  }

  /** Renames or (un)shares a list: its owner or an administrator. */
  async update(
    member: CustomerRow,
    id: number | null,
    input: { name: string; shared: boolean },
  ) {
    const name = checkName(input.name)
    return changeList(this.db, member, id, 'manage', async (tx, list) => {
      await tx
        .update(t.orderLists)
        .set({ name, shared: input.shared })
        .where(eq(t.orderLists.id, list.id))
    })
  }

  async delete(member: CustomerRow, id: number | null) {
    const list = await findVisibleList(this.db, member, id)
    if (!managesList(member, list))
      throw new ResultError(
        forbidden(
          'Only who made the list, or an administrator, may delete it.',
        ),
      )
    await this.db.delete(t.orderLists).where(eq(t.orderLists.id, list.id))
    return list.id
  }

  /**
   * Adds products to a list: quantities add up with a line already there (at most 10,000 a line).
   * Every line is checked first; a bad one changes nothing.
   */
  async addItems(
    member: CustomerRow,
    id: number | null,
    items: { productId: number | null; quantity: unknown }[],
    propertyPrefix = 'items',
  ) {
    return addItems(this.db, member, id, items, propertyPrefix)
  }

  /** Adds the lines of one of the member's visible orders (the order history's rule). */
  async addOrder(
    member: CustomerRow,
    id: number | null,
    order: { items: { product: { id: number }; quantity: number }[] },
  ) {
    const sold = await this.soldOf(order.items.map((i) => i.product.id))
    const items = order.items
      .filter((i) => sold.has(i.product.id))
      .map((i) => ({ productId: i.product.id, quantity: i.quantity }))
    if (!items.length)
      throw new ResultError(
        invalid([
          {
            propertyPath: 'orderToken',
            message: 'None of this order’s products is sold any more.',
          },
        ]),
      )
    return this.addItems(member, id, items, 'orderToken')
  }

  /** Sets a line's quantity; 0 removes the line. */
  async setQuantity(
    member: CustomerRow,
    id: number | null,
    productId: number | null,
    quantity: number,
  ) {
    return setQuantity(this.db, member, id, productId, quantity)
  }

  /** Swaps a discontinued product's line for its replacement (issue 33). */
  async replace(
    member: CustomerRow,
    id: number | null,
    productId: number | null,
  ) {
    return replaceLine(this.db, member, id, productId)
  }

  /**
   * Puts the list (or the chosen products of it) into the member's current cart in one request:
   * products no longer sold are left out, each with a message; the rest is added as one bulk add
   * (all or nothing, the cart's ceilings apply).
   */
  async toCart(
    member: CustomerRow,
    id: number | null,
    productIds: number[] | null,
  ) {
    const view = await this.list(member, id)
    const chosen = view.items.filter(
      (item) => productIds === null || productIds.includes(item.product.id),
    )
    if (!chosen.length)
      throw new ResultError(
        invalid([
          {
            propertyPath: 'productIds',
            message: 'Choose at least one line of the list.',
          },
        ]),
      )
    const skipped = chosen
      .filter((item) => item.product.discontinuedAt !== null)
      .map((item) => ({
        sku: item.product.sku,
        name: item.product.name,
        message: 'This product is no longer sold: it was left out.',
      }))
    const lines = chosen.filter((item) => item.product.discontinuedAt === null)
    if (!lines.length)
      throw new ResultError(
        invalid(
          [
            {
              propertyPath: 'productIds',
              message: 'None of these products is sold any more.',
            },
          ],
          'None of these products is sold any more.',
        ),
      )
    const { view: cart } = await this.carts.addItems(
      member.id,
      null,
      lines.map((item) => ({
        productId: item.product.id,
        quantity: item.quantity,
      })),
    )
    return { cart, added: lines.length, skipped }
  }

  private async soldOf(productIds: number[]) {
    if (!productIds.length) return new Set<number>()
    const rows = await this.db
      .select({ id: t.products.id, gone: t.products.discontinuedAt })
      .from(t.products)
      .where(inArray(t.products.id, productIds))
    return new Set(rows.filter((r) => !r.gone).map((r) => r.id))
  }
}

function checkName(name: string): string {
  const violations = checkText({ name }, { name: { max: 80 } })
  if (violations.length) throw new ResultError(invalid(violations))
  return name.trim()
}

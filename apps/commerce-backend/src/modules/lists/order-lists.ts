import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { ProductRow } from '../catalogue'
import type { CartService } from '../carts'
import { hasRole } from '../customers'
import { replacementOf, ruleViolations } from '../stock'
import type { Replacement } from '../stock'
import type { CustomerRow } from '../customers'
import { ResultError, forbidden, invalid, notFound } from '../../shared/results'
import type { Violation } from '../../shared/results'
import { MAX_QUANTITY, checkQuantity, checkText } from '../../shared/validation'

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

/** What putting a list into the cart did: the cart, and the lines it left out and why. */
export interface ListToCart {
  added: number
  skipped: { sku: string; name: string; message: string }[]
}

/** At most this many lists per member, and lines per list: a list is something a person reads. */
const MAX_LISTS = 100
const MAX_LINES = 500

/**
 * The lists a member sees: their own, and those of their company shared with it. Another
 * member's private list and another company's lists are not found.
 */
const visibleTo = (member: CustomerRow) =>
  and(
    eq(t.orderLists.companyId, member.companyId),
    or(eq(t.orderLists.ownerId, member.id), eq(t.orderLists.shared, true)),
  )

/** Whether the member may rename, share or delete the list: its owner, or an administrator. */
export const managesList = (member: CustomerRow, list: OrderListRow) =>
  list.ownerId === member.id || hasRole(member, 'administrator')

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
    return this.views(this.db, rows)
  }

  async list(member: CustomerRow, id: number | null): Promise<OrderListView> {
    const row = await this.visible(this.db, member, id)
    const [view] = await this.views(this.db, [row])
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
    return this.change(member, id, 'manage', async (tx, list) => {
      await tx
        .update(t.orderLists)
        .set({ name, shared: input.shared })
        .where(eq(t.orderLists.id, list.id))
    })
  }

  async delete(member: CustomerRow, id: number | null) {
    const list = await this.visible(this.db, member, id)
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
   * Every line is checked first; a bad one changes nothing. Products no longer sold may not be
   * added anew.
   */
  async addItems(
    member: CustomerRow,
    id: number | null,
    items: { productId: number | null; quantity: unknown }[],
    propertyPrefix = 'items',
  ) {
    const violations: Violation[] = []
    if (!items.length || items.length > MAX_LINES)
      violations.push({
        propertyPath: propertyPrefix,
        message: `Add from 1 to ${MAX_LINES} lines at once.`,
      })
    const ids = items
      .map((i) => i.productId)
      .filter((v): v is number => v !== null)
    const products = ids.length
      ? await this.db
          .select(t.productColumns)
          .from(t.products)
          .where(inArray(t.products.id, ids))
      : []
    items.forEach((item, i) => {
      const path = `${propertyPrefix}.${i}`
      const product = products.find((p) => p.id === item.productId)
      // A list holds what the cart will take: the product's own rule (decision 031).
      violations.push(
        ...(product
          ? ruleViolations(product, item.quantity, `${path}.quantity`)
          : checkQuantity(item.quantity, `${path}.quantity`)),
      )
      if (!product)
        violations.push({
          propertyPath: `${path}.productId`,
          message: 'There is no such product.',
        })
      else if (product.discontinuedAt)
        violations.push({
          propertyPath: `${path}.productId`,
          message: 'This product is no longer sold.',
        })
    })
    if (violations.length) throw new ResultError(invalid(violations))
    return this.change(member, id, 'edit', async (tx, list) => {
      for (const item of items)
        await tx
          .insert(t.orderListItems)
          .values({
            listId: list.id,
            productId: item.productId as number,
            quantity: item.quantity as number,
          })
          .onConflictDoUpdate({
            target: [t.orderListItems.listId, t.orderListItems.productId],
            set: {
              quantity: sql`least(${t.orderListItems.quantity} + excluded.quantity, ${MAX_QUANTITY})`,
            },
          })
      // Two allowed quantities may add up to one off the product's steps: refuse, never round.
      const summed = await tx
        .select({
          productId: t.orderListItems.productId,
          quantity: t.orderListItems.quantity,
        })
        .from(t.orderListItems)
        .where(
          and(
            eq(t.orderListItems.listId, list.id),
            inArray(t.orderListItems.productId, ids),
          ),
        )
      const off = items.flatMap((item, i) => {
        const line = summed.find((l) => l.productId === item.productId)
        const product = products.find((p) => p.id === item.productId)
        return line && product
          ? ruleViolations(
              product,
              line.quantity,
              `${propertyPrefix}.${i}.quantity`,
            )
          : []
      })
      if (off.length) throw new ResultError(invalid(off))
      const [lines] = await tx
        .select({ n: sql<number>`count(*)` })
        .from(t.orderListItems)
        .where(eq(t.orderListItems.listId, list.id))
      if (Number(lines?.n ?? 0) > MAX_LINES)
        throw new ResultError(
          invalid([
            {
              propertyPath: propertyPrefix,
              message: `A list has at most ${MAX_LINES} lines.`,
            },
          ]),
        )
    })
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
    const violations = quantity === 0 ? [] : checkQuantity(quantity, 'quantity')
    if (violations.length) throw new ResultError(invalid(violations))
    return this.change(member, id, 'edit', async (tx, list) => {
      const [product] = await tx
        .select(t.productColumns)
        .from(t.products)
        .where(eq(t.products.id, productId ?? -1))
      const rule =
        quantity === 0 || !product ? [] : ruleViolations(product, quantity)
      if (rule.length) throw new ResultError(invalid(rule))
      const where = and(
        eq(t.orderListItems.listId, list.id),
        eq(t.orderListItems.productId, productId ?? -1),
      )
      const changed =
        quantity === 0
          ? await tx.delete(t.orderListItems).where(where).returning()
          : await tx
              .update(t.orderListItems)
              .set({ quantity })
              .where(where)
              .returning()
      if (!changed.length) throw notFound('The line')
    })
  }

  /**
   * Swaps a discontinued product's line for its replacement (issue 33): the line keeps its
   * quantity, rounded up onto the replacement's rule, and adds to the replacement's line when the
   * list has one already.
   */
  async replace(
    member: CustomerRow,
    id: number | null,
    productId: number | null,
  ) {
    let replacement: Replacement | undefined
    const list = await this.change(member, id, 'edit', async (tx, list) => {
      const where = and(
        eq(t.orderListItems.listId, list.id),
        eq(t.orderListItems.productId, productId ?? -1),
      )
      const [line] = await tx
        .select({
          quantity: t.orderListItems.quantity,
          product: t.productColumns,
        })
        .from(t.orderListItems)
        .innerJoin(t.products, eq(t.products.id, t.orderListItems.productId))
        .where(where)
      if (!line) throw notFound('The line')
      const [kept] = await tx
        .select({ quantity: t.orderListItems.quantity })
        .from(t.orderListItems)
        .where(
          and(
            eq(t.orderListItems.listId, list.id),
            eq(t.orderListItems.productId, line.product.replacedById ?? -1),
          ),
        )
      replacement = await replacementOf(
        tx,
        line.product,
        line.quantity + (kept?.quantity ?? 0),
      )
      const { product, quantity } = replacement
      // The line keeps its place; when the list has the replacement already, that line takes it.
      if (kept) {
        await tx.delete(t.orderListItems).where(where)
        await tx
          .update(t.orderListItems)
          .set({ quantity })
          .where(
            and(
              eq(t.orderListItems.listId, list.id),
              eq(t.orderListItems.productId, product.id),
            ),
          )
      } else
        await tx
          .update(t.orderListItems)
          .set({ productId: product.id, quantity })
          .where(where)
    })
    return { list, replacement: written(replacement) }
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

  /** One change of a list in a transaction with its row locked; `updated_at` moves. */
  private async change(
    member: CustomerRow,
    id: number | null,
    right: 'edit' | 'manage',
    apply: (tx: Executor, list: OrderListRow) => Promise<void>,
  ): Promise<OrderListView> {
    return this.db.transaction(async (tx) => {
      const list = await this.visible(tx, member, id, true)
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
      const [view] = await this.views(tx, [written(row)])
      return written(view)
    })
  }

  private async visible(
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

  private async views(
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
}

function checkName(name: string): string {
  const violations = checkText({ name }, { name: { max: 80 } })
  if (violations.length) throw new ResultError(invalid(violations))
  return name.trim()
}

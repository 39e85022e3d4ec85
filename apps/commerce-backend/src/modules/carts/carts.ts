import { and, eq, inArray, sql } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import { computeTotals } from './pricing'
import type { Totals } from './pricing'
import { ResultError, invalid, notFound } from '../../shared/results'
import type { Violation } from '../../shared/results'
import { ceilingViolations, changeCart, currentCart } from './order-shared'
import { carrierPricing, viewOrder } from '../orders'
import type { OrderRow, OrderView } from '../orders'
import { checkQuantity } from '../../shared/validation'
import { ruleMax } from '@shop/forms'
import { ruleOf, ruleViolations } from '../stock'
import type { ProductRow } from '../catalogue'

/**
 * The cart's totals as they would be after `change` sets the quantities (by product id), at
 * today's prices and with its carrier.
 */
async function totalsWith(
  db: Executor,
  cart: OrderRow,
  change: (quantities: Map<number, number>) => void,
): Promise<Totals> {
  // Only what the totals need (not the whole view with addresses and provider): a cart's
  // lines are at today's prices.
  const lines = await db
    .select({
      productId: t.orderItems.productId,
      quantity: t.orderItems.quantity,
    })
    .from(t.orderItems)
    .where(eq(t.orderItems.orderId, cart.id))
  const quantities = new Map(lines.map((l) => [l.productId, l.quantity]))
  change(quantities)
  const prices = quantities.size
    ? await db
        .select({ id: t.products.id, price: t.products.price })
        .from(t.products)
        .where(inArray(t.products.id, [...quantities.keys()]))
    : []
  const [carrier] = cart.carrierId
    ? await db
        .select()
        .from(t.carriers)
        .where(eq(t.carriers.id, cart.carrierId))
    : []
  const price = new Map(prices.map((p) => [p.id, p.price]))
  return computeTotals(
    [...quantities].map(([id, quantity]) => ({
      id,
      quantity,
      itemPriceNet: price.get(id) ?? 0,
    })),
    carrierPricing(carrier ?? null),
  )
}

/** One line of this cart; another cart's line is not found. */
async function cartItem(
  db: Executor,
  cartId: number,
  cartItemId: number | null,
) {
  if (cartItemId === null) throw notFound('The cart item')
  const [item] = await db
    .select()
    .from(t.orderItems)
    .where(
      and(eq(t.orderItems.id, cartItemId), eq(t.orderItems.orderId, cartId)),
    )
  if (!item) throw notFound('The cart item')
  return item
}

/** A customer's cart and its lines. Every change holds the cart lock (`changeCart`). */
export class CartService {
  constructor(private readonly db: Database) {}

  /** The customer's open cart at today's prices, created when there is none. */
  async cart(customerId: number): Promise<OrderView> {
    return viewOrder(this.db, await currentCart(this.db, customerId))
  }

  /**
   * Adds products; a line that exists grows in one atomic upsert, so parallel adds lose nothing.
   * All lines are checked before anything is written. Answers the cart and, per item, how many
   * it really added: a line stops at the line cap, so an add to a full line adds nothing. A product's
   * quantity rule is checked on what is added, its maximum on the line it makes (decision 031).
   */
  async addItems(
    customerId: number,
    token: string | null | undefined,
    items: { productId: number | null; quantity: unknown }[],
  ): Promise<{ view: OrderView; added: number[] }> {
    const violations: Violation[] = []
    if (items.length === 0)
      violations.push({
        propertyPath: 'items',
        message: 'Add at least one product.',
      })
    if (items.length > 500)
      violations.push({
        propertyPath: 'items',
        message: 'At most 500 lines at once.',
      })
    const prefix = (i: number) => (items.length > 1 ? `items.${i}.` : '')
    const ids = items
      .map((item) => item.productId)
      .filter((id): id is number => id !== null)
    const found = ids.length
      ? await this.db
          .select(t.productColumns)
          .from(t.products)
          .where(inArray(t.products.id, ids))
      : []
    const byId = new Map(found.map((p) => [p.id, p]))
    // The lines as they are written, once every one of them is valid.
    const lines: {
      productId: number
      quantity: number
      product: ProductRow
    }[] = []
    items.forEach((item, i) => {
      const product =
        item.productId === null ? undefined : byId.get(item.productId)
      const quantity = checkQuantity(item.quantity, `${prefix(i)}quantity`)
      violations.push(...quantity)
      if (product?.discontinuedAt)
        violations.push({
          propertyPath: `${prefix(i)}productId`,
          message: 'This product is no longer sold.',
        })
      else if (!product)
        violations.push({
          propertyPath: `${prefix(i)}productId`,
          message: 'There is no such product.',
        })
      else if (!quantity.length) {
        // The product's own rule: a quantity off its steps is refused, never rounded.
        const rule = ruleViolations(
          product,
          item.quantity,
          `${prefix(i)}quantity`,
        )
        violations.push(...rule)
        if (!rule.length)
          lines.push({
            productId: product.id,
            quantity: item.quantity as number,
            product,
          })
      }
    })
    if (violations.length) throw new ResultError(invalid(violations))
    return changeCart(this.db, customerId, token, async (db, cart) => {
      // The cart as it would be, checked before anything is written: all or nothing.
      const over = ceilingViolations(
        await totalsWith(db, cart, (quantities) => {
          // As the upsert below: quantities add up, to at most the line's cap.
          for (const line of lines)
            quantities.set(
              line.productId,
              Math.min(
                (quantities.get(line.productId) ?? 0) + line.quantity,
                ruleMax(ruleOf(line.product)),
              ),
            )
        }),
        (productId) =>
          lines.flatMap((line, i) =>
            line.productId === productId ? [`${prefix(i)}quantity`] : [],
          ),
        items.length > 1 ? 'items' : 'quantity',
      )
      if (over.length)
        throw new ResultError(
          invalid(over, 'The cart would total more than it may.'),
        )
      // The cart row is locked, so the lines read here are the ones the upserts below grow.
      const before = new Map(
        (
          await db
            .select({
              productId: t.orderItems.productId,
              quantity: t.orderItems.quantity,
            })
            .from(t.orderItems)
            .where(eq(t.orderItems.orderId, cart.id))
        ).map((line) => [line.productId, line.quantity]),
      )
      // A product's own maximum is a rule the buyer is told of; the line cap of 10,000 stops
      // the line quietly, as it always did (`added` says how many went in).
      const overMax = lines.flatMap(({ product, quantity }, i) => {
        const held = before.get(product.id) ?? 0
        return product.maxQuantity !== null &&
          held + quantity > product.maxQuantity
          ? [
              {
                propertyPath: `${prefix(i)}quantity`,
                message: `Order at most ${product.maxQuantity}: the cart holds ${held} already.`,
              },
            ]
          : []
      })
      if (overMax.length) throw new ResultError(invalid(overMax))
      const added: number[] = []
      for (const { productId, quantity, product } of lines) {
        const [line] = await db
          .insert(t.orderItems)
          .values({ orderId: cart.id, productId, quantity })
          .onConflictDoUpdate({
            target: [t.orderItems.orderId, t.orderItems.productId],
            set: {
              quantity: sql`least(${t.orderItems.quantity} + excluded.quantity, ${ruleMax(ruleOf(product))})`,
            },
          })
          .returning({ quantity: t.orderItems.quantity })
        const after = written(line).quantity
        added.push(after - (before.get(productId) ?? 0))
        before.set(productId, after)
      }
      return { view: await viewOrder(db, cart), added }
    })
  }

  async updateItem(
    customerId: number,
    token: string,
    cartItemId: number | null,
    quantity: unknown,
  ) {
    const violations = checkQuantity(quantity)
    if (violations.length) throw new ResultError(invalid(violations))
    return changeCart(this.db, customerId, token, async (db, cart) => {
      const item = await cartItem(db, cart.id, cartItemId)
      const [product] = await db
        .select(t.productColumns)
        .from(t.products)
        .where(eq(t.products.id, item.productId))
      const rule = ruleViolations(written(product), quantity)
      if (rule.length) throw new ResultError(invalid(rule))
      const over = ceilingViolations(
        await totalsWith(db, cart, (quantities) =>
          quantities.set(item.productId, quantity as number),
        ),
        () => ['quantity'],
        'quantity',
      )
      if (over.length)
        throw new ResultError(
          invalid(over, 'The cart would total more than it may.'),
        )
      await db
        .update(t.orderItems)
        .set({ quantity: quantity as number })
        .where(eq(t.orderItems.id, item.id))
      return viewOrder(db, cart)
    })
  }

  async removeItem(
    customerId: number,
    token: string,
    cartItemId: number | null,
  ) {
    return changeCart(this.db, customerId, token, async (db, cart) => {
      const item = await cartItem(db, cart.id, cartItemId)
      await db.delete(t.orderItems).where(eq(t.orderItems.id, item.id))
      return viewOrder(db, cart)
    })
  }
}

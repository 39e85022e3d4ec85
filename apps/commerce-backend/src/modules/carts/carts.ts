import { and, eq, inArray, sql } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { ResultError, invalid } from '../../shared/results'
import type { Violation } from '../../shared/results'
import {
  ceilingViolations,
  changeCart,
  currentCart,
  currentCartLines,
} from './order-shared'
import { cartItem, totalsWith } from './cart-lines'
import { markCartShown, viewOrder } from '../orders'
import type { OrderView } from '../orders'
import { checkQuantity } from '../../shared/validation'
import { ruleMax } from '@shop/forms'
import { replacementOf, ruleOf, ruleViolations } from '../stock'
import type { Replacement } from '../stock'
import type { ProductRow } from '../catalogue'

/** A customer's cart and its lines. Every change holds the cart lock (`changeCart`). */
export class CartService {
  constructor(private readonly db: Database) {}

  /** The customer's open cart at today's prices, created when there is none. */
  async cart(customerId: number): Promise<OrderView> {
    const found = await currentCartLines(this.db, customerId)
    const view = found
      ? await viewOrder(this.db, found.row, found.lines)
      : await viewOrder(this.db, await currentCart(this.db, customerId))
    return markCartShown(this.db, view)
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
              // A new quantity has its own price, which this answer shows: no change to tell.
              shownPriceNet: null,
            },
          })
          .returning({ quantity: t.orderItems.quantity })
        const after = written(line).quantity
        added.push(after - (before.get(productId) ?? 0))
        before.set(productId, after)
      }
      return { view: await markCartShown(db, await viewOrder(db, cart)), added }
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
        .set({ quantity: quantity as number, shownPriceNet: null })
        .where(eq(t.orderItems.id, item.id))
      return markCartShown(db, await viewOrder(db, cart))
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
      return markCartShown(db, await viewOrder(db, cart))
    })
  }

  /**
   * Swaps a discontinued product's line for its replacement (issue 33): the quantity kept,
   * rounded up onto the replacement's rule; a line of the replacement already there takes it.
   */
  async replaceItem(
    customerId: number,
    token: string,
    cartItemId: number | null,
  ): Promise<{ view: OrderView; replacement: Replacement }> {
    return changeCart(this.db, customerId, token, async (db, cart) => {
      const item = await cartItem(db, cart.id, cartItemId)
      const [product] = await db
        .select(t.productColumns)
        .from(t.products)
        .where(eq(t.products.id, item.productId))
      const [kept] = await db
        .select()
        .from(t.orderItems)
        .where(
          and(
            eq(t.orderItems.orderId, cart.id),
            eq(t.orderItems.productId, written(product).replacedById ?? -1),
          ),
        )
      const replacement = await replacementOf(
        db,
        written(product),
        item.quantity + (kept?.quantity ?? 0),
        'cartItemId',
      )
      const { quantity } = replacement
      const over = ceilingViolations(
        await totalsWith(db, cart, (quantities) => {
          quantities.delete(item.productId)
          quantities.set(replacement.product.id, quantity)
        }),
        () => ['cartItemId'],
        'cartItemId',
      )
      if (over.length)
        throw new ResultError(
          invalid(over, 'The cart would total more than it may.'),
        )
      if (kept)
        await db.delete(t.orderItems).where(eq(t.orderItems.id, item.id))
      await db
        .update(t.orderItems)
        .set({
          productId: replacement.product.id,
          quantity,
          shownPriceNet: null,
        })
        .where(eq(t.orderItems.id, (kept ?? item).id))
      return {
        view: await markCartShown(db, await viewOrder(db, cart)),
        replacement,
      }
    })
  }
}

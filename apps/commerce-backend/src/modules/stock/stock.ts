import { fitQuantity, quantityRuleError } from '@shop/forms'
import type { QuantityRule } from '@shop/forms'
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { ProductRow } from '../catalogue'
import { ResultError, invalid } from '../../shared/results'
import type { Violation } from '../../shared/results'

// Units, quantity rules and stock (decision 031): what every layer that takes a quantity of a
// product asks, so a cart, a list, a standing order and a placement answer alike.

/** At most this many units left shows "Only N left" (and the number, which is otherwise kept). */
export const LOW_STOCK_UNITS = 10

type StockFields = Pick<
  ProductRow,
  | 'stock'
  | 'backorder'
  | 'leadTimeDays'
  | 'restockDate'
  | 'discontinuedAt'
  | 'minQuantity'
  | 'quantityIncrement'
  | 'maxQuantity'
>

export type AvailabilityState =
  'IN_STOCK' | 'LOW_STOCK' | 'BACKORDERED' | 'OUT_OF_STOCK' | 'DISCONTINUED'

/** Whether and when a product ships, as the listing, product page, cart and quick order show it. */
export function availabilityOf(product: StockFields) {
  const { stock, backorder } = product
  const state: AvailabilityState =
    product.discontinuedAt !== null
      ? 'DISCONTINUED'
      : stock === null || stock > LOW_STOCK_UNITS
        ? 'IN_STOCK'
        : stock > 0
          ? 'LOW_STOCK'
          : backorder
            ? 'BACKORDERED'
            : 'OUT_OF_STOCK'
  return {
    state,
    // The exact count is the seller's business until it is low enough to matter to a buyer.
    stock: state === 'LOW_STOCK' ? stock : null,
    leadTimeDays: product.leadTimeDays,
    restockDate:
      state === 'BACKORDERED' || state === 'OUT_OF_STOCK'
        ? product.restockDate
        : null,
    backorder,
  }
}

export const ruleOf = (product: StockFields): QuantityRule => ({
  min: product.minQuantity,
  increment: product.quantityIncrement,
  max: product.maxQuantity,
})

/** The product's quantity rule as violations of one field (none for a quantity it allows). */
export function ruleViolations(
  product: StockFields,
  quantity: unknown,
  propertyPath = 'quantity',
): Violation[] {
  const message = quantityRuleError(quantity, ruleOf(product))
  return message ? [{ propertyPath, message }] : []
}

/** A discontinued product's line swapped for its replacement (issue 33). */
export interface Replacement {
  product: ProductRow
  quantity: number
  /** Why the quantity is not the line's (the replacement's rule); null when it kept it. */
  note: string | null
}

/**
 * What a line of a discontinued product becomes with the product that replaces it: the same
 * quantity, rounded up onto the replacement's rule (with a note saying so). Refused for a product
 * still sold, one without a replacement, and a replacement that is itself no longer sold.
 */
export async function replacementOf(
  db: Executor,
  product: ProductRow,
  quantity: number,
  propertyPath = 'productId',
): Promise<Replacement> {
  const refuse = (message: string) =>
    new ResultError(invalid([{ propertyPath, message }], message))
  if (!product.discontinuedAt)
    throw refuse(`${product.name} is still sold: there is nothing to replace.`)
  const [replacement] =
    product.replacedById === null
      ? []
      : await db
          .select(t.productColumns)
          .from(t.products)
          .where(eq(t.products.id, product.replacedById))
  if (!replacement)
    throw refuse(`${product.name} has no replacement: remove it instead.`)
  if (replacement.discontinuedAt)
    throw refuse(
      `${replacement.name}, its replacement, is no longer sold either.`,
    )
  const fitted = fitQuantity(quantity, ruleOf(replacement))
  return {
    product: replacement,
    quantity: fitted,
    note:
      fitted === quantity
        ? null
        : `${quantity} became ${fitted}: ${replacement.name} is sold ${ruleWords(ruleOf(replacement))}.`,
  }
}

// "in steps of 10 from 10, at most 50": the rule as the note of a rounded line reads it.
function ruleWords(rule: QuantityRule): string {
  const parts = [
    rule.increment > 1 ? `in steps of ${rule.increment}` : null,
    rule.min > 1 ? `from ${rule.min}` : null,
    rule.max !== null ? `at most ${rule.max}` : null,
  ].filter(Boolean)
  return parts.join(', ')
}

/** What a line of `quantity` units would be short of the stock, in words; null when it is not. */
export function stockShortfall(
  product: StockFields & Pick<ProductRow, 'name'>,
  quantity: number,
): string | null {
  if (product.stock === null || product.backorder || quantity <= product.stock)
    return null
  return product.stock > 0
    ? `Only ${product.stock} left of ${product.name}.`
    : `${product.name} is out of stock.`
}

/**
 * Reserves the lines' units in the placement's transaction: one conditional UPDATE per tracked
 * product, which takes the units only while enough are left (or backorders are allowed), so
 * orders placed at the same moment can never sell more than the stock. A line that cannot be
 * served throws a ValidationError, and the caller's transaction rolls back every reservation.
 */
export async function reserveStock(
  tx: Executor,
  lines: readonly { quantity: number; product: ProductRow }[],
  propertyPath = 'items',
): Promise<void> {
  const short: Violation[] = []
  for (const { quantity, product } of lines) {
    // Untracked stock is always there: no write, no lock on a popular product.
    if (product.stock === null) continue
    const [taken] = await tx
      .update(t.products)
      .set({ stock: sql`${t.products.stock} - ${quantity}` })
      .where(
        and(
          eq(t.products.id, product.id),
          or(
            isNull(t.products.stock),
            eq(t.products.backorder, true),
            gte(t.products.stock, quantity),
          ),
        ),
      )
      .returning({ id: t.products.id })
    if (taken) continue
    // Read again: what is left now, after the orders that took the rest.
    const [now] = await tx
      .select({ stock: t.products.stock })
      .from(t.products)
      .where(eq(t.products.id, product.id))
    short.push({
      propertyPath,
      message:
        stockShortfall({ ...product, stock: now?.stock ?? 0 }, quantity) ??
        `${product.name} is out of stock.`,
    })
  }
  if (short.length)
    throw new ResultError(
      invalid(short, 'Some products are no longer in stock.'),
    )
}

/** Gives back what {@link reserveStock} took: an order that will not be bought (rejected). */
export async function releaseStock(
  tx: Executor,
  lines: readonly { quantity: number; product: { id: number } }[],
): Promise<void> {
  for (const { quantity, product } of lines)
    await tx
      .update(t.products)
      .set({ stock: sql`${t.products.stock} + ${quantity}` })
      .where(eq(t.products.id, product.id))
}

import { and, eq, inArray, sql } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import type { CustomerRow } from '../customers'
import { replacementOf, ruleViolations } from '../stock'
import type { Replacement } from '../stock'
import { ResultError, invalid, notFound } from '../../shared/results'
import type { Violation } from '../../shared/results'
import { MAX_QUANTITY, checkQuantity } from '../../shared/validation'
import { changeList } from './order-list-views'

// The lines of a list: adding products, setting a quantity, replacing a discontinued product.

/** At most this many lines per list: a list is something a person reads. */
const MAX_LINES = 500

/**
 * Adds products to a list: quantities add up with a line already there (at most 10,000 a line).
 * Every line is checked first; a bad one changes nothing. Products no longer sold may not be
 * added anew.
 */
export async function addItems(
  db: Database,
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
    ? await db
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
  return changeList(db, member, id, 'edit', async (tx, list) => {
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

/** Sets a line's quantity; 0 removes the line. */
export async function setQuantity(
  db: Database,
  member: CustomerRow,
  id: number | null,
  productId: number | null,
  quantity: number,
) {
  const violations = quantity === 0 ? [] : checkQuantity(quantity, 'quantity')
  if (violations.length) throw new ResultError(invalid(violations))
  return changeList(db, member, id, 'edit', async (tx, list) => {
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
export async function replaceLine(
  db: Database,
  member: CustomerRow,
  id: number | null,
  productId: number | null,
) {
  let replacement: Replacement | undefined
  const list = await changeList(db, member, id, 'edit', async (tx, list) => {
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

import { eq, inArray } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import type { CustomerRow } from '../customers'
import { replacementOf, ruleViolations } from '../stock'
import type { Replacement } from '../stock'
import { ResultError, invalid, notFound } from '../../shared/results'
import type { Violation } from '../../shared/results'
import { checkQuantity } from '../../shared/validation'
import { changeStandingOrder } from './standing-order-changes'
import { contractPrices } from './standing-order-views'

/** At most this many lines per standing order. */
const MAX_LINES = 500

/**
 * Replaces the lines: quantities 1 to 10,000, products still sold, 1 to 500 lines; each line's
 * price is agreed anew at today's price. One bad line changes nothing.
 */
export async function setLines(
  db: Database,
  member: CustomerRow,
  id: number | null,
  items: { productId: number | null; quantity: unknown }[],
) {
  const violations: Violation[] = []
  if (!items.length || items.length > MAX_LINES)
    violations.push({
      propertyPath: 'items',
      message: `A standing order has from 1 to ${MAX_LINES} lines.`,
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
    const product = products.find((p) => p.id === item.productId)
    // Each run orders what the cart would take: the product's own rule (decision 031).
    violations.push(
      ...(product
        ? ruleViolations(product, item.quantity, `items.${i}.quantity`)
        : checkQuantity(item.quantity, `items.${i}.quantity`)),
    )
    if (!product || product.discontinuedAt)
      violations.push({
        propertyPath: `items.${i}.productId`,
        message: product
          ? 'This product is no longer sold.'
          : 'There is no such product.',
      })
    else if (
      items.findIndex((other) => other.productId === item.productId) !== i
    )
      violations.push({
        propertyPath: `items.${i}.productId`,
        message: 'This product is on the standing order twice.',
      })
  })
  if (violations.length) throw new ResultError(invalid(violations))
  return changeStandingOrder(db, member, id, async (tx, row) => {
    await tx
      .delete(t.standingOrderItems)
      .where(eq(t.standingOrderItems.standingOrderId, row.id))
    const agreed = await contractPrices(
      tx,
      member.companyId,
      items.map((item) => ({
        product: written(products.find((p) => p.id === item.productId)),
        quantity: item.quantity as number,
      })),
    )
    await tx.insert(t.standingOrderItems).values(
      items.map((item) => ({
        standingOrderId: row.id,
        productId: item.productId as number,
        quantity: item.quantity as number,
        agreedPriceNet: written(agreed.get(item.productId as number)),
      })),
    )
  })
}

/**
 * Swaps a discontinued product's line for its replacement, which a run never does by itself
 * (issue 33): the quantity kept, rounded up onto the replacement's rule, its price agreed anew.
 * A line of the replacement already there takes the quantity.
 */
export async function replaceLine(
  db: Database,
  member: CustomerRow,
  id: number | null,
  productId: number | null,
) {
  let replacement: Replacement | undefined
  const standingOrder = await changeStandingOrder(
    db,
    member,
    id,
    async (tx, row) => {
      const lines = await tx
        .select({ item: t.standingOrderItems, product: t.productColumns })
        .from(t.standingOrderItems)
        .innerJoin(
          t.products,
          eq(t.products.id, t.standingOrderItems.productId),
        )
        .where(eq(t.standingOrderItems.standingOrderId, row.id))
      const line = lines.find((l) => l.product.id === productId)
      if (!line) throw notFound('The line')
      const kept = lines.find((l) => l.product.id === line.product.replacedById)
      replacement = await replacementOf(
        tx,
        line.product,
        line.item.quantity + (kept?.item.quantity ?? 0),
      )
      const { product, quantity } = replacement
      const agreed = await contractPrices(tx, member.companyId, [
        { product, quantity },
      ])
      if (kept)
        await tx
          .delete(t.standingOrderItems)
          .where(eq(t.standingOrderItems.id, line.item.id))
      await tx
        .update(t.standingOrderItems)
        .set({
          productId: product.id,
          quantity,
          agreedPriceNet: written(agreed.get(product.id)),
        })
        .where(eq(t.standingOrderItems.id, (kept ?? line).item.id))
    },
  )
  return { standingOrder, replacement: written(replacement) }
}

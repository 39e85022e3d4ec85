import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import { computeTotals } from './pricing'
import type { Totals } from './pricing'
import { notFound } from '../../shared/results'
import { carrierPricing } from '../orders'
import type { OrderRow } from '../orders'
import { npiOfCompany, practiceUnitPrices } from '../prices'

// What every change of a cart's lines reads first: the line, and the totals it would make.

/**
 * The cart's totals as they would be after `change` sets the quantities (by product id), at
 * today's prices and with its carrier.
 */
export async function totalsWith(
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
  const listPrice = new Map(prices.map((p) => [p.id, p.price]))
  // The practice's prices for the new quantities, as the cart will show them.
  const price = await practiceUnitPrices(
    db,
    await npiOfCompany(db, cart.companyId),
    [...quantities].map(([productId, quantity]) => ({
      productId,
      quantity,
      listPrice: listPrice.get(productId) ?? 0,
    })),
  )
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
export async function cartItem(
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

import { nextPriceBreak, unitPriceFor } from '@shop/forms'
import type { PriceBreak, PriceListLine } from '@shop/forms'
import type { Executor } from '../../db/client'
import type * as t from '../../db/schema'
import type { ProductRow } from '../catalogue'
import { companyLines } from '../prices'
import type { OrderRow } from './order-views'

// What the lines of an order view cost: a cart's by the practice's contract prices today (issue
// 34), a placed order's as frozen; the carrier as the totals price it; whether the buyer was
// shown each price (`cart-shown.ts` records it).

type CarrierRow = typeof t.carriers.$inferSelect

/** What one line of a view costs, and what the buyer is told about it. */
export interface LinePrice {
  unit: number
  list: number
  nextBreak: PriceBreak | null
  previous: number | null
  /** Whether the buyer was last shown this unit price (always, on a placed order). */
  shown: boolean
}

/** The line of an order as {@link linePricer} prices it. */
interface PricedItem {
  orderId: number
  productId: number
  quantity: number
  itemPriceNet: number | null
  shownPriceNet: number | null
}

/** A carrier as the totals price it: its price and its English title. */
export const carrierPricing = (carrier: CarrierRow | null) =>
  carrier
    ? {
        priceNet: carrier.priceNet,
        title:
          carrier.translations.find((tr) => tr.locale === 'en_US')?.title ??
          carrier.identifier,
      }
    : null

/**
 * The pricing of the lines of `rows`, with the contract lines their carts need read first: a
 * cart's line costs what the practice's price lists make of its quantity today; a placed order's
 * line what was frozen (`frozenList`, the list price in its snapshot).
 */
export async function linePricer(
  db: Executor,
  rows: readonly OrderRow[],
  lines: readonly { item: PricedItem }[],
) {
  const contract = await contractLines(db, rows, lines)
  const now = new Date()
  return (
    row: OrderRow,
    item: PricedItem,
    product: ProductRow,
    frozenList: number | undefined,
  ): LinePrice => {
    if (item.itemPriceNet !== null)
      return {
        unit: item.itemPriceNet,
        list: frozenList ?? item.itemPriceNet,
        nextBreak: null,
        previous: null,
        shown: true,
      }
    const own = contract.get(row.companyId)?.get(product.id) ?? []
    const unit = unitPriceFor(item.quantity, product.price, own, now)
    return {
      unit,
      list: product.price,
      nextBreak: nextPriceBreak(item.quantity, product.price, own, now),
      previous:
        item.shownPriceNet !== null && item.shownPriceNet !== unit
          ? item.shownPriceNet
          : null,
      shown: item.shownPriceNet === unit,
    }
  }
}

/**
 * The price-list lines of the practices whose carts are among `rows`, by company id and product
 * id: one query per practice, its NPI read within it (a request views one practice's orders).
 */
async function contractLines(
  db: Executor,
  rows: readonly OrderRow[],
  lines: readonly { item: PricedItem }[],
): Promise<Map<number, Map<number, PriceListLine[]>>> {
  const live = lines.filter((l) => l.item.itemPriceNet === null)
  const companyIds = [
    ...new Set(
      rows
        .filter((r) => live.some((l) => l.item.orderId === r.id))
        .map((r) => r.companyId),
    ),
  ]
  const byCompany = new Map<number, Map<number, PriceListLine[]>>()
  for (const companyId of companyIds) {
    const orderIds = new Set(
      rows.filter((r) => r.companyId === companyId).map((r) => r.id),
    )
    byCompany.set(
      companyId,
      await companyLines(
        db,
        companyId,
        live
          .filter((l) => orderIds.has(l.item.orderId))
          .map((l) => l.item.productId),
      ),
    )
  }
  return byCompany
}

import { asc, eq, inArray } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import { computeTotals } from '../carts'
import type { Adjustment } from '../carts'
import type { ProductRow } from '../catalogue'
import type { PriceBreak } from '@shop/forms'
import type { FrozenTax } from '../tax'
import { stockShortfall } from '../stock'
import { carrierPricing, linePricer } from './order-pricing'

// The read model every order service answers with: an order (or cart) as the client sees it,
// and the frozen copy placing writes. One module, so a cart and a placed order read alike; what
// their lines cost is order-pricing's.

export type OrderRow = typeof t.orders.$inferSelect

/** The states of a record that was never bought: a cart, an order awaiting approval, or rejected. */
const NEVER_BOUGHT = ['cart', 'awaiting_approval', 'rejected']

/** Whether the order was bought, and so has an invoice (issue 30, item 6). */
export const isInvoiced = (row: Pick<OrderRow, 'state' | 'number'>) =>
  row.number !== null && !NEVER_BOUGHT.includes(row.state)
type AddressRow = typeof t.addresses.$inferSelect
type CarrierRow = typeof t.carriers.$inferSelect

/** A line of an order with its product, as {@link viewOrders} reads them (by line id). */
export interface OrderLine {
  item: typeof t.orderItems.$inferSelect
  product: ProductRow
}

/** An order (or cart) with its lines and every total computed by the server. */
export interface OrderView {
  row: OrderRow
  items: {
    id: number
    /** The order it is a line of (its fulfilment is read by the order). */
    orderId: number
    quantity: number
    itemPriceNet: number
    subtotalNet: number
    totalNet: number
    /** The line's sales tax frozen at placement; 0 in a cart (its tax is estimated as a whole). */
    taxAmount: number
    product: ProductRow
    /** The catalogue's price of one piece (frozen with the order once placed). */
    listUnitPrice: number
    /** In a cart: the next quantity from which a piece costs the practice less. */
    nextBreak: PriceBreak | null
    /** In a cart: the unit price the buyer last saw, when it moved since (issue 34). */
    previousUnitPrice: number | null
    /** Whether the buyer was last shown this unit price (always, on a placed order). */
    priceShown: boolean
    /** A cart line's shortfall of stock, in words (decision 031); null on a placed order. */
    stockNotice: string | null
  }[]
  subtotalNet: number
  totalNet: number
  adjustments: Adjustment[]
  shippingAddress: AddressRow | null
  invoiceAddress: AddressRow | null
  carrier: CarrierRow | null
  paymentProvider: typeof t.paymentProviders.$inferSelect | null
}

/** A line as it was bought: later renames and price changes of the product do not reach it. */
interface FrozenLine {
  productId: number
  sku: string
  name: string
  itemPriceNet: number
  /** The list price when placed; absent on orders placed before contract prices. */
  listPriceNet?: number
  imageKey: string
  // Absent on orders placed before units existed (migration 0016): they read the live product.
  unit?: string
  packSize?: number
}

/**
 * What placing an order freezes into `orders.snapshot`, so that later changes to the catalogue
 * and the address book leave a placed order as it was placed.
 */
export interface Snapshot {
  subtotalNet: number
  totalNet: number
  adjustments: Adjustment[]
  // Absent only on an order placed by an older build (migration 0004 froze the orders it
  // found): such an order reads them live.
  shippingAddress?: AddressRow | null
  invoiceAddress?: AddressRow | null
  lines?: FrozenLine[]
  /** Its sales tax as computed at placement (decision 036); absent on older orders. */
  tax?: FrozenTax
}

/** The frozen copy of lines: what the order shows of each product once placed. */
export const freezeLines = (
  items: readonly {
    product: ProductRow
    itemPriceNet: number
    listUnitPrice: number
  }[],
): FrozenLine[] =>
  items.map(({ product, itemPriceNet, listUnitPrice }) => ({
    productId: product.id,
    sku: product.sku,
    name: product.name,
    itemPriceNet,
    listPriceNet: listUnitPrice,
    imageKey: product.imageKey,
    unit: product.unit,
    packSize: product.packSize,
  }))

/**
 * The views of many orders in as many queries as one takes (lines, carriers, payment
 * providers, addresses), whatever their number: an order history costs no query per order.
 * A cart reads at today's prices and live addresses (a deleted address is no longer chosen), a
 * placed order from what was frozen when it was placed. `readLines`, when the caller read the
 * rows' lines with them (a cart's, decision 052), saves the lines' query: all of them, in the
 * order of their ids.
 */
export async function viewOrders(
  db: Executor,
  rows: OrderRow[],
  readLines?: readonly OrderLine[],
): Promise<OrderView[]> {
  if (!rows.length) return []
  const frozen = (row: OrderRow) =>
    row.state !== 'cart' ? (row.snapshot as Snapshot | null) : null
  const ids = (values: (number | null)[]) => [
    ...new Set(values.filter((id): id is number => id !== null)),
  ]
  const carrierIds = ids(rows.map((r) => r.carrierId))
  const providerIds = ids(rows.map((r) => r.paymentProviderId))
  // A placed order's addresses are frozen in it, except on orders placed by an older build.
  const addressIds = ids(
    rows.flatMap((r) =>
      frozen(r)?.shippingAddress !== undefined
        ? []
        : [r.shippingAddressId, r.invoiceAddressId],
    ),
  )
  // One after the other: inside a transaction they share its one connection.
  const lines: readonly OrderLine[] =
    readLines ??
    (await db
      .select({ item: t.orderItems, product: t.productColumns })
      .from(t.orderItems)
      .innerJoin(t.products, eq(t.products.id, t.orderItems.productId))
      .where(
        inArray(
          t.orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(t.orderItems.id)))
  const carriers = carrierIds.length
    ? await db
        .select()
        .from(t.carriers)
        .where(inArray(t.carriers.id, carrierIds))
    : []
  const providers = providerIds.length
    ? await db
        .select()
        .from(t.paymentProviders)
        .where(inArray(t.paymentProviders.id, providerIds))
    : []
  const addressRows = addressIds.length
    ? await db
        .select()
        .from(t.addresses)
        .where(inArray(t.addresses.id, addressIds))
    : []
  const priceOf = await linePricer(db, rows, lines)
  const linesOf = new Map<number, OrderLine[]>()
  for (const line of lines) {
    const own = linesOf.get(line.item.orderId)
    if (own) own.push(line)
    else linesOf.set(line.item.orderId, [line])
  }
  return rows.map((row) => {
    const snapshot = frozen(row)
    const own = linesOf.get(row.id) ?? []
    const carrier = carriers.find((c) => c.id === row.carrierId) ?? null
    const address = (id: number | null, frozenCopy?: AddressRow | null) =>
      frozenCopy !== undefined
        ? frozenCopy
        : (addressRows.find(
            (a) => a.id === id && (row.state !== 'cart' || !a.deleted),
          ) ?? null)
    const products = own.map(({ product }) => {
      const bought = snapshot?.lines?.find((l) => l.productId === product.id)
      return bought
        ? {
            ...product,
            sku: bought.sku,
            name: bought.name,
            price: bought.itemPriceNet,
            imageKey: bought.imageKey,
            unit: bought.unit ?? product.unit,
            packSize: bought.packSize ?? product.packSize,
          }
        : product
    })
    const priced = own.map(({ item, product }) =>
      priceOf(
        row,
        item,
        product,
        snapshot?.lines?.find((l) => l.productId === product.id)?.listPriceNet,
      ),
    )
    const totals = computeTotals(
      own.map(({ item }, i) => ({
        id: item.id,
        quantity: item.quantity,
        itemPriceNet: written(priced[i]).unit,
      })),
      carrierPricing(carrier),
    )
    return {
      row,
      items: totals.lines.map((line, i) => ({
        ...line,
        orderId: row.id,
        taxAmount: own[i]?.item.taxCents ?? 0,
        product: written(products[i]),
        listUnitPrice: written(priced[i]).list,
        nextBreak: written(priced[i]).nextBreak,
        previousUnitPrice: written(priced[i]).previous,
        priceShown: written(priced[i]).shown,
        stockNotice:
          row.state === 'cart'
            ? stockShortfall(written(products[i]), line.quantity)
            : null,
      })),
      subtotalNet: snapshot?.subtotalNet ?? totals.subtotalNet,
      totalNet: snapshot?.totalNet ?? totals.totalNet,
      adjustments: snapshot?.adjustments ?? totals.adjustments,
      shippingAddress: address(
        row.shippingAddressId,
        snapshot?.shippingAddress,
      ),
      invoiceAddress: address(row.invoiceAddressId, snapshot?.invoiceAddress),
      carrier,
      paymentProvider:
        providers.find((p) => p.id === row.paymentProviderId) ?? null,
    }
  })
}

/** The view of one order (or cart): its lines and totals, as {@link viewOrders} reads them. */
export async function viewOrder(
  db: Executor,
  row: OrderRow,
  readLines?: readonly OrderLine[],
): Promise<OrderView> {
  const [view] = await viewOrders(db, [row], readLines)
  return written(view)
}

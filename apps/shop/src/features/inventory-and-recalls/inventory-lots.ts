import type { ApiInventoryLot } from '@shop/commerce-client'
import {
  EXPIRY_URGENT_DAYS,
  EXPIRY_WARNING_DAYS,
  daysUntilExpiry,
  expiryState,
} from '@shop/forms'
import type { ExpiryState } from '@shop/forms'
import { toCsv } from '#lib/csv'
import type { InventoryShow, InventorySort } from './inventory-search'

/** A lot the practice received, with its expiry date and any recall. */
export type InventoryLot = ApiInventoryLot

/** A lot's one status, as the CSV export writes it: a recall comes before any expiry. */
export type LotStatus = ExpiryState | 'recalled'

export const lotStatus = (lot: InventoryLot, today: string): LotStatus =>
  lot.recall ? 'recalled' : expiryState(daysUntilExpiry(lot.expiryDate, today))

/** Which lots each filter keeps; the expiry filters count days, whatever else flags the lot. */
const SHOWS: Record<
  InventoryShow,
  (lot: InventoryLot, days: number) => boolean
> = {
  all: () => true,
  'expiring-90': (_, days) => days >= 0 && days <= EXPIRY_WARNING_DAYS,
  'expiring-30': (_, days) => days >= 0 && days <= EXPIRY_URGENT_DAYS,
  expired: (_, days) => days < 0,
  recalled: (lot) => lot.recall !== null,
}

const byName = (a: InventoryLot, b: InventoryLot) =>
  a.product.name.localeCompare(b.product.name, 'en')
const byExpiry = (a: InventoryLot, b: InventoryLot) =>
  a.expiryDate.localeCompare(b.expiryDate)
const byLot = (a: InventoryLot, b: InventoryLot) =>
  a.lotNumber.localeCompare(b.lotNumber, 'en')

/** Each order, with ties broken by the other keys, so the list never reshuffles between renders. */
const SORTS: Record<
  InventorySort,
  (a: InventoryLot, b: InventoryLot) => number
> = {
  expiry: (a, b) => byExpiry(a, b) || byName(a, b) || byLot(a, b),
  'expiry-desc': (a, b) => byExpiry(b, a) || byName(a, b) || byLot(a, b),
  product: (a, b) => byName(a, b) || byExpiry(a, b) || byLot(a, b),
}

/** The lots a filter keeps, in the chosen order. */
export function inventoryView(
  lots: readonly InventoryLot[],
  {
    show,
    sort,
    today,
  }: { show: InventoryShow; sort: InventorySort; today: string },
): InventoryLot[] {
  return lots
    .filter((lot) => SHOWS[show](lot, daysUntilExpiry(lot.expiryDate, today)))
    .sort(SORTS[sort])
}

/** The export's columns, in order. */
export const INVENTORY_CSV_COLUMNS = [
  'sku',
  'product',
  'lot',
  'expiry_date',
  'quantity',
  'order_number',
  'status',
] as const

/** Lots as a CSV file, one row each in the order given, with each lot's status on `today`. */
export const inventoryCsv = (lots: readonly InventoryLot[], today: string) =>
  toCsv([
    INVENTORY_CSV_COLUMNS,
    ...lots.map((lot) => [
      lot.product.sku,
      lot.product.name,
      lot.lotNumber,
      lot.expiryDate.slice(0, 10),
      lot.quantity,
      lot.orderNumber,
      lotStatus(lot, today),
    ]),
  ])

import { getTableColumns } from 'drizzle-orm'
import * as t from '../../db/schema'
import type { RecordedTax, TaxLine, TaxableLine } from './provider'
import { allocate } from './rounding'
import type { CertificateRow, TaxResult } from './tax'

/** A certificate as orders and answers name it: every column but the PDF. */
export type CertificateView = Omit<CertificateRow, 'pdf'>

/** The columns of a {@link CertificateView}: a read for an answer never loads the PDF (up to 5 MB). */
const { pdf: _pdf, ...columns } = getTableColumns(t.exemptionCertificates)
export const certificateColumns = columns

/** An order's or a cart's sales tax as the schema's `TaxEstimate` answers it. */
export interface OrderTax {
  amount: number
  lines: TaxLine[]
  exemption: CertificateView | null
  estimated: boolean
}

/** What placing an order freezes of its tax into `orders.snapshot.tax`. */
export interface FrozenTax {
  amount: number
  lines: TaxLine[]
  exemption: CertificateView | null
  /** The sale as a hosted provider recorded it (decision 041), for reversing a credit note. */
  recorded?: RecordedTax
}

/** The part of an order's view its tax is computed from. */
export interface TaxedOrder {
  row: {
    state: string
    customerId: number
    companyId: number
    snapshot: unknown
  }
  items: readonly {
    id: number
    subtotalNet: number
    product: { taxClass: string }
  }[]
  adjustments: readonly { amountNet: number }[]
  shippingAddress: {
    stateCode: string
    postcode: string
    country: string
  } | null
}

/**
 * The lines as taxed: each at its net amount less its share of the order's discounts (negative
 * adjustments), split in proportion to the lines so the shares sum to the discount exactly.
 * Shipping (a positive adjustment) is not taxed by the built-in provider (decision 036).
 */
export function taxableLines(order: TaxedOrder): TaxableLine[] {
  const discount = order.adjustments
    .filter((a) => a.amountNet < 0)
    .reduce((sum, a) => sum + a.amountNet, 0)
  const shares = allocate(
    discount,
    order.items.map((item) => item.subtotalNet),
  )
  return order.items.map((item, i) => ({
    key: String(item.id),
    taxClass: item.product.taxClass,
    amountCents: item.subtotalNet + (shares[i] ?? 0),
  }))
}

/** The answer of a tax result, frozen or estimated. */
export const orderTax = (result: TaxResult, estimated: boolean): OrderTax => ({
  amount: result.amount,
  lines: result.breakdown,
  exemption: result.exemption,
  estimated,
})

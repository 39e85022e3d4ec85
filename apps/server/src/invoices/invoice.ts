import type { OrderQuery } from '@shop/commerce-client'
import { addressLines } from '@shop/forms'
import type { SellerConfig } from '../env.server'

/** A placed order as the commerce backend answers it. */
type Order = NonNullable<OrderQuery['order']>
type Address = NonNullable<Order['invoiceAddress']>

/** How long a buyer who pays by invoice has, counted from the invoice date. */
export const PAYMENT_TERM_DAYS = 30

export interface InvoiceLine {
  sku: string
  name: string
  quantity: number
  /** Net, in the currency's minor units (cents), like every amount here. */
  unitPrice: number
  amount: number
}

/** Everything an invoice shows, taken from one placed order: the PDF only lays it out. */
export interface InvoiceData {
  seller: SellerConfig
  /** The company first, then the contact and the postal address, one entry per line. */
  billTo: string[]
  shipTo: string[]
  /** `INV-<order number>`: one invoice per order, so the same order always gets the same number. */
  invoiceNumber: string
  orderNumber: string
  /** The order's placing date. */
  issuedAt: Date
  purchaseOrderReference: string | null
  /** ISO 4217, upper case (`USD`). */
  currency: string
  lines: InvoiceLine[]
  adjustments: { label: string; amount: number }[]
  subtotal: number
  total: number
  payment:
    { method: 'invoice'; dueAt: Date } | { method: 'card'; paid: boolean }
}

/** The address in the shop's one postal format; `company` names the buyer when it has none. */
function billingLines(address: Address | null, company?: string): string[] {
  if (!address) return company ? [company] : []
  return addressLines({
    ...address,
    company: address.company || company,
    country: address.country.isoCode,
  })
}

/**
 * The invoice of a bought order, or null for what the backend says was never bought (a cart, an
 * order awaiting approval or rejected). `customerCompany` names the buyer when the invoice address
 * has no company.
 */
export function invoiceOf(
  order: Order,
  options: { seller: SellerConfig; currency: string; customerCompany?: string },
): InvoiceData | null {
  if (!order.invoiced || !order.number || !order.placedAt) return null
  const issuedAt = new Date(order.placedAt)
  const byInvoice =
    !order.paymentProvider || order.paymentProvider.identifier === 'invoice'
  return {
    seller: options.seller,
    billTo: billingLines(order.invoiceAddress, options.customerCompany),
    shipTo: billingLines(order.shippingAddress),
    invoiceNumber: `INV-${order.number}`,
    orderNumber: order.number,
    issuedAt,
    purchaseOrderReference: order.purchaseOrderReference || null,
    currency: options.currency.toUpperCase(),
    lines: order.items.map((item) => ({
      sku: item.product.sku,
      name: item.product.name,
      quantity: item.quantity,
      unitPrice: item.itemPriceNet,
      amount: item.totalNet,
    })),
    adjustments: order.adjustmentItems.map((adjustment) => ({
      label: adjustment.label,
      amount: adjustment.amountNet,
    })),
    subtotal: order.subtotalNet,
    total: order.totalNet,
    payment: byInvoice
      ? {
          method: 'invoice',
          dueAt: new Date(
            issuedAt.getTime() + PAYMENT_TERM_DAYS * 24 * 60 * 60 * 1000,
          ),
        }
      : // A card order waits in `payment_pending` until its payment arrives.
        { method: 'card', paid: order.state !== 'payment_pending' },
  }
}

import type { OrderInvoiceQuery } from '@shop/commerce-client'

/** A bought order with the invoice the commerce backend issued for it. */
type Order = NonNullable<OrderInvoiceQuery['order']>
type Invoice = NonNullable<Order['invoice']>

export interface InvoiceLine {
  sku: string
  name: string
  /** The product's unit and pieces in one (`box`, 100): quantities count units. */
  unit: string
  packSize: number
  quantity: number
  /** Net, in the currency's minor units (cents), like every amount here. */
  unitPrice: number
  amount: number
}

/**
 * Everything an invoice shows. The backend decides all of it (number, dates, payment terms,
 * seller, tax, amounts paid and due; issues 32 and 36): this only gathers it from its answer, and
 * the PDF lays it out.
 */
export interface InvoiceData {
  seller: Invoice['seller']
  /** The company first, then the contact and the postal address, one entry per line. */
  billTo: string[]
  shipTo: string[]
  invoiceNumber: string
  orderNumber: string
  issuedAt: Date
  purchaseOrderReference: string | null
  /** ISO 4217, upper case (`USD`). */
  currency: string
  lines: InvoiceLine[]
  adjustments: { label: string; amount: number }[]
  subtotal: number
  /** The total before tax, then the sales tax by jurisdiction, as frozen when it was placed. */
  totalNet: number
  taxLines: { name: string; rate: string; amount: number }[]
  taxAmount: number
  /** The certificate that removed the sales tax (`NY-12345`, `NY`), when one did. */
  exemption: { number: string; state: string } | null
  /** What the invoice asks for in all, what was paid of it and what is still due. */
  total: number
  amountPaid: number
  amountDue: number
  /** The terms in the backend's words and the due date; null for an order paid by card. */
  terms: { text: string; dueAt: Date } | null
  paid: boolean
}

/** The invoice of an order, or null while the backend issued none (not shipped, or not bought). */
export function invoiceOf(order: Order): InvoiceData | null {
  const { invoice } = order
  if (!invoice || !order.number) return null
  return {
    seller: invoice.seller,
    billTo: invoice.billTo,
    shipTo: invoice.shipTo,
    invoiceNumber: invoice.number,
    orderNumber: order.number,
    issuedAt: new Date(invoice.issuedAt),
    purchaseOrderReference: order.purchaseOrderReference || null,
    currency: invoice.currency,
    lines: order.items.map((item) => ({
      sku: item.product.sku,
      name: item.product.name,
      unit: item.product.unit,
      packSize: item.product.packSize,
      quantity: item.quantity,
      unitPrice: item.itemPriceNet,
      amount: item.totalNet,
    })),
    adjustments: order.adjustmentItems.map((adjustment) => ({
      label: adjustment.label,
      amount: adjustment.amountNet,
    })),
    subtotal: order.subtotalNet,
    totalNet: invoice.totalNet,
    taxLines: order.tax?.lines ?? [],
    taxAmount: invoice.taxAmount,
    exemption: order.tax?.exemption ?? null,
    total: invoice.total,
    amountPaid: invoice.amountPaid,
    amountDue: invoice.amountDue,
    terms:
      invoice.paymentTerms && invoice.dueAt
        ? { text: invoice.paymentTerms, dueAt: new Date(invoice.dueAt) }
        : null,
    paid: invoice.paid,
  }
}

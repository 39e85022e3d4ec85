import { addressLines } from '@shop/forms'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import { enqueueMail } from '../mail'
import type { MailSettings } from '../mail'
import {
  orderConfirmationMail,
  paymentFailedMail,
  paymentReceivedMail,
} from './order-mails'
import type { MailOrder } from './order-mails'
import { fullName } from '../customers'
import type { AddressRow } from '../customers'
import { paymentTerms } from './invoices'
import { termsOf } from './billing'
import { carrierPricing } from './order-pricing'
import type { OrderView, Snapshot } from './order-views'

// The messages about an order to its buyer: confirmation, payment received and payment failed.
// Each is recorded in the transaction that placed the order or recorded its payment.

// The shop's one postal format, with the phone number a carrier may need.
const mailAddressLines = (address: AddressRow | null): string[] =>
  address
    ? [...addressLines(address), address.phoneNumber].filter(
        (line) => line.trim() !== '',
      )
    : []

/** Its sales tax as frozen when it was placed (decision 036); null before and on older orders. */
function taxShown(view: OrderView): MailOrder['tax'] {
  const frozen = (view.row.snapshot as Snapshot | null)?.tax
  return frozen
    ? { amount: frozen.amount, estimated: false, exemption: frozen.exemption }
    : null
}

/**
 * The order as the messages show it, with the paths of its page and its invoice, and its buyer's
 * address.
 */
export async function orderMailData(
  tx: Executor,
  view: OrderView,
): Promise<{ to: string; order: MailOrder }> {
  const [found] = await tx
    .select({ customer: t.customers, company: t.companies })
    .from(t.customers)
    .innerJoin(t.companies, eq(t.companies.id, t.customers.companyId))
    .where(eq(t.customers.id, view.row.customerId))
  if (!found) throw new Error(`Order ${view.row.id} has no customer.`)
  const { customer, company } = found
  const [invoice] = await tx
    .select({ id: t.invoices.id })
    .from(t.invoices)
    .where(eq(t.invoices.orderId, view.row.id))
  const token = encodeURIComponent(view.row.token)
  return {
    to: customer.email,
    order: {
      number: view.row.number ?? '',
      placedAt: (view.row.placedAt ?? new Date()).toISOString(),
      customerName: fullName(customer),
      companyName: company.name,
      lines: view.items.map((item) => ({
        sku: item.product.sku,
        name: item.product.name,
        unit: item.product.unit,
        packSize: item.product.packSize,
        quantity: item.quantity,
        unitNet: item.itemPriceNet,
        lineNet: item.totalNet,
      })),
      subtotalNet: view.subtotalNet,
      adjustments: view.adjustments.map(({ label, amountNet }) => ({
        label,
        amountNet,
      })),
      totalNet: view.totalNet,
      tax: taxShown(view),
      shippingAddress: mailAddressLines(view.shippingAddress),
      invoiceAddress: mailAddressLines(view.invoiceAddress),
      purchaseOrderReference: view.row.poReference,
      paymentMethod:
        view.paymentProvider?.identifier === 'stripe' ? 'card' : 'invoice',
      paymentTerms: paymentTerms(
        (await termsOf(tx, view.row.companyId)).termDays,
      ),
      carrier: carrierPricing(view.carrier)?.title ?? null,
      orderLink: `/en/shop/account/orders/${token}`,
      invoiceLink: invoice ? `/api/account/orders/${token}/invoice.pdf` : null,
    },
  }
}

/** What each message about an order says, by its kind. */
const ORDER_MAILS = {
  'order-confirmation': orderConfirmationMail,
  'payment-received': paymentReceivedMail,
  // The order's page offers to pay an unpaid order again.
  'payment-failed': (settings: MailSettings, order: MailOrder) =>
    paymentFailedMail(settings, order, { payLink: order.orderLink }),
}

/** Records a message about the order to its buyer, in the caller's transaction. */
export async function sendOrderMail(
  tx: Executor,
  settings: MailSettings,
  view: OrderView,
  kind: keyof typeof ORDER_MAILS,
) {
  const { to, order } = await orderMailData(tx, view)
  await enqueueMail(tx, { kind, to, ...ORDER_MAILS[kind](settings, order) })
}

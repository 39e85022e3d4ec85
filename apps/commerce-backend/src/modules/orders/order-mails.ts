import { packLine, taxSummary, unitQuantity } from '@shop/i18n'
import type { TaxShown } from '@shop/i18n'
import type { MailContent } from '../mail'
import { greeting, mailTools } from '../mail'
import type { MailContext, MailTools } from '../mail'
import { renderMail } from '../mail'
import type { MailDetail, MailLineTable } from '../mail'

/**
 * A placed order as its messages show it. Amounts are integer minor units (net) in the shop
 * currency; `placedAt` is an ISO date; links are paths of the shop, made absolute on `publicUrl`.
 */
export interface MailOrder {
  number: string
  placedAt: string
  customerName: string
  companyName: string
  lines: {
    sku: string
    name: string
    /** Quantities count units (decision 031): "10 boxes", each a pack of `packSize` pieces. */
    unit: string
    packSize: number
    quantity: number
    unitNet: number
    lineNet: number
  }[]
  subtotalNet: number
  /** Discounts (negative) and charges such as shipping, in the order they apply. */
  adjustments: { label: string; amountNet: number }[]
  totalNet: number
  /** Its sales tax as frozen at placement; null before (awaiting approval) or on older orders. */
  tax: TaxShown | null
  /** The address as lines, as printed on a label. */
  shippingAddress: string[]
  invoiceAddress: string[]
  purchaseOrderReference: string | null
  paymentMethod: 'invoice' | 'card'
  /** The payment terms of paying by invoice, in words, as the backend words them everywhere. */
  paymentTerms: string
  carrier: string | null
  orderLink: string
  /** Null while its invoice is not issued (it is when the order ships, by default). */
  invoiceLink: string | null
}

/**
 * The order's lines with subtotal, adjustments, sales tax and total, as the `lines` block shows
 * them: worded as the shop's summary words them (`taxSummary`).
 */
export function lineTable(tools: MailTools, order: MailOrder): MailLineTable {
  const { t, money } = tools
  const tax = taxSummary(t, order.tax)
  return {
    headings: {
      product: t('mail.order.product'),
      quantity: t('mail.order.quantity'),
      price: t('mail.order.price'),
    },
    lines: order.lines.map((line) => {
      // The shop's words for units and packs: "10 boxes", "Box of 100 · $0.09 per piece".
      const quantity = unitQuantity(t, line, line.quantity)
      const unitPrice = money(line.unitNet)
      const linePrice = money(line.lineNet)
      return {
        name: line.name,
        sku: `${t('product.sku', { sku: line.sku })} · ${packLine(t, money, line, line.unitNet)}`,
        quantity,
        unitPrice: t('cart.itemPrice', { price: unitPrice }),
        linePrice,
        text: t('mail.order.lineText', { quantity, unitPrice, linePrice }),
      }
    }),
    totals: [
      { label: t('cart.subtotal'), amount: money(order.subtotalNet) },
      ...order.adjustments.map((adjustment) => ({
        label: adjustment.label,
        amount: money(adjustment.amountNet),
      })),
      ...(tax.line
        ? [
            {
              label: tax.line.label,
              amount: tax.line.text ?? money(tax.line.amount),
            },
          ]
        : []),
      {
        label: tax.totalLabel,
        amount: money(order.totalNet + (order.tax?.amount ?? 0)),
        strong: true,
      },
    ],
  }
}

function orderDetails(tools: MailTools, order: MailOrder): MailDetail[] {
  const { t } = tools
  const details: MailDetail[] = [
    { label: t('checkout.shippingAddress'), lines: order.shippingAddress },
    { label: t('checkout.invoiceAddress'), lines: order.invoiceAddress },
  ]
  if (order.purchaseOrderReference)
    details.push({
      label: t('mail.order.poReference'),
      lines: [order.purchaseOrderReference],
    })
  details.push({
    label: t('mail.order.paymentMethod'),
    lines: [
      order.paymentMethod === 'invoice'
        ? t('mail.order.paymentInvoice', { terms: order.paymentTerms })
        : t('mail.order.paymentCard'),
    ],
  })
  if (order.carrier)
    details.push({ label: t('checkout.carrier'), lines: [order.carrier] })
  return details
}

/** The confirmation of a placed order: what was ordered, for how much, where it goes and how it is paid. */
export function orderConfirmationMail(
  ctx: MailContext,
  order: MailOrder,
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  return renderMail(tools, {
    subject: t('mail.order.subject', { number: order.number }),
    greeting: greeting(tools, order.customerName),
    blocks: [
      { kind: 'paragraph', text: t('mail.order.intro') },
      {
        kind: 'details',
        items: [
          { label: t('mail.order.number'), lines: [order.number] },
          {
            label: t('mail.order.placedOn'),
            lines: [tools.date(order.placedAt)],
          },
          { label: t('mail.order.company'), lines: [order.companyName] },
        ],
      },
      { kind: 'heading', text: t('mail.order.items') },
      { kind: 'lines', table: lineTable(tools, order) },
      { kind: 'heading', text: t('mail.order.details') },
      { kind: 'details', items: orderDetails(tools, order) },
      { kind: 'button', label: t('mail.order.view'), path: order.orderLink },
      order.invoiceLink
        ? {
            kind: 'link',
            label: t('mail.order.invoice'),
            path: order.invoiceLink,
          }
        : { kind: 'note', text: t('mail.order.invoiceLater') },
    ],
    reason: t('mail.reason.order'),
  })
}

/** Confirms a recorded payment of an order. */
export function paymentReceivedMail(
  ctx: MailContext,
  order: MailOrder,
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  return renderMail(tools, {
    subject: t('mail.paymentReceived.subject', { number: order.number }),
    greeting: greeting(tools, order.customerName),
    blocks: [
      {
        kind: 'paragraph',
        text: t('mail.paymentReceived.intro', {
          amount: tools.money(order.totalNet),
          number: order.number,
        }),
      },
      { kind: 'button', label: t('mail.order.view'), path: order.orderLink },
    ],
    reason: t('mail.reason.order'),
  })
}

/** Tells the buyer a card payment failed, nothing was charged, and how to pay the order now. */
export function paymentFailedMail(
  ctx: MailContext,
  order: MailOrder,
  data: { payLink: string },
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  return renderMail(tools, {
    subject: t('mail.paymentFailed.subject', { number: order.number }),
    greeting: greeting(tools, order.customerName),
    blocks: [
      {
        kind: 'paragraph',
        text: t('mail.paymentFailed.intro', {
          amount: tools.money(order.totalNet),
          number: order.number,
        }),
      },
      { kind: 'paragraph', text: t('mail.paymentFailed.action') },
      {
        kind: 'button',
        label: t('mail.paymentFailed.button'),
        path: data.payLink,
      },
    ],
    reason: t('mail.reason.order'),
  })
}

import {
  EN_MESSAGES,
  createFormatters,
  createTranslator,
  taxSummary,
} from '@shop/i18n'
import type { MessageKey } from '@shop/i18n'
import type { InvoiceData } from './invoice'
import { invoiceColumns } from './invoice-columns'
import { createPdf } from './pdf-layout'
import type { TotalRow } from './pdf-layout'

/** The invoice's words, from the shop's catalogue (English: the only locale the shop has). */
const t = createTranslator<MessageKey>(EN_MESSAGES, 'en')

/** The seller as the top of each of the shop's documents shows it. */
export const issuerOf = (seller: InvoiceData['seller']) => ({
  name: seller.name,
  lines: [
    ...seller.addressLines,
    t('invoice.taxId', { taxId: seller.taxId }),
    seller.email,
  ],
})

/**
 * The invoice of an order as a PDF: seller and buyer, invoice and order numbers, the lines (whose
 * table header repeats on every page), adjustments, the total before tax, the sales tax (or the
 * exemption), the total, paid and due, payment terms with the remittance details, and "Page n of m".
 * Pure: the same invoice gives the same document.
 */
export async function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const { formatMoney, formatDate } = createFormatters('en', invoice.currency)
  const { seller } = invoice
  const pdf = createPdf({
    title: t('invoice.documentTitle', { number: invoice.invoiceNumber }),
    author: seller.name,
    subject: t('invoice.documentSubject', { number: invoice.orderNumber }),
    createdAt: invoice.issuedAt,
    continued: t('invoice.continued', {
      seller: seller.name,
      number: invoice.invoiceNumber,
    }),
  })

  const meta: [string, string][] = [
    [t('invoice.number'), invoice.invoiceNumber],
    [t('invoice.date'), formatDate(invoice.issuedAt)],
    [t('invoice.orderNumber'), invoice.orderNumber],
  ]
  if (invoice.purchaseOrderReference)
    meta.push([t('invoice.poReference'), invoice.purchaseOrderReference])
  if (invoice.terms)
    meta.push([t('invoice.dueDate'), formatDate(invoice.terms.dueAt)])
  meta.push([t('invoice.currency'), invoice.currency])
  let y = pdf.header(issuerOf(seller), t('invoice.heading'), meta)

  // Who is billed, and where the goods went.
  y = pdf.parties(y, [
    { title: t('invoice.billTo'), lines: invoice.billTo },
    ...(invoice.shipTo.length
      ? [{ title: t('invoice.shipTo'), lines: invoice.shipTo }]
      : []),
  ])
  y = pdf.table(y, invoiceColumns({ formatMoney }), invoice.lines)

  // Before tax, the tax by jurisdiction (or the exemption that removed it), the total, what was
  // paid and what is due.
  const tax = taxSummary(t, {
    amount: invoice.taxAmount,
    estimated: false,
    exemption: invoice.exemption,
  })
  const totals: TotalRow[] = [
    { label: t('invoice.subtotal'), value: formatMoney(invoice.subtotal) },
    ...invoice.adjustments.map((adjustment) => ({
      label: adjustment.label,
      value: formatMoney(adjustment.amount),
    })),
    {
      label: t('invoice.totalBeforeTax'),
      value: formatMoney(invoice.totalNet),
    },
    ...(invoice.exemption || !invoice.taxLines.length
      ? [
          {
            label: tax.line?.label ?? t('tax.label'),
            value: tax.line?.text ?? formatMoney(invoice.taxAmount),
          },
        ]
      : invoice.taxLines.map((line) => ({
          label: t('invoice.taxLine', { name: line.name, rate: line.rate }),
          value: formatMoney(line.amount),
        }))),
    {
      label: t('invoice.total', { currency: invoice.currency }),
      value: formatMoney(invoice.total),
      strong: true,
    },
    { label: t('invoice.amountPaid'), value: formatMoney(invoice.amountPaid) },
    {
      label: t('invoice.amountDue', { currency: invoice.currency }),
      value: formatMoney(invoice.amountDue),
      strong: true,
    },
  ]
  y = pdf.totals(y, totals)

  // How it is paid: by invoice on the backend's terms (to the seller's account, quoting the
  // number), or by card (the only other way); and why no tax was charged, when a certificate said so.
  const payment = [
    ...(invoice.terms
      ? [
          t('invoice.terms', {
            terms: invoice.terms.text,
            dueDate: formatDate(invoice.terms.dueAt),
          }),
          ...(invoice.paid
            ? [t('invoice.paid')]
            : [
                t('invoice.quote', { number: invoice.invoiceNumber }),
                t('invoice.remitTo'),
                ...seller.remittance,
              ]),
        ]
      : [invoice.paid ? t('invoice.paidByCard') : t('invoice.toPayByCard')]),
    ...(invoice.exemption
      ? [
          t('invoice.exemption', {
            number: invoice.exemption.number,
            state: invoice.exemption.state,
          }),
        ]
      : []),
  ]
  pdf.notes(y, t('invoice.payment'), payment)

  // Every page: who issued it, which invoice, and "Page n of m".
  return pdf.end(`${seller.name} · ${invoice.invoiceNumber}`, (page, pages) =>
    t('invoice.page', { page, pages }),
  )
}

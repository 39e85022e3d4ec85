import type { CreditNotePdfQuery } from '@shop/commerce-client'
import { EN_MESSAGES, createFormatters, createTranslator } from '@shop/i18n'
import type { MessageKey } from '@shop/i18n'
import { invoiceColumns } from './invoice-columns'
import { issuerOf } from './invoice-pdf'
import { createPdf } from './pdf-layout'

const t = createTranslator<MessageKey>(EN_MESSAGES, 'en')

/** A credit note as the backend prints it (decision 040): it decides every figure. */
export type CreditNoteData = NonNullable<CreditNotePdfQuery['creditNote']>

/**
 * A credit note as a PDF, in the invoice's layout: the seller, the number, date, RMA and order it
 * credits, the practice, the returned lines, the credit before tax, its tax and total, and what
 * of it the order's invoice took.
 */
export async function renderCreditNotePdf(
  note: CreditNoteData,
): Promise<Buffer> {
  const { formatMoney, formatDate } = createFormatters('en', note.currency)
  const issuedAt = new Date(note.issuedAt)
  const pdf = createPdf({
    title: t('creditNote.documentTitle', { number: note.number }),
    author: note.seller.name,
    subject: t('invoice.documentSubject', { number: note.orderNumber }),
    createdAt: issuedAt,
    continued: t('creditNote.continued', {
      seller: note.seller.name,
      number: note.number,
    }),
  })
  const meta: [string, string][] = [
    [t('creditNote.number'), note.number],
    [t('creditNote.date'), formatDate(issuedAt)],
    [t('invoice.orderNumber'), note.orderNumber],
  ]
  if (note.rmaNumber) meta.push([t('creditNote.rma'), note.rmaNumber])
  meta.push([t('invoice.currency'), note.currency])
  let y = pdf.header(issuerOf(note.seller), t('creditNote.heading'), meta)
  y = pdf.parties(y, [{ title: t('invoice.billTo'), lines: note.billTo }])
  y = pdf.table(y, invoiceColumns({ formatMoney }), note.lines)
  y = pdf.totals(y, [
    { label: t('creditNote.net'), value: formatMoney(note.net) },
    { label: t('creditNote.salesTax'), value: formatMoney(note.tax) },
    {
      label: t('creditNote.total', { currency: note.currency }),
      value: formatMoney(note.total),
      strong: true,
    },
    { label: t('creditNote.applied'), value: formatMoney(note.applied) },
    { label: t('creditNote.available'), value: formatMoney(note.available) },
  ])
  pdf.notes(y, t('creditNote.about'), [
    note.rmaNumber
      ? t('creditNote.credits', {
          order: note.orderNumber,
          rma: note.rmaNumber,
        })
      : t('creditNote.creditsNoRma', { order: note.orderNumber }),
  ])
  return pdf.end(`${note.seller.name} · ${note.number}`, (page, pages) =>
    t('invoice.page', { page, pages }),
  )
}

import type { MonthlyStatementQuery } from '@shop/commerce-client'
import { EN_MESSAGES, createFormatters, createTranslator } from '@shop/i18n'
import type { MessageKey } from '@shop/i18n'
import { issuerOf } from './invoice-pdf'
import { createPdf } from './pdf-layout'
import type { Column } from './pdf-layout'

const t = createTranslator<MessageKey>(EN_MESSAGES, 'en')

/** A practice's month as the backend answers it (decision 040): it decides every figure. */
export type MonthlyStatementData = MonthlyStatementQuery['monthlyStatement']

interface Entry {
  at: Date
  kind: string
  number: string
  orderNumber: string
  charge: number | null
  credit: number | null
}

/**
 * The monthly statement as a PDF, in the invoice's layout: the practice, the month's entries in
 * date order (invoices as charges; payments and credit notes as credits), the opening balance, the
 * month's sums and the closing balance, the ageing at the month's end and where to remit.
 */
export async function renderStatementPdf(
  statement: MonthlyStatementData,
): Promise<Buffer> {
  const { formatMoney, formatDate } = createFormatters('en', statement.currency)
  const { seller } = statement
  const to = new Date(`${statement.to}T00:00:00Z`)
  const pdf = createPdf({
    title: t('monthlyStatement.documentTitle', { month: statement.month }),
    author: seller.name,
    subject: statement.billTo[0] ?? '',
    createdAt: to,
    continued: t('monthlyStatement.continued', {
      seller: seller.name,
      month: statement.month,
    }),
  })
  let y = pdf.header(issuerOf(seller), t('monthlyStatement.heading'), [
    [
      t('monthlyStatement.period'),
      `${formatDate(new Date(`${statement.from}T00:00:00Z`))} – ${formatDate(to)}`,
    ],
    [t('invoice.currency'), statement.currency],
  ])
  y = pdf.parties(y, [
    { title: t('monthlyStatement.account'), lines: statement.billTo },
  ])

  const entries: Entry[] = [
    ...statement.invoices.map((e) => ({
      ...e,
      kind: t('monthlyStatement.invoiceEntry'),
      charge: e.amount,
      credit: null,
    })),
    ...statement.payments.map((e) => ({
      ...e,
      kind: t('monthlyStatement.paymentEntry'),
      charge: null,
      credit: e.amount,
    })),
    ...statement.credits.map((e) => ({
      ...e,
      kind: t('monthlyStatement.creditEntry'),
      charge: null,
      credit: e.amount,
    })),
  ]
    .map((e) => ({ ...e, at: new Date(e.at) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
  const money = (value: number | null) =>
    value === null ? '' : formatMoney(value)
  const columns: Column<Entry>[] = [
    {
      label: t('monthlyStatement.date'),
      width: 70,
      align: 'left',
      cell: (e) => formatDate(e.at),
    },
    {
      label: t('monthlyStatement.entry'),
      width: 120,
      align: 'left',
      cell: (e) => e.kind,
    },
    {
      label: t('monthlyStatement.document'),
      width: 90,
      align: 'left',
      cell: (e) => e.number,
    },
    {
      label: t('invoice.orderNumber'),
      width: 82,
      align: 'left',
      cell: (e) => e.orderNumber,
    },
    {
      label: t('monthlyStatement.charge'),
      width: 75,
      align: 'right',
      cell: (e) => money(e.charge),
    },
    {
      label: t('monthlyStatement.credit'),
      width: 75,
      align: 'right',
      cell: (e) => money(e.credit),
    },
  ]
  y = entries.length
    ? pdf.table(y, columns, entries)
    : pdf.notes(y, t('monthlyStatement.none'), [])
  const sum = (list: { amount: number }[]) =>
    list.reduce((total, e) => total + e.amount, 0)
  y = pdf.totals(y, [
    {
      label: t('monthlyStatement.opening'),
      value: formatMoney(statement.openingBalance),
    },
    {
      label: t('monthlyStatement.invoices'),
      value: formatMoney(sum(statement.invoices)),
    },
    {
      label: t('monthlyStatement.payments'),
      value: formatMoney(-sum(statement.payments)),
    },
    {
      label: t('monthlyStatement.credits'),
      value: formatMoney(-sum(statement.credits)),
    },
    {
      label: t('monthlyStatement.closing', { currency: statement.currency }),
      value: formatMoney(statement.closingBalance),
      strong: true,
    },
  ])
  const { ageing } = statement
  y = pdf.notes(
    y,
    t('monthlyStatement.ageing'),
    (
      [
        ['statement.ageing.current', ageing.current],
        ['statement.ageing.days1To30', ageing.days1To30],
        ['statement.ageing.days31To60', ageing.days31To60],
        ['statement.ageing.days61To90', ageing.days61To90],
        ['statement.ageing.over90', ageing.over90],
      ] as const
    ).map(([key, cents]) => `${t(key)}: ${formatMoney(cents)}`),
  )
  pdf.notes(y, t('monthlyStatement.remittance'), [
    t('monthlyStatement.quote'),
    ...seller.remittance,
  ])
  return pdf.end(
    `${seller.name} · ${t('monthlyStatement.documentTitle', { month: statement.month })}`,
    (page, pages) => t('invoice.page', { page, pages }),
  )
}

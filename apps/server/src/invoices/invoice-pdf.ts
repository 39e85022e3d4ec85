import {
  EN_MESSAGES,
  createFormatters,
  createTranslator,
  taxSummary,
} from '@shop/i18n'
import type { MessageKey } from '@shop/i18n'
import PDFDocument from 'pdfkit'
import type { InvoiceData } from './invoice'
import { invoiceColumns } from './invoice-columns'
import {
  MARGIN,
  CONTENT_WIDTH,
  CONTENT_BOTTOM,
  FOOTER_Y,
  REGULAR,
  BOLD,
  MUTED,
  SHADE,
  CELL_X,
  CELL_Y,
  TABLE_SIZE,
  pdfWriter,
} from './pdf-page'

/** The invoice's words, from the shop's catalogue (English: the only locale the shop has). */
const t = createTranslator<MessageKey>(EN_MESSAGES, 'en')

/**
 * The invoice of an order as a PDF: seller and buyer, invoice and order numbers, the lines (whose
 * table header repeats on every page), adjustments, the total before tax, the sales tax (or the
 * exemption), the total, paid and due, payment terms with the remittance details, and "Page n of m".
 * Pure: the same invoice gives the same document.
 */
export async function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const { formatMoney, formatDate, formatNumber } = createFormatters(
    'en',
    invoice.currency,
  )
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    // Pages stay in memory until the end, so each can be numbered "of" the total.
    bufferPages: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: t('invoice.documentTitle', { number: invoice.invoiceNumber }),
      Author: invoice.seller.name,
      Subject: t('invoice.documentSubject', { number: invoice.orderNumber }),
      // The invoice's own date, not the moment of rendering: a download today and one next year
      // are the same document.
      CreationDate: invoice.issuedAt,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const { write, heightOf, rule } = pdfWriter(doc)

  const columns = invoiceColumns({ formatMoney, formatNumber })

  /** A page after the first: which invoice it continues. */
  const continuePage = () => {
    doc.addPage()
    return (
      write(
        t('invoice.continued', {
          seller: invoice.seller.name,
          number: invoice.invoiceNumber,
        }),
        MARGIN,
        MARGIN,
        { width: CONTENT_WIDTH, font: BOLD, size: 10, color: MUTED },
      ) + 12
    )
  }

  const tableHeader = (y: number) => {
    const height =
      heightOf(t('invoice.unitPrice'), 80, BOLD, TABLE_SIZE) + 2 * CELL_Y
    doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(SHADE)
    let x = MARGIN
    for (const column of columns) {
      write(column.label, x + CELL_X, y + CELL_Y, {
        width: column.width - 2 * CELL_X,
        font: BOLD,
        size: TABLE_SIZE,
        align: column.align,
      })
      x += column.width
    }
    return y + height
  }

  // The seller, left; the invoice's numbers and dates, right.
  const { seller } = invoice
  let left = write(seller.name, MARGIN, MARGIN, {
    width: 260,
    font: BOLD,
    size: 16,
  })
  left += 4
  for (const line of [
    ...seller.addressLines,
    t('invoice.taxId', { taxId: seller.taxId }),
    seller.email,
  ])
    left = write(line, MARGIN, left, { width: 260, size: 9, color: MUTED })

  const metaX = MARGIN + 280
  const metaWidth = CONTENT_WIDTH - 280
  let right = write(t('invoice.heading'), metaX, MARGIN, {
    width: metaWidth,
    font: BOLD,
    size: 20,
    align: 'right',
  })
  right += 6
  const meta: [string, string][] = [
    [t('invoice.number'), invoice.invoiceNumber],
    [t('invoice.date'), formatDate(invoice.issuedAt)],
    [t('invoice.orderNumber'), invoice.orderNumber],
    ...(invoice.purchaseOrderReference
      ? [
          [t('invoice.poReference'), invoice.purchaseOrderReference] as [
            string,
            string,
          ],
        ]
      : []),
    ...(invoice.terms
      ? [
          [t('invoice.dueDate'), formatDate(invoice.terms.dueAt)] as [
            string,
            string,
          ],
        ]
      : []),
    [t('invoice.currency'), invoice.currency],
  ]
  for (const [label, value] of meta) {
    const labelEnd = write(label, metaX, right, {
      width: 95,
      size: 9,
      color: MUTED,
    })
    const valueEnd = write(value, metaX + 95, right, {
      width: metaWidth - 95,
      font: BOLD,
      size: 9,
      align: 'right',
    })
    right = Math.max(labelEnd, valueEnd) + 2
  }

  // Who is billed, and where the goods went.
  let y = Math.max(left, right) + 24
  const addressBlock = (title: string, lines: string[], x: number) => {
    let end = write(title, x, y, {
      width: 240,
      font: BOLD,
      size: 9,
      color: MUTED,
    })
    end += 2
    lines.forEach((line, index) => {
      end = write(line, x, end, {
        width: 240,
        font: index === 0 ? BOLD : REGULAR,
        size: 10,
      })
    })
    return end
  }
  y =
    Math.max(
      addressBlock(t('invoice.billTo'), invoice.billTo, MARGIN),
      invoice.shipTo.length
        ? addressBlock(t('invoice.shipTo'), invoice.shipTo, MARGIN + 272)
        : y,
    ) + 24

  // The lines: a row that does not fit goes to a new page, under the header again.
  y = tableHeader(y)
  for (const line of invoice.lines) {
    const cells = columns.map((column) => column.cell(line))
    const height =
      Math.max(
        ...cells.map((cell, index) =>
          heightOf(
            cell,
            (columns[index]?.width ?? 0) - 2 * CELL_X,
            REGULAR,
            TABLE_SIZE,
          ),
        ),
      ) +
      2 * CELL_Y
    if (y + height > CONTENT_BOTTOM) y = tableHeader(continuePage())
    let x = MARGIN
    cells.forEach((cell, index) => {
      const column = columns[index]
      if (!column) return
      write(cell, x + CELL_X, y + CELL_Y, {
        width: column.width - 2 * CELL_X,
        size: TABLE_SIZE,
        align: column.align,
      })
      x += column.width
    })
    y += height
    rule(y)
  }

  // The totals, right-aligned under the amounts; kept together on one page: before tax, the tax
  // by jurisdiction (or the exemption that removed it), the total, what was paid and what is due.
  const tax = taxSummary(t, {
    amount: invoice.taxAmount,
    estimated: false,
    exemption: invoice.exemption,
  })
  const totals: { label: string; value: string; strong?: boolean }[] = [
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
  const LABEL_WIDTH = 200
  const VALUE_WIDTH = 110
  const totalsX = MARGIN + CONTENT_WIDTH - LABEL_WIDTH - VALUE_WIDTH
  const rowHeight = (row: (typeof totals)[number]) =>
    Math.max(
      heightOf(row.label, LABEL_WIDTH - 8, row.strong ? BOLD : REGULAR),
      heightOf(row.value, VALUE_WIDTH, row.strong ? BOLD : REGULAR),
    ) + 4
  const totalsHeight = totals.reduce((sum, row) => sum + rowHeight(row), 0)
  if (y + 12 + totalsHeight + 20 > CONTENT_BOTTOM) y = continuePage()
  y += 12
  for (const row of totals) {
    const font = row.strong ? BOLD : REGULAR
    // A rule above each bold row: the total and the amount due stand out.
    if (row.strong) {
      rule(y, totalsX, LABEL_WIDTH + VALUE_WIDTH)
      y += 4
    }
    const height = rowHeight(row)
    write(row.label, totalsX, y, { width: LABEL_WIDTH - 8, font })
    write(row.value, totalsX + LABEL_WIDTH, y, {
      width: VALUE_WIDTH,
      font,
      align: 'right',
    })
    y += height
  }
  y += 16

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
  const paymentHeight =
    heightOf(t('invoice.payment'), CONTENT_WIDTH, BOLD) +
    payment.reduce((sum, line) => sum + heightOf(line, CONTENT_WIDTH), 0)
  if (y + paymentHeight > CONTENT_BOTTOM) y = continuePage()
  y = write(t('invoice.payment'), MARGIN, y, {
    width: CONTENT_WIDTH,
    font: BOLD,
  })
  for (const line of payment)
    y = write(line, MARGIN, y, { width: CONTENT_WIDTH })

  // Every page: who issued it, which invoice, and "Page n of m".
  const { start, count } = doc.bufferedPageRange()
  for (let index = start; index < start + count; index++) {
    const page = doc.switchToPage(index)
    // The footer sits in the bottom margin, where text would otherwise start a new page.
    const bottom = page.margins.bottom
    page.margins.bottom = 0
    rule(FOOTER_Y - 6)
    write(`${seller.name} · ${invoice.invoiceNumber}`, MARGIN, FOOTER_Y, {
      width: CONTENT_WIDTH / 2,
      size: 8,
      color: MUTED,
    })
    write(
      t('invoice.page', { page: index - start + 1, pages: count }),
      MARGIN + CONTENT_WIDTH / 2,
      FOOTER_Y,
      { width: CONTENT_WIDTH / 2, size: 8, color: MUTED, align: 'right' },
    )
    page.margins.bottom = bottom
  }
  doc.end()
  return finished
}

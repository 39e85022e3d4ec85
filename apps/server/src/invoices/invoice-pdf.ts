import { EN_MESSAGES, createFormatters, createTranslator } from '@shop/i18n'
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
 * table header repeats on every page), adjustments, totals, payment terms, and "Page n of m".
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

  // The totals, right-aligned under the amounts; kept together on one page.
  const totals: [string, number][] = [
    [t('invoice.subtotal'), invoice.subtotal],
    ...invoice.adjustments.map(
      (adjustment) => [adjustment.label, adjustment.amount] as [string, number],
    ),
  ]
  const totalsX = MARGIN + CONTENT_WIDTH - 250
  const rowHeight = heightOf(t('invoice.subtotal'), 150) + 4
  if (y + 12 + (totals.length + 1) * rowHeight + 10 > CONTENT_BOTTOM)
    y = continuePage()
  y += 12
  for (const [label, amount] of totals) {
    write(label, totalsX, y, { width: 150 })
    write(formatMoney(amount), totalsX + 150, y, { width: 100, align: 'right' })
    y += rowHeight
  }
  rule(y, totalsX, 250)
  y += 4
  write(t('invoice.total', { currency: invoice.currency }), totalsX, y, {
    width: 150,
    font: BOLD,
  })
  y =
    write(formatMoney(invoice.total), totalsX + 150, y, {
      width: 100,
      font: BOLD,
      align: 'right',
    }) + 20

  // How it is paid: by invoice on the backend's terms, or by card (the only other way).
  const payment = invoice.terms
    ? [
        t('invoice.terms', {
          terms: invoice.terms.text,
          dueDate: formatDate(invoice.terms.dueAt),
        }),
        invoice.paid
          ? t('invoice.paid')
          : t('invoice.quote', { number: invoice.invoiceNumber }),
      ]
    : [invoice.paid ? t('invoice.paidByCard') : t('invoice.toPayByCard')]
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

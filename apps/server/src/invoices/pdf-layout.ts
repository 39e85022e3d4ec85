import PDFDocument from 'pdfkit'
import {
  BOLD,
  CELL_X,
  CELL_Y,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  FOOTER_Y,
  MARGIN,
  MUTED,
  REGULAR,
  SHADE,
  TABLE_SIZE,
  pdfWriter,
} from './pdf-page'

// The one layout of the shop's documents (invoice, credit note, monthly statement; decision 040):
// the issuer and the document's numbers at the top, the parties, a table whose header repeats on
// every page, right-aligned totals, notes, and "Page n of m" in every footer.

/** A column of a document's table: its header, width (points), alignment and cell. */
export interface Column<Row> {
  label: string
  width: number
  align: 'left' | 'right'
  cell: (row: Row) => string
}

/** A row of the totals; a strong one (the total, what is due) is bold under a rule. */
export interface TotalRow {
  label: string
  value: string
  strong?: boolean
}

export interface Issuer {
  name: string
  /** The lines under the name: address, tax ID, e-mail. */
  lines: string[]
}

/**
 * A new document. `continued` heads every page after the first (which document it continues);
 * the metadata's date is the document's own, so a download today and one next year are the same.
 */
export function createPdf(info: {
  title: string
  author: string
  subject: string
  createdAt: Date
  continued: string
}) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    // Pages stay in memory until the end, so each can be numbered "of" the total.
    bufferPages: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      CreationDate: info.createdAt,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const { write, heightOf, rule } = pdfWriter(doc)

  /** A page after the first, headed by the document it continues; answers where content starts. */
  const continuePage = () => {
    doc.addPage()
    return (
      write(info.continued, MARGIN, MARGIN, {
        width: CONTENT_WIDTH,
        font: BOLD,
        size: 10,
        color: MUTED,
      }) + 12
    )
  }

  /** The issuer, left; the heading and the document's numbers and dates, right. */
  const header = (
    issuer: Issuer,
    heading: string,
    meta: [string, string][],
  ) => {
    let left = write(issuer.name, MARGIN, MARGIN, {
      width: 260,
      font: BOLD,
      size: 16,
    })
    left += 4
    for (const line of issuer.lines)
      left = write(line, MARGIN, left, { width: 260, size: 9, color: MUTED })
    const metaX = MARGIN + 280
    const metaWidth = CONTENT_WIDTH - 280
    let right = write(heading, metaX, MARGIN, {
      width: metaWidth,
      font: BOLD,
      size: 20,
      align: 'right',
    })
    right += 6
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
    return Math.max(left, right) + 24
  }

  /** Up to two address blocks side by side (bill to, ship to), the first line bold. */
  const parties = (y: number, blocks: { title: string; lines: string[] }[]) => {
    const ends = blocks.map(({ title, lines }, column) => {
      const x = MARGIN + column * 272
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
    })
    return Math.max(y, ...ends) + 24
  }

  /** A table of rows: a row that does not fit goes to a new page, under the header again. */
  const table = <Row>(y: number, columns: Column<Row>[], rows: Row[]) => {
    const tableHeader = (top: number) => {
      const height =
        Math.max(
          ...columns.map((c) =>
            heightOf(c.label, c.width - 2 * CELL_X, BOLD, TABLE_SIZE),
          ),
        ) +
        2 * CELL_Y
      doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(SHADE)
      let x = MARGIN
      for (const column of columns) {
        write(column.label, x + CELL_X, top + CELL_Y, {
          width: column.width - 2 * CELL_X,
          font: BOLD,
          size: TABLE_SIZE,
          align: column.align,
        })
        x += column.width
      }
      return top + height
    }
    y = tableHeader(y)
    for (const row of rows) {
      const cells = columns.map((column) => column.cell(row))
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
    return y
  }

  /** Totals right-aligned under the amounts, kept together on one page. */
  const totals = (y: number, rows: TotalRow[]) => {
    const LABEL_WIDTH = 200
    const VALUE_WIDTH = 110
    const x = MARGIN + CONTENT_WIDTH - LABEL_WIDTH - VALUE_WIDTH
    const rowHeight = (row: TotalRow) =>
      Math.max(
        heightOf(row.label, LABEL_WIDTH - 8, row.strong ? BOLD : REGULAR),
        heightOf(row.value, VALUE_WIDTH, row.strong ? BOLD : REGULAR),
      ) + 4
    const height = rows.reduce((sum, row) => sum + rowHeight(row), 0)
    if (y + 12 + height + 20 > CONTENT_BOTTOM) y = continuePage()
    y += 12
    for (const row of rows) {
      const font = row.strong ? BOLD : REGULAR
      if (row.strong) {
        rule(y, x, LABEL_WIDTH + VALUE_WIDTH)
        y += 4
      }
      const rowEnd = y + rowHeight(row)
      write(row.label, x, y, { width: LABEL_WIDTH - 8, font })
      write(row.value, x + LABEL_WIDTH, y, {
        width: VALUE_WIDTH,
        font,
        align: 'right',
      })
      y = rowEnd
    }
    return y + 16
  }

  /** A titled block of lines across the page, kept together. */
  const notes = (y: number, title: string, lines: string[]) => {
    const height =
      heightOf(title, CONTENT_WIDTH, BOLD) +
      lines.reduce((sum, line) => sum + heightOf(line, CONTENT_WIDTH), 0)
    if (y + height > CONTENT_BOTTOM) y = continuePage()
    y = write(title, MARGIN, y, { width: CONTENT_WIDTH, font: BOLD })
    for (const line of lines)
      y = write(line, MARGIN, y, { width: CONTENT_WIDTH })
    return y + 12
  }

  /** Footers on every page (`left`, and the page's number of all), then the finished bytes. */
  const end = (
    left: string,
    pageLabel: (page: number, pages: number) => string,
  ) => {
    const { start, count } = doc.bufferedPageRange()
    for (let index = start; index < start + count; index++) {
      const page = doc.switchToPage(index)
      // The footer sits in the bottom margin, where text would otherwise start a new page.
      const bottom = page.margins.bottom
      page.margins.bottom = 0
      rule(FOOTER_Y - 6)
      write(left, MARGIN, FOOTER_Y, {
        width: CONTENT_WIDTH / 2,
        size: 8,
        color: MUTED,
      })
      write(
        pageLabel(index - start + 1, count),
        MARGIN + CONTENT_WIDTH / 2,
        FOOTER_Y,
        {
          width: CONTENT_WIDTH / 2,
          size: 8,
          color: MUTED,
          align: 'right',
        },
      )
      page.margins.bottom = bottom
    }
    doc.end()
    return finished
  }

  return { header, parties, table, totals, notes, end }
}

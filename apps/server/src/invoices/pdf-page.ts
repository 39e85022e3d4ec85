// The page and the type of the shop's PDF documents (the invoice), and the few ways it draws on
// a page.

// US Letter (the shop sells in the US and Canada), in points.
const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
export const MARGIN = 50
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
/** Content ends here; the footer with the page number sits below it. */
export const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - 12
export const FOOTER_Y = PAGE_HEIGHT - MARGIN + 8

export const REGULAR = 'Helvetica'
export const BOLD = 'Helvetica-Bold'
const TEXT = '#111111'
export const MUTED = '#555555'
const RULE = '#bbbbbb'
export const SHADE = '#eeeeee'

/** Horizontal padding inside a table cell, and vertical padding of a row. */
export const CELL_X = 4
export const CELL_Y = 4
export const TABLE_SIZE = 9

/**
 * The standard PDF fonts print Windows-1252 only: anything else would come out as garbage, so a
 * letter with an accent outside it loses the accent ("Dvořák" → "Dvorák") and the rest becomes "?".
 */
const UNPRINTABLE = /[^\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu
export const printable = (value: string) =>
  value.normalize('NFC').replace(UNPRINTABLE, (char) => {
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '')
    return base && !base.match(UNPRINTABLE) ? base : '?'
  })

/** Text, its height and rules on `doc`, in the document's type and colours. */
export function pdfWriter(doc: PDFKit.PDFDocument) {
  /** Writes text at a place and answers where the next line starts. */
  const write = (
    value: string,
    x: number,
    y: number,
    {
      width,
      font = REGULAR,
      size = 10,
      color = TEXT,
      align = 'left',
    }: {
      width: number
      font?: string
      size?: number
      color?: string
      align?: 'left' | 'right'
    },
  ) => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(printable(value), x, y, { width, align })
    return doc.y
  }
  const heightOf = (value: string, width: number, font = REGULAR, size = 10) =>
    doc.font(font).fontSize(size).heightOfString(printable(value), { width })
  const rule = (y: number, x = MARGIN, width = CONTENT_WIDTH) =>
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()

  return { write, heightOf, rule }
}

import { BOLD, REGULAR, registerFonts } from './pdf-fonts'
import type { FontName } from './pdf-fonts'

// The page and the type of the shop's PDF documents (invoice, credit note, monthly statement),
// and the few ways they draw on a page.

// US Letter (the shop sells in the US and Canada), in points.
const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
export const MARGIN = 50
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
/** Content ends here; the footer with the page number sits below it. */
export const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - 12
export const FOOTER_Y = PAGE_HEIGHT - MARGIN + 8

export { BOLD, REGULAR }
const TEXT = '#111111'
export const MUTED = '#555555'
const RULE = '#bbbbbb'
export const SHADE = '#eeeeee'

/** Horizontal padding inside a table cell, and vertical padding of a row. */
export const CELL_X = 4
export const CELL_Y = 4
export const TABLE_SIZE = 9

/** Text, its height and rules on `doc`, in the document's type and colours. */
export function pdfWriter(doc: PDFKit.PDFDocument) {
  const runsOf = registerFonts(doc)

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
      font?: FontName
      size?: number
      color?: string
      align?: 'left' | 'right'
    },
  ) => {
    doc.fontSize(size).fillColor(color)
    // One paragraph of runs: pdfkit wraps and aligns `continued` text as one.
    const runs = runsOf(value, font)
    runs.forEach((run, index) => {
      doc.font(run.font)
      const options = { width, align, continued: index < runs.length - 1 }
      if (index === 0) doc.text(run.text, x, y, options)
      else doc.text(run.text, options)
    })
    return doc.y
  }
  // Measured in the text's own font: an emoji's width differs a little, never by a line's height.
  const heightOf = (
    value: string,
    width: number,
    font: FontName = REGULAR,
    size = 10,
  ) =>
    doc
      .font(font)
      .fontSize(size)
      .heightOfString(
        runsOf(value, font)
          .map((run) => run.text)
          .join(''),
        { width },
      )
  const rule = (y: number, x = MARGIN, width = CONTENT_WIDTH) =>
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()

  return { write, heightOf, rule }
}

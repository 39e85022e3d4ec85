import { isValidQuantity } from '@shop/forms'

/** One line of a pasted or uploaded quick order. */
export interface QuickOrderLine {
  line: number
  sku: string
  quantity: number
}

/**
 * What is wrong with a line of a pasted or uploaded list, by its line number in that list or file:
 * read here (malformed, a bad quantity, a CSV without its header), a SKU no product has, or
 * refused by the API that was sent its lines (with the API's message).
 */
export type LineProblem = {
  line: number
  kind: 'malformed' | 'badQuantity' | 'badHeader' | 'unknownSku' | 'refused'
  sku?: string
  message?: string
}

const CSV_HEADER = /^"?sku"?\s*[,;\t]\s*"?quantity"?$/i

/**
 * Reads `SKU quantity` per line (space, tab, comma or semicolon between them), or a CSV with a
 * `sku,quantity` header (required for uploaded files: `requireHeader`). Every bad line is
 * reported on its own; good lines are kept.
 */
export function parseQuickOrder(
  text: string,
  { requireHeader = false }: { requireHeader?: boolean } = {},
): {
  lines: QuickOrderLine[]
  problems: LineProblem[]
} {
  const rows = text.split(/\r?\n/)
  const lines: QuickOrderLine[] = []
  const problems: LineProblem[] = []
  if (requireHeader && !CSV_HEADER.test(rows[0]?.trim() ?? ''))
    return { lines, problems: [{ line: 1, kind: 'badHeader' }] }
  rows.forEach((raw, index) => {
    const row = raw.trim()
    const line = index + 1
    if (!row || (index === 0 && CSV_HEADER.test(row))) return
    const parts = row.split(/[\s,;]+/).map((p) => p.replace(/^"|"$/g, ''))
    if (parts.length !== 2 || !parts[0])
      return problems.push({ line, kind: 'malformed' })
    const [sku, qty] = parts as [string, string]
    if (!isValidQuantity(qty))
      return problems.push({ line, kind: 'badQuantity', sku })
    lines.push({ line, sku: sku.toUpperCase(), quantity: Number(qty) })
  })
  return { lines, problems }
}

/** `items.<n>…`: the API's violation of the nth line it was sent. */
const LINE_PATH = /^items\.(\d+)(\.|$)/

/**
 * The API's violations of sent lines (`items.<n>.sku`, `items.<n>.quantity`) as problems of the
 * lines of the list they were read from; messages of no single line (too many lines) are `other`.
 */
export function refusedLines(
  violations: readonly { propertyPath: string; message: string }[],
  sent: readonly QuickOrderLine[],
): { problems: LineProblem[]; other: string[] } {
  const problems: LineProblem[] = []
  const other: string[] = []
  for (const violation of violations) {
    const index = LINE_PATH.exec(violation.propertyPath)?.[1]
    const line = index === undefined ? undefined : sent[Number(index)]
    if (line)
      problems.push({
        line: line.line,
        kind: 'refused',
        sku: line.sku,
        message: violation.message,
      })
    else other.push(violation.message)
  }
  return { problems, other }
}

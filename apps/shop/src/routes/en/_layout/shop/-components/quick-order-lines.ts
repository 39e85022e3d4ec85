import { isValidQuantity } from '@shop/forms'

/** One line of a pasted or uploaded quick order. */
export interface QuickOrderLine {
  line: number
  sku: string
  quantity: number
}

export type LineProblem = {
  line: number
  kind: 'malformed' | 'badQuantity' | 'badHeader'
  sku?: string
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

/** One line of a pasted or uploaded quick order. */
export interface QuickOrderLine {
  line: number
  sku: string
  quantity: number
}

export type LineProblem = {
  line: number
  kind: 'malformed' | 'badQuantity'
  sku?: string
}

/**
 * Reads `SKU quantity` per line (space, tab, comma or semicolon between them), or a CSV with a
 * `sku,quantity` header. Every bad line is reported on its own; good lines are kept.
 */
export function parseQuickOrder(text: string): {
  lines: QuickOrderLine[]
  problems: LineProblem[]
} {
  const rows = text.split(/\r?\n/)
  const lines: QuickOrderLine[] = []
  const problems: LineProblem[] = []
  rows.forEach((raw, index) => {
    const row = raw.trim()
    const line = index + 1
    if (!row || (index === 0 && /^"?sku"?\s*[,;\t]\s*"?quantity"?$/i.test(row)))
      return
    const parts = row.split(/[\s,;]+/).map((p) => p.replace(/^"|"$/g, ''))
    if (parts.length !== 2 || !parts[0])
      return problems.push({ line, kind: 'malformed' })
    const [sku, qty] = parts as [string, string]
    const quantity = Number(qty)
    if (!/^\d+$/.test(qty) || quantity < 1 || quantity > 10_000)
      return problems.push({ line, kind: 'badQuantity', sku })
    lines.push({ line, sku: sku.toUpperCase(), quantity })
  })
  return { lines, problems }
}

// An order list as a CSV file in the quick-order format (`sku,quantity`), made in the browser: the
// file the list's import and quick order read back. Cells are written by the shop's one CSV
// writer (`#lib/csv`).
import { toCsv } from '#lib/csv'

/** The lines as a CSV text: the `sku,quantity` header, one row per line, CRLF line ends. */
export function listCsv(
  lines: readonly { sku: string; quantity: number }[],
): string {
  return toCsv([
    ['sku', 'quantity'],
    ...lines.map((line) => [line.sku, line.quantity]),
  ])
}

/** A file name from a list's name: `Exam room 2 — weekly` → `exam-room-2-weekly.csv`. */
export function csvFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${base || 'order-list'}.csv`
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(
    new Blob([text], { type: 'text/csv;charset=utf-8' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started with the click; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

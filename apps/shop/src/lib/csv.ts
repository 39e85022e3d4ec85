/** A cell of a CSV file: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined

/**
 * What a spreadsheet would read as the start of a formula (OWASP "CSV injection"): such a cell
 * gets a leading `'`, so a product name or lot number like `=HYPERLINK(…)` stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/
/**
 * A cell with a quote, a comma or a line break is quoted (RFC 4180), and one that starts or ends
 * with a space, which spreadsheets would trim.
 */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/

/**
 * One cell as CSV: text that a spreadsheet would take for a formula gets a leading `'`, and a cell
 * with a quote, comma, line break or an outer space is quoted with its quotes doubled. Numbers
 * stay numbers.
 *
 * @example
 * csvCell('Gauze, sterile') // '"Gauze, sterile"'
 * csvCell('=1+2') // "'=1+2"
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * Rows of cells as a CSV file's text: cells separated by commas, every row ended by CRLF
 * (RFC 4180).
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}

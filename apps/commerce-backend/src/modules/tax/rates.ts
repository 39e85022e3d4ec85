import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import { ADDRESS_REGIONS } from '@shop/forms'
import { parseRate } from './rounding'

// The rate table's import (`npm run tax:import -- FILE`): a CSV with the columns state, zip, rate
// and optionally tax_class and name. All or nothing: one bad line and nothing changes.

export interface RateProblem {
  line: number
  column: string
  message: string
}

const US_STATES = new Set(ADDRESS_REGIONS.US.map((region) => region.code))
const COLUMNS = ['state', 'zip', 'rate', 'tax_class', 'name'] as const

/** Splits CSV text into rows of cells (RFC 4180: quoted cells, doubled quotes, CRLF or LF). */
function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += c
  }
  if (cell !== '' || row.length) rows.push([...row, cell])
  return rows
}

type RateRow = typeof t.taxRates.$inferInsert

/** The rows of a rate file, or every problem in it by line and column. */
export function readRates(text: string): {
  rows: RateRow[]
  problems: RateProblem[]
} {
  const [header = [], ...body] = csvRows(text.replace(/^\uFEFF/, ''))
  const names = header.map((name) => name.trim().toLowerCase())
  const problems: RateProblem[] = []
  for (const required of ['state', 'zip', 'rate'])
    if (!names.includes(required))
      problems.push({
        line: 1,
        column: required,
        message: 'The column is missing.',
      })
  for (const name of names)
    if (!(COLUMNS as readonly string[]).includes(name))
      problems.push({ line: 1, column: name, message: 'Unknown column.' })
  if (problems.length) return { rows: [], problems }
  const rows: RateRow[] = []
  const seen = new Map<string, number>()
  body.forEach((cells, index) => {
    const line = index + 2
    if (cells.every((cell) => cell.trim() === '')) return
    const cell = (name: string) => (cells[names.indexOf(name)] ?? '').trim()
    const state = cell('state').toUpperCase()
    const zip = cell('zip')
    const rate = cell('rate')
    const taxClass = cell('tax_class').toLowerCase()
    const problem = (column: string, message: string) =>
      problems.push({ line, column, message })
    if (!US_STATES.has(state))
      problem('state', 'A two-letter US state code (NY).')
    if (!/^\d{0,5}$/.test(zip))
      problem('zip', 'A 5-digit ZIP, a prefix of one, or empty.')
    const ratePpm = parseRate(rate)
    if (ratePpm === null)
      problem(
        'rate',
        'A percentage from 0 to 100 with at most 4 decimals (8.875).',
      )
    if (!/^[a-z0-9_-]*$/.test(taxClass))
      problem('tax_class', 'Lower-case letters, digits, - and _, or empty.')
    const key = `${state}|${zip}|${taxClass}`
    const first = seen.get(key)
    if (first !== undefined)
      problem('zip', `Line ${first} has the same state, ZIP and tax class.`)
    else seen.set(key, line)
    if (ratePpm !== null)
      rows.push({
        state,
        zipPrefix: zip,
        taxClass,
        rate,
        ratePpm,
        name: cell('name') || (zip ? `${state} ${zip}` : state),
      })
  })
  return { rows: problems.length ? [] : rows, problems }
}

/**
 * Replaces the whole rate table with the file's rows, in one transaction, unless the file has a
 * problem or `dryRun`. Answers what it would change.
 */
export async function importRates(
  db: Database,
  text: string,
  options: {
    dryRun: boolean
    onReplace?: (tx: Executor, rows: number) => Promise<void>
  },
) {
  const { rows, problems } = readRates(text)
  if (problems.length || options.dryRun)
    return { imported: false, rows: rows.length, problems }
  await db.transaction(async (tx) => {
    await tx.delete(t.taxRates)
    if (rows.length) await tx.insert(t.taxRates).values(rows)
    await options.onReplace?.(tx, rows.length)
  })
  return { imported: true, rows: rows.length, problems }
}

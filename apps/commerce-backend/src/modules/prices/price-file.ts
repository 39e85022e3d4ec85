import type { Executor } from '../../db/client'
import { FileError, readCatalogueFile } from '../catalogue'
import type { FileFormat, FileKind, Violation } from '../catalogue'

// The price files (docs/prices-format.md), read by the catalogue import's reader with the same
// rules: line-numbered problems, all or nothing, a dry run. A price file names a few thousand
// lines, so its rows are checked in memory (price-rows.ts) and written in one transaction.

export const PRICE_FILE: FileKind = {
  columns: [
    'price_list',
    'sku',
    'min_quantity',
    'price',
    'valid_from',
    'valid_to',
  ],
  required: 'price_list',
  name: 'price',
  doc: 'docs/prices-format.md',
}

export const ASSIGNMENT_FILE: FileKind = {
  columns: ['price_list', 'npi', 'group'],
  required: null,
  name: 'price assignment',
  doc: 'docs/prices-format.md',
}

/** How many problems an answer lists at most; the rest are counted. */
const MAX_VIOLATIONS = 100

export type PricesResult<S> =
  | { ok: true; summary: S }
  | { ok: false; violations: Violation[]; total: number }

export interface PriceFileOptions<S> {
  format?: FileFormat
  dryRun?: boolean
  /** Runs in the import's transaction (the audit entry), not in a dry run. */
  onMerge?: (tx: Executor, summary: S) => Promise<void>
}

/** A row of a file: its line and its cells by column. */
export interface FileRow {
  line: number
  cells: Record<string, string>
}

export class Problems {
  list: Violation[] = []
  total = 0
  add(line: number, column: string | null, message: string) {
    this.total++
    if (this.list.length < MAX_VIOLATIONS)
      this.list.push({ line, column, message })
  }
}

/** Reads every row of a file, or ends with the file's own problem (not CSV, not UTF-8, …). */
export async function readRows(
  source: AsyncIterable<Buffer | string>,
  kind: FileKind,
  format: FileFormat | undefined,
  problems: Problems,
) {
  const rows: FileRow[] = []
  try {
    for await (const row of readCatalogueFile(source, { format, kind })) {
      if ('message' in row) problems.add(row.line, row.column, row.message)
      else
        rows.push({
          line: row.line,
          cells: row.cells,
        })
    }
  } catch (error) {
    if (!(error instanceof FileError)) throw error
    problems.add(
      error.violation.line,
      error.violation.column,
      error.violation.message,
    )
  }
  return rows
}

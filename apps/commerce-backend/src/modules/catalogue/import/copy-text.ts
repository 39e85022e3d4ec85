import { COLUMNS } from './columns'
import type { StagedRow } from './columns'

// Staged rows in the text format of `COPY catalogue_import_rows … FROM STDIN` (decision 043),
// written where the file is read (the reader's worker), so the backend's main thread only passes
// the bytes on.

/** The staging table's columns in the order of each COPY line. */
export const STAGED_COLUMNS = ['import_id', 'line', ...COLUMNS].join(', ')

/** A cell in COPY's text format: `\N` is null; backslash, tab and line breaks are escaped. */
const copyCell = (value: string | null) =>
  value === null ? '\\N' : value.replace(/[\\\t\n\r]/g, escapeChar)
const escapeChar = (c: string) =>
  c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'

/** A batch's COPY lines as UTF-8 bytes of their own (an ArrayBuffer that can be transferred). */
export function copyText(importId: string, rows: StagedRow[]): Uint8Array {
  let text = ''
  for (const row of rows)
    text += `${importId}\t${row.line}\t${COLUMNS.map((c) => copyCell(row[c])).join('\t')}\n`
  return new TextEncoder().encode(text)
}

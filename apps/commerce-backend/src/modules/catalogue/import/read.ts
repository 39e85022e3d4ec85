import { Readable } from 'node:stream'
import { parse } from 'csv-parse'
import { COLUMNS } from './columns'
import type { Column } from './columns'

export type FileFormat = 'csv' | 'jsonl'

/** Limits of one file; the defaults suit a catalogue of a million products. */
export interface ReadLimits {
  /** The file's size at most, in bytes (`CATALOGUE_IMPORT_MAX_BYTES`). */
  maxBytes: number
  /** Cells (or JSON keys) per row at most. */
  maxColumns: number
  /** Characters per cell at most. */
  maxCellLength: number
}

export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxBytes: 1024 * 1024 * 1024,
  maxColumns: 64,
  maxCellLength: 10_000,
}

/** A problem that names its place in the file: 1-based line, and the column when there is one. */
export interface Violation {
  line: number
  column: string | null
  message: string
}

/** The file cannot be read on (not CSV or JSON Lines, not UTF-8, too large): nothing is imported. */
export class FileError extends Error {
  constructor(readonly violation: Violation) {
    super(violation.message)
  }
}

export type Cells = Partial<Record<Column, string>>

export interface ReadRow {
  line: number
  cells: Cells
}

/**
 * What kind of file is read: its columns, the one every header must name (null: none), and its
 * name and format document for messages. The price files (modules/prices) are read by the same
 * reader with their own kind.
 */
export interface FileKind {
  columns: readonly string[]
  required: string | null
  name: string
  doc: string
}

const CATALOGUE_FILE: FileKind = {
  columns: COLUMNS,
  required: 'sku',
  name: 'catalogue',
  doc: 'docs/catalogue-format.md',
}

/** Checks the first bytes: what a spreadsheet may save instead of a CSV file gets its own words. */
function sniff(head: Buffer): void {
  const fail = (message: string) => {
    throw new FileError({ line: 1, column: null, message })
  }
  if (head.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004')))
    fail(
      'This is a spreadsheet workbook (.xlsx or .ods), not CSV: save it as "CSV UTF-8 (comma delimited)".',
    )
  if (
    (head[0] === 0xff && head[1] === 0xfe) ||
    (head[0] === 0xfe && head[1] === 0xff)
  )
    fail('The file is UTF-16: save it as UTF-8 ("CSV UTF-8").')
  if (head.subarray(0, 8192).includes(0))
    fail('This is a binary file, not CSV or JSON Lines.')
}

/**
 * The file's text, decoded strictly as UTF-8 (a byte that is not stops the import at its line)
 * and counted against the size limit, as it streams: it is never held whole.
 */
async function* decode(
  source: AsyncIterable<Buffer | string>,
  limits: ReadLimits,
  onFirst: (text: string) => void,
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
  let bytes = 0
  let lines = 1
  let first = true
  for await (const piece of source) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece
    if (first) sniff(chunk)
    bytes += chunk.length
    if (bytes > limits.maxBytes)
      throw new FileError({
        line: lines,
        column: null,
        message: `The file is larger than ${limits.maxBytes.toLocaleString('en-US')} bytes, the most one import takes (CATALOGUE_IMPORT_MAX_BYTES); split it.`,
      })
    let text: string
    try {
      text = decoder.decode(chunk, { stream: true })
    } catch {
      // The bad byte is where a lenient decoding puts its replacement character.
      const lenient = new TextDecoder('utf-8').decode(chunk)
      const bad = lenient.indexOf('\uFFFD')
      throw new FileError({
        line: lines + countLines(lenient.slice(0, Math.max(0, bad))),
        column: null,
        message:
          'The file is not UTF-8 (a byte here is not): save it as "CSV UTF-8".',
      })
    }
    lines += countLines(text)
    if (first && text) {
      onFirst(text)
      first = false
    }
    if (text) yield text
  }
  decoder.decode()
}

const countLines = (text: string) => {
  let n = 0
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++
  return n
}

/**
 * Reads a catalogue file as rows of cells, streamed: CSV with a header (UTF-8, with or without a
 * BOM, commas, quotes, CRLF as spreadsheets write them) or JSON Lines (one object a line). The
 * format is `format` when the caller knows it (the Content-Type), else the first character decides.
 * A row with a wrong cell count or unknown keys is yielded as a violation; a file that cannot be
 * read on throws {@link FileError}.
 */
export async function* readCatalogueFile(
  source: AsyncIterable<Buffer | string>,
  options: {
    format?: FileFormat
    limits?: Partial<ReadLimits>
    kind?: FileKind
  } = {},
): AsyncGenerator<ReadRow | Violation> {
  const limits = { ...DEFAULT_READ_LIMITS, ...options.limits }
  const kind = options.kind ?? CATALOGUE_FILE
  let format = options.format
  const text = decode(source, limits, (first) => {
    format ??= /^\uFEFF?\s*\{/.test(first) ? 'jsonl' : 'csv'
  })
  // Pull the first piece so that the format is known.
  const firstPiece = await text.next()
  if (firstPiece.done)
    throw new FileError({
      line: 1,
      column: null,
      message: 'The file is empty.',
    })
  async function* all() {
    yield firstPiece.value as string
    yield* text
  }
  if (format === 'jsonl') yield* readJsonLines(all(), limits, kind)
  else yield* readCsv(all(), limits, kind)
}

async function* readCsv(
  text: AsyncIterable<string>,
  limits: ReadLimits,
  kind: FileKind,
): AsyncGenerator<ReadRow | Violation> {
  const decoded = Readable.from(text)
  const parser = decoded.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: limits.maxCellLength * 4,
    }),
  )
  // pipe() passes no error on: a bad byte after the first chunk was an uncaught exception (the
  // backend's crash) and left the parser waiting for ever.
  decoded.on('error', (error) => parser.destroy(error))
  let header: Column[] | null = null
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[]
      info: { lines: number }
    }>) {
      const line = info.lines
      if (record.length > limits.maxColumns) {
        if (!header)
          throw new FileError({
            line,
            column: null,
            message: `The header has ${record.length} columns; a ${kind.name} file has at most ${limits.maxColumns}.`,
          })
        yield {
          line,
          column: null,
          message: `has ${record.length} cells; a row has at most ${limits.maxColumns}`,
        }
        continue
      }
      if (!header) {
        header = readHeader(record, line, kind)
        continue
      }
      if (record.length !== header.length) {
        yield {
          line,
          column: null,
          message: `has ${record.length} cells, the header names ${header.length} columns`,
        }
        continue
      }
      const cells: Cells = {}
      let tooLong: Column | null = null
      header.forEach((column, i) => {
        const value = record[i] ?? ''
        if (value.length > limits.maxCellLength) tooLong = column
        cells[column] = value
      })
      if (tooLong) {
        yield {
          line,
          column: tooLong,
          message: `is longer than ${limits.maxCellLength} characters`,
        }
        continue
      }
      yield { line, cells }
    }
  } catch (error) {
    if (error instanceof FileError) throw error
    const e = error as { lines?: number; message: string; code?: string }
    throw new FileError({
      line: e.lines ?? 1,
      column: null,
      message: `The file cannot be read as CSV: ${e.message}`,
    })
  }
  if (!header)
    throw new FileError({
      line: 1,
      column: null,
      message: 'The file is empty.',
    })
}

function readHeader(record: string[], line: number, kind: FileKind): Column[] {
  const names = record.map((name) => name.trim())
  if (kind.required !== null && !names.includes(kind.required))
    throw new FileError({
      line,
      column: null,
      message: `This is not a ${kind.name} file: its first line must be a header naming the columns (${kind.columns.slice(0, 3).join(', ')}, …) or a JSON object; it reads "${names.slice(0, 3).join(',').slice(0, 60)}".`,
    })
  const seen = new Set<string>()
  for (const name of names) {
    if (!kind.columns.includes(name))
      throw new FileError({
        line,
        column: name,
        message: `is no column of the ${kind.name} format (${kind.doc})`,
      })
    if (seen.has(name))
      throw new FileError({ line, column: name, message: 'is named twice' })
    seen.add(name)
  }
  return names as Column[]
}

async function* readJsonLines(
  text: AsyncIterable<string>,
  limits: ReadLimits,
  kind: FileKind,
): AsyncGenerator<ReadRow | Violation> {
  let rest = ''
  let line = 0
  const maxLine = limits.maxCellLength * limits.maxColumns
  for await (const piece of text) {
    rest += piece
    let end: number
    while ((end = rest.indexOf('\n')) >= 0) {
      line++
      const violation = readJsonLine(rest.slice(0, end), line, limits, kind)
      rest = rest.slice(end + 1)
      if (violation) yield violation
    }
    if (rest.length > maxLine)
      throw new FileError({
        line: line + 1,
        column: null,
        message: `The line is longer than ${maxLine} characters.`,
      })
  }
  if (rest.trim()) {
    const violation = readJsonLine(rest, line + 1, limits, kind)
    if (violation) yield violation
  }
}

function readJsonLine(
  raw: string,
  line: number,
  limits: ReadLimits,
  kind: FileKind,
): ReadRow | Violation | null {
  const source = raw.replace(/^\uFEFF/, '').trim()
  if (!source) return null
  let value: unknown
  try {
    value = JSON.parse(source)
  } catch {
    return { line, column: null, message: 'is not a JSON object' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { line, column: null, message: 'is not a JSON object' }
  const entries = Object.entries(value)
  if (entries.length > limits.maxColumns)
    return {
      line,
      column: null,
      message: `has ${entries.length} keys; a row has at most ${limits.maxColumns}`,
    }
  const cells: Cells = {}
  for (const [key, cell] of entries) {
    if (!kind.columns.includes(key))
      return {
        line,
        column: key,
        message: `is no column of the ${kind.name} format (${kind.doc})`,
      }
    let text: string
    if (cell === null) text = ''
    else if (typeof cell === 'string') text = cell
    else if (typeof cell === 'number' && Number.isFinite(cell))
      text = String(cell)
    else if (typeof cell === 'boolean') text = cell ? 'yes' : 'no'
    else
      return {
        line,
        column: key,
        message: 'must be a string, a number, true/false or null',
      }
    if (text.length > limits.maxCellLength)
      return {
        line,
        column: key,
        message: `is longer than ${limits.maxCellLength} characters`,
      }
    cells[key as Column] = text
  }
  if (kind.required !== null && !(kind.required in cells))
    return { line, column: kind.required, message: 'is required' }
  return { line, cells }
}

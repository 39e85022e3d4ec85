import { Readable } from 'node:stream'
import { parse } from 'csv-parse'
import type { Column } from './columns'
import { FileError } from './file-kind'
import type {
  Cells,
  FileKind,
  ReadLimits,
  ReadRow,
  Violation,
} from './file-kind'

// The CSV spelling of a catalogue (or price) file: a header, then rows of cells (csv-parse).

export async function* readCsv(
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

import type { Column } from './columns'
import { FileError } from './file-kind'
import type {
  Cells,
  FileKind,
  ReadLimits,
  ReadRow,
  Violation,
} from './file-kind'

// The JSON Lines spelling of a catalogue (or price) file: one object a line, keyed by column.

export async function* readJsonLines(
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

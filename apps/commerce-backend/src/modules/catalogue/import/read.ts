import { CATALOGUE_FILE, DEFAULT_READ_LIMITS, FileError } from './file-kind'
import type {
  FileFormat,
  FileKind,
  ReadLimits,
  ReadRow,
  Violation,
} from './file-kind'
import { readCsv } from './read-csv'
import { readJsonLines } from './read-jsonl'

// A file's bytes as rows of cells, streamed: what kind of file it is, its UTF-8 text, its lines.

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

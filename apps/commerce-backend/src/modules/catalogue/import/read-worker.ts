import { parentPort, workerData } from 'node:worker_threads'
import type { StagedRow } from './columns'
import { copyText } from './copy-text'
import { FileError } from './file-kind'
import type { FileFormat, ReadLimits, Violation } from './file-kind'
import { readCatalogueFile } from './read'
import { checkRow, noNames } from './row-checks'
import type { FileNames } from './row-checks'

// The catalogue reader's worker thread (decision 046): it decodes and parses the file and checks
// each row, so none of that blocks the backend's event loop (the shop's requests) however large
// the file. The main thread feeds it the file's bytes and stages the batches it sends back.
// Built to dist/read-worker.js beside the backend's bundle (package.json `build`).

export interface ReaderData {
  importId: string
  encoding: 'copy' | 'rows'
  format: FileFormat | undefined
  limits: Partial<ReadLimits> | undefined
  batchSize: number
}

/** From the main thread: the file's next bytes (transferred), its end, or a batch taken. */
export type ToReader =
  { type: 'chunk'; bytes: Uint8Array } | { type: 'end' } | { type: 'ack' }

/** To the main thread. Every message but `pull` carries the violations found since the last. */
export type FromReader =
  | { type: 'pull' }
  | {
      type: 'batch'
      batch: Uint8Array | StagedRow[] | null
      violations: Violation[]
    }
  | { type: 'end'; names: FileNames; violations: Violation[] }
  | { type: 'file-error'; violation: Violation; violations: Violation[] }
  | { type: 'error'; message: string }

/** Batches sent and not yet taken at most: memory stays a few batches however fast the file reads. */
const IN_FLIGHT = 4
/** Pieces of the file asked for and not yet read at most (about a MiB). */
const AHEAD = 16

if (!parentPort) throw new Error('read-worker runs as a worker thread.')
const port = parentPort
const data = workerData as ReaderData
const chunks: (Uint8Array | null)[] = []
let inFlight = 0
// Two wait at once: the parser's stream asks for bytes while the loop waits for an ack.
let waiting: (() => void)[] = []
const wait = () => new Promise<void>((resolve) => waiting.push(resolve))
port.on('message', (message: ToReader) => {
  if (message.type === 'chunk') chunks.push(message.bytes)
  else if (message.type === 'end') chunks.push(null)
  else inFlight--
  const woken = waiting
  waiting = []
  for (const wake of woken) wake()
})
const send = (message: FromReader, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer)

/**
 * The file's bytes as the main thread sends them, a few pieces asked for ahead: on shared cores a
 * thread may wait milliseconds for its turn, and one piece (64 KiB) at a time spent seconds waiting.
 */
async function* source(): AsyncGenerator<Buffer> {
  for (let i = 0; i < AHEAD; i++) send({ type: 'pull' })
  for (;;) {
    while (chunks.length === 0) await wait()
    const bytes = chunks.shift()
    if (!bytes) return
    send({ type: 'pull' })
    yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }
}

let rows: StagedRow[] = []
let violations: Violation[] = []
const names = noNames()
const report = (violation: Violation) => violations.push(violation)

async function post() {
  if (rows.length === 0 && violations.length === 0) return
  const batch =
    rows.length === 0
      ? null
      : data.encoding === 'copy'
        ? copyText(data.importId, rows)
        : rows
  send(
    { type: 'batch', batch, violations },
    batch instanceof Uint8Array ? [batch.buffer as ArrayBuffer] : [],
  )
  rows = []
  violations = []
  inFlight++
  while (inFlight >= IN_FLIGHT) await wait()
}

try {
  for await (const read of readCatalogueFile(source(), {
    format: data.format,
    limits: data.limits,
  })) {
    if ('cells' in read) {
      const staged = checkRow(read.line, read.cells, names, report)
      if (staged) rows.push(staged)
    } else report(read)
    if (rows.length + violations.length >= data.batchSize) await post()
  }
  await post()
  send({ type: 'end', names, violations })
} catch (error) {
  if (error instanceof FileError)
    send({ type: 'file-error', violation: error.violation, violations })
  else send({ type: 'error', message: (error as Error).stack ?? String(error) })
}

import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { FileError } from './file-kind'
import type { Violation } from './file-kind'
import type { FileNames } from './row-checks'
import type { StagedBatch } from './stage'
import type { FromReader, ReaderData, ToReader } from './read-worker'

// The main thread's side of the reader's worker (decision 046): it feeds the worker the file's
// bytes as the worker asks for them and hands the worker's batches to the stager, one at a time.

/**
 * The worker: `read-worker.js` beside the bundle when built (`dist/index.js` and
 * `dist/read-worker.js`, package.json `build`); in source (tests, `tsx`), `read-worker.ts` beside
 * this file, loaded through tsx's API (Node 20 takes no TypeScript entry in a worker, with or
 * without `--import tsx`).
 */
function startWorker(data: ReaderData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./read-worker.js', import.meta.url), {
      workerData: data,
    })
  const file = new URL('./read-worker.ts', import.meta.url).href
  // tsx's ESM API (its package resolves the CommonJS build for `require`).
  const api = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href
  return new Worker(
    `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)}))`,
    { eval: true, workerData: data },
  )
}

const running = new Set<Worker>()

/** Readers' workers running now: none once every import has ended, however it ended. */
export const runningReaders = () => running.size

/**
 * Reads a catalogue file in a worker thread: yields its batches (in the stager's encoding) as they
 * are checked, reports each row's violations, and returns what the rows name. A file that cannot be
 * read on throws {@link FileError}. However the reading ends (its end, an error, the caller giving
 * up), the worker is terminated.
 */
export async function* readInWorker(
  source: AsyncIterable<Buffer | string>,
  data: ReaderData,
  report: (violation: Violation) => void,
): AsyncGenerator<StagedBatch, FileNames> {
  const worker = startWorker(data)
  running.add(worker)
  worker.once('exit', () => running.delete(worker))
  const inbox: FromReader[] = []
  let failure: unknown = null
  let wake: (() => void) | null = null
  const notify = () => {
    wake?.()
    wake = null
  }
  const send = (message: ToReader, transfer: ArrayBuffer[] = []) =>
    worker.postMessage(message, transfer)
  const chunks = source[Symbol.asyncIterator]()
  // Pieces the worker asked for, read one after the other (the source is read in order).
  let wanted = 0
  let pumping = false
  let ended = false
  const pull = async () => {
    wanted++
    if (pumping) return
    pumping = true
    try {
      while (wanted > 0 && !ended) {
        wanted--
        const next = await chunks.next()
        if (next.done) {
          ended = true
          send({ type: 'end' })
          break
        }
        // A copy of its own, moved rather than copied again: a stream's Buffer may share its memory.
        const bytes = new Uint8Array(
          typeof next.value === 'string' ? Buffer.from(next.value) : next.value,
        )
        send({ type: 'chunk', bytes }, [bytes.buffer])
      }
    } catch (error) {
      failure ??= error
      notify()
    } finally {
      pumping = false
    }
  }
  worker.on('message', (message: FromReader) => {
    if (message.type === 'pull') void pull()
    else inbox.push(message)
    notify()
  })
  worker.on('error', (error) => {
    failure ??= error
    notify()
  })
  worker.on('exit', () => {
    failure ??= new Error('The catalogue reader stopped.')
    notify()
  })
  try {
    for (;;) {
      while (inbox.length === 0 && failure === null)
        await new Promise<void>((resolve) => (wake = resolve))
      const message = inbox.shift()
      if (!message) throw failure
      if (message.type === 'pull') continue
      if (message.type === 'error') throw new Error(message.message)
      for (const violation of message.violations) report(violation)
      if (message.type === 'end') return message.names
      if (message.type === 'file-error') throw new FileError(message.violation)
      if (message.batch) yield message.batch
      send({ type: 'ack' })
    }
  } finally {
    await worker.terminate()
    // The source is read no further (a refused upload is not read to its end).
    await chunks.return?.().catch(() => {})
  }
}

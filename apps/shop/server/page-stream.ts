import { Readable, Transform } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
} from 'express'

// Between Express and the renderer, which speaks fetch: a page request in, a streamed or
// buffered page out.

/**
 * The page request the renderer sees. A render meant for everyone gets no cookies at all, so it
 * is anonymous by construction whatever the visitor sent.
 */
export function toFetchRequest(
  req: ExpressRequest,
  { withCookies, origin }: { withCookies: boolean; origin: string },
): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (key === 'cookie' && !withCookies) continue
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v))
    else if (value !== undefined) headers.set(key, value)
  }
  const controller = new AbortController()
  req.on('close', () => controller.abort())
  // The path is appended, never resolved: `//evil.example/` stays a path of this site.
  return new Request(new URL(`${origin}${req.originalUrl}`), {
    method: req.method,
    headers,
    signal: controller.signal,
  })
}

/** Sends a rendered page as it streams; `gzip`, when given, compresses it on the way. */
export function sendFetchResponse(
  response: Response,
  res: ExpressResponse,
  gzip?: () => Transform,
) {
  res.status(response.status)
  response.headers.forEach((value, name) => res.append(name, value))
  if (!response.body) return res.end()
  // Written as it comes, so the browser gets the shell before the data arrives.
  const body = Readable.fromWeb(response.body as WebReadableStream)
  // A render that fails mid-stream ends this response, never the process.
  body.once('error', (error) => res.destroy(error))
  const coalesced = body.pipe(coalesceChunks())
  if (!gzip) return void coalesced.pipe(res)
  // The compression middleware leaves an answer alone that already has its encoding.
  res.setHeader('Content-Encoding', 'gzip')
  res.removeHeader('Content-Length')
  res.vary('Accept-Encoding')
  coalesced.pipe(gzip()).pipe(res)
}

/**
 * React writes a page in hundreds of small chunks; each write to the compressing response is
 * compressed and flushed on its own. Chunks that arrive in the same turn of the event loop go
 * out as one write: a page still streams, at a fraction of the compression work (decision 014).
 */
export function coalesceChunks(): Transform {
  let chunks: Buffer[] = []
  let scheduled = false
  let ended = false
  const release = (stream: Transform) => {
    scheduled = false
    if (ended || chunks.length === 0) return
    stream.push(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))
    chunks = []
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(release, this)
      }
      done()
    },
    flush(done) {
      release(this)
      ended = true
      done()
    },
  })
}

export interface BufferedPage {
  status: number
  headers: Headers
  body: Buffer
  /** The body gzipped, made on the first request that accepts it. */
  gzipped?: Buffer
}

export async function bufferPage(response: Response): Promise<BufferedPage> {
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  }
}

// A small receiver for the shop's webhooks (Standard Webhooks 1.0), with no dependencies: it
// checks the signature and the timestamp, drops repeats by `webhook-id`, and answers at once.
// Run it with `WEBHOOK_SECRET=whsec_… node examples/webhook-receiver/receiver.mjs` (README.md).
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'

/** Receivers refuse a timestamp further than this from their clock (replayed requests). */
export const TOLERANCE_SECONDS = 5 * 60
/** The largest body accepted: events are a few kilobytes. */
const MAX_BODY_BYTES = 1024 * 1024

export class VerificationError extends Error {}

/**
 * Verifies one delivery: `headers` as Node gives them (lower-case names), `body` the raw bytes as
 * received (not re-serialised JSON). Answers the parsed event; throws a VerificationError.
 */
export function verifyWebhook(
  secret,
  headers,
  body,
  { now = Date.now(), toleranceSeconds = TOLERANCE_SECONDS } = {},
) {
  const id = headers['webhook-id']
  const timestamp = headers['webhook-timestamp']
  const signatures = headers['webhook-signature']
  if (
    typeof id !== 'string' ||
    typeof timestamp !== 'string' ||
    typeof signatures !== 'string'
  )
    throw new VerificationError('Missing webhook-id, -timestamp or -signature.')
  const seconds = Number(timestamp)
  if (
    !/^\d+$/.test(timestamp) ||
    Math.abs(now / 1000 - seconds) > toleranceSeconds
  )
    throw new VerificationError('The timestamp is too old or in the future.')
  // The key is the base64 after `whsec_`; the signed content is `id.timestamp.body`.
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = createHmac('sha256', key)
    .update(`${id}.${timestamp}.`)
    .update(body)
    .digest()
  // The header may carry several signatures (during a secret's rotation), space-separated.
  const valid = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',')
    if (version !== 'v1' || !signature) return false
    const given = Buffer.from(signature, 'base64')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  if (!valid) throw new VerificationError('No signature matches.')
  return JSON.parse(body.toString('utf8'))
}

/**
 * An HTTP server that verifies each delivery and hands each event to `onEvent` once (repeats of
 * a `webhook-id` it has seen are answered 204 and dropped). Keep `seen` in your database in
 * production: this one forgets on restart.
 */
export function createReceiver({ secret, onEvent, seen = new Set() }) {
  return createServer((req, res) => {
    const chunks = []
    let size = 0
    req.on('data', (chunk) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413).end()
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', async () => {
      if (res.headersSent) return
      let event
      try {
        event = verifyWebhook(secret, req.headers, Buffer.concat(chunks))
      } catch (error) {
        res.writeHead(error instanceof VerificationError ? 401 : 400, {
          'content-type': 'text/plain',
        })
        return res.end(error instanceof Error ? error.message : 'Bad request')
      }
      const id = req.headers['webhook-id']
      if (!seen.has(id)) {
        seen.add(id)
        try {
          await onEvent(event)
        } catch (error) {
          // Not handled: answer an error, so the shop tries again later.
          seen.delete(id)
          res.writeHead(500, { 'content-type': 'text/plain' })
          return res.end(String(error))
        }
      }
      res.writeHead(204).end()
    })
  })
}

// Run as a program: log each event.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const secret = process.env.WEBHOOK_SECRET
  if (!secret?.startsWith('whsec_')) {
    console.error('Set WEBHOOK_SECRET to the endpoint secret (whsec_…).')
    process.exit(2)
  }
  const port = Number(process.env.PORT ?? 4400)
  createReceiver({
    secret,
    onEvent: (event) => console.log(JSON.stringify(event)),
  }).listen(port, '127.0.0.1', () =>
    console.log(`Receiving webhooks on http://127.0.0.1:${port}/`),
  )
}

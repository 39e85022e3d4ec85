import type { IncomingMessage } from 'node:http'
import { OperatorError } from './http'

/** Largest JSON body by default. Files are streamed through {@link limitedBody} instead. */
export const JSON_BODY_LIMIT = 64 * 1024

function tooLarge(limit: number) {
  return new OperatorError(
    413,
    `The request body is larger than ${limit} bytes.`,
  )
}

/**
 * The request body as chunks, refused with 413 as soon as it passes `limit` bytes (or when its
 * Content-Length says it will).
 */
export async function* limitedBody(
  req: IncomingMessage,
  limit: number,
): AsyncGenerator<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw tooLarge(limit)
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw tooLarge(limit)
    yield chunk
  }
}

/** The JSON body: 415 unless it is `application/json`, 413 past `limit`, 400 if it is not JSON. */
export async function readJson(
  req: IncomingMessage,
  limit = JSON_BODY_LIMIT,
): Promise<unknown> {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json')
    throw new OperatorError(415, 'Send the body as application/json.')
  const chunks: Buffer[] = []
  for await (const chunk of limitedBody(req, limit)) chunks.push(chunk)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new OperatorError(400, 'The body is not valid JSON.')
  }
}

import { randomUUID } from 'node:crypto'
import { currentRequestId, runWithRequestId } from './log.js'

/** The header that carries a request's id from the shop through the API to the backend. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * What an id may look like: letters, digits, `-` and `_`, 8 to 64 of them. Anything else (a line
 * break, a quote, a megabyte) is never logged or shown as it is.
 */
export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{8,64}$/.test(value)
}

interface RequestLike {
  headers: Record<string, string | string[] | undefined>
  socket: { remoteAddress?: string }
  /** Express's app, whose compiled `trust proxy` setting says which peers are trusted. */
  app?: { get(setting: string): unknown }
}

/**
 * This request's id: the one the peer sent when the peer is trusted (Express `trust proxy`,
 * `TRUST_PROXY`: the shop server in front of the API, a load balancer in front of the shop) and
 * the id is well formed; otherwise a new random UUID, so a client cannot choose what the logs say.
 */
function requestIdOf(req: RequestLike): string {
  const incoming = req.headers[REQUEST_ID_HEADER]
  const trusts = req.app?.get('trust proxy fn') as
    ((address: string, hop: number) => boolean) | undefined
  const trusted = trusts?.(req.socket.remoteAddress ?? '', 0) ?? false
  return trusted && isRequestId(incoming) ? incoming : randomUUID()
}

/**
 * Express middleware: gives the request its id (see {@link requestIdOf}), answers with it in
 * `X-Request-Id`, and serves the rest of the request under it, so every log line and every call
 * onwards carries it.
 */
export function requestIds() {
  return (
    req: RequestLike,
    res: { setHeader(name: string, value: string): unknown },
    next: () => void,
  ) => {
    const id = requestIdOf(req)
    res.setHeader(REQUEST_ID_HEADER, id)
    runWithRequestId(id, next)
  }
}

/** The header naming the request being served here, for a call made on its behalf. */
export function requestIdHeaders(): Record<string, string> {
  const id = currentRequestId()
  return id ? { [REQUEST_ID_HEADER]: id } : {}
}

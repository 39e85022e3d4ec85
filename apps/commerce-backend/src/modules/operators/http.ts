import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from '@shop/node-server/log'
import type { Database } from '../../db/client'
import type { Services } from '../../services'
import { ResultError } from '../../shared/results'
import type { Violation } from '../../shared/results'
import type { AuthThrottle } from '../customers'
import { OperatorKeys } from './keys'
import { SERVICE_SECRET_OPERATOR } from './scopes'
import type { Operator, OperatorScope } from './scopes'

/** Where the operator API answers, on the backend's own server. */
export const OPERATOR_API_PREFIX = '/operator/v1'

/** A refusal a handler throws: answered as `{ message, violations }` with its status. */
export class OperatorError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429,
    message: string,
    readonly violations: Violation[] = [],
  ) {
    super(message)
  }
}

type ParamNames<P extends string> =
  P extends `${string}:${infer Name}/${infer Rest}`
    ? Name | ParamNames<`/${Rest}`>
    : P extends `${string}:${infer Name}`
      ? Name
      : never

/** What a handler gets. */
export interface OperatorContext<P extends string = string> {
  req: IncomingMessage
  res: ServerResponse
  params: Record<ParamNames<P>, string>
  query: URLSearchParams
  operator: Operator
  requestId: string
  db: Database
  services: Services
  keys: OperatorKeys
  logger: Logger
  production: boolean
}

/** A JSON answer; a handler that wrote the response itself (a stream) returns nothing. */
export interface OperatorAnswer {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface OperatorRoute {
  method: Method
  path: string
  scope: OperatorScope
  handle: (
    ctx: OperatorContext,
  ) => Promise<OperatorAnswer | void> | OperatorAnswer | void
}

/** A service's refusal as the operator API answers it. */
function fromResult(error: ResultError): OperatorError {
  const result = error.result
  switch (result.__typename) {
    case 'ValidationError':
      return new OperatorError(400, result.message, result.violations)
    case 'Forbidden':
      return new OperatorError(403, result.message)
    case 'TooManyAttempts':
      return new OperatorError(429, result.message)
    default:
      return new OperatorError(
        / was not found\.$/.test(result.message) ? 404 : 409,
        result.message,
      )
  }
}

/** Failed keys a client may present in the window before it is refused without a look. */
const FAILED_KEYS = { limit: 10, windowMs: 15 * 60_000 }

function sameSecret(given: string | undefined, expected: string) {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

interface Match {
  route: OperatorRoute
  params: Record<string, string>
}

function matcher(routes: readonly OperatorRoute[]) {
  const compiled = routes.map((route) => ({
    route,
    segments: route.path.split('/').filter(Boolean),
  }))
  return (path: string) => {
    const parts = path.split('/').filter(Boolean)
    const found: Match[] = []
    for (const { route, segments } of compiled) {
      if (segments.length !== parts.length) continue
      const params: Record<string, string> = {}
      const fits = segments.every((segment, i) => {
        const part = parts[i] ?? ''
        if (!segment.startsWith(':')) return segment === part
        try {
          params[segment.slice(1)] = decodeURIComponent(part)
          return true
        } catch {
          return false
        }
      })
      if (fits) found.push({ route, params })
    }
    return found
  }
}

/**
 * The operator API: `/operator/v1/...` on the backend's server. Every request is authenticated
 * first (a key as `Authorization: Bearer op_…`, or the service secret as `x-service-secret`),
 * then matched, then checked for the route's scope, then handled. Browsers get nothing: no CORS
 * answer, and a request that carries an Origin is refused.
 */
export function createOperatorApi(options: {
  routes: readonly OperatorRoute[]
  /**
   * The sign-in throttle, handed in: an import of the customers module would put this module in
   * the import cycles of every module whose operator routes it serves.
   */
  throttle: AuthThrottle
  db: Database
  services: Services
  serviceSecret: string
  logger: Logger
  production: boolean
}) {
  const keys = new OperatorKeys(options.db)
  const throttle = options.throttle
  const match = matcher(options.routes)

  const send = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    })
    res.end(JSON.stringify(body))
  }
  const refuse = (res: ServerResponse, error: OperatorError) =>
    send(
      res,
      error.status,
      { message: error.message, violations: error.violations },
      // A refused body may still be arriving: close rather than read it.
      error.status === 413 ? { connection: 'close' } : {},
    )

  async function authenticate(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<Operator | null> {
    const rule = {
      key: `operator-key:${req.socket.remoteAddress ?? 'unknown'}`,
      ...FAILED_KEYS,
    }
    const secret = req.headers['x-service-secret']
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
    if ((await throttle.counted(rule)) >= rule.limit) {
      send(
        res,
        429,
        { message: 'Too many failed keys. Try again later.', violations: [] },
        { 'retry-after': String(Math.ceil(rule.windowMs / 1000)) },
      )
      return null
    }
    if (typeof secret === 'string' && sameSecret(secret, options.serviceSecret))
      return SERVICE_SECRET_OPERATOR
    const found = bearer ? await keys.authenticate(bearer) : null
    if (found && 'keyId' in found) return found
    // Only a presented credential counts as a failure; a bare request is merely refused.
    if (bearer || secret !== undefined) await throttle.take([rule])
    refuse(
      res,
      new OperatorError(
        401,
        found?.error === 'revoked'
          ? 'Not allowed: this operator key was revoked.'
          : 'Not allowed: send an operator key as "Authorization: Bearer op_…".',
      ),
    )
    return null
  }

  return async function handleOperator(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
  ): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://operator.invalid')
    const path = url.pathname.slice(OPERATOR_API_PREFIX.length)
    // A page in a browser sends an Origin with every cross-origin call and every preflight
    // (Node's fetch sends none): nothing here is meant for one, and no CORS header is ever sent.
    if (req.headers.origin)
      return refuse(
        res,
        new OperatorError(403, 'The operator API is not for browsers.'),
      )
    const operator = await authenticate(req, res)
    if (!operator) return
    const candidates = match(path)
    const found = candidates.find((c) => c.route.method === req.method)
    if (!found) {
      if (!candidates.length)
        return refuse(res, new OperatorError(404, 'Not found.'))
      return send(
        res,
        405,
        { message: 'Method not allowed.', violations: [] },
        { allow: candidates.map((c) => c.route.method).join(', ') },
      )
    }
    if (!operator.scopes.includes(found.route.scope))
      return refuse(
        res,
        new OperatorError(
          403,
          `This key may not do this: it needs the scope "${found.route.scope}".`,
        ),
      )
    try {
      const answer = await found.route.handle({
        req,
        res,
        params: found.params,
        query: url.searchParams,
        operator,
        requestId,
        db: options.db,
        services: options.services,
        keys,
        logger: options.logger,
        production: options.production,
      })
      if (answer && !res.headersSent)
        send(res, answer.status, answer.body ?? null, answer.headers)
    } catch (error) {
      const refusal =
        error instanceof OperatorError
          ? error
          : error instanceof ResultError
            ? fromResult(error)
            : null
      if (!refusal) throw error
      if (res.headersSent) return void res.destroy()
      refuse(res, refusal)
    }
  }
}

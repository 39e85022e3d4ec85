import { AsyncLocalStorage } from 'node:async_hooks'

/** A structured JSON logger: one line per event, easy to ship and query. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void
  warn(event: string, fields?: Record<string, unknown>): void
  error(event: string, fields?: Record<string, unknown>): void
}

/** The request being served, for every line logged while serving it (and the calls it makes). */
const current = new AsyncLocalStorage<{ requestId: string }>()

/** Runs `fn` (and everything it starts) as part of the request `requestId`. */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return current.run({ requestId }, fn)
}

/** The id of the request being served here, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId
}

/**
 * The one logger of the three servers: each line is JSON with the time, level, event and the id
 * of the request it belongs to, so `grep <id>` over their logs follows one request.
 */
export function createJsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log =
    (level: string) =>
    (event: string, fields: Record<string, unknown> = {}) =>
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level,
          event,
          requestId: currentRequestId(),
          ...fields,
        }),
      )
  return { info: log('info'), warn: log('warn'), error: log('error') }
}

/** For tests and tools that do not want log output. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} }

/**
 * One `request` line per answered request: method, path (never the query, which can carry cart
 * tokens), status, duration and the request id that error lines and the client also see. Works
 * on Express and on a plain Node server alike.
 */
export function requestLog(logger: Logger) {
  return (
    req: { method?: string; url?: string; originalUrl?: string },
    res: {
      statusCode: number
      getHeader(name: string): unknown
      once(event: 'finish', listener: () => void): unknown
    },
    next: () => void,
  ) => {
    const started = process.hrtime.bigint()
    const path = (req.originalUrl ?? req.url ?? '/').split('?')[0]
    res.once('finish', () => {
      logger.info('request', {
        // Named here too: 'finish' may come after the request's own context has ended.
        requestId: res.getHeader('x-request-id'),
        method: req.method,
        path,
        status: res.statusCode,
        durationMs:
          Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      })
    })
    next()
  }
}

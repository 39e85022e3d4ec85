import type { RequestHandler } from 'express'

/** A structured JSON logger: one line per event, easy to ship and query. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void
  warn(event: string, fields?: Record<string, unknown>): void
  error(event: string, fields?: Record<string, unknown>): void
}

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
          ...fields,
        }),
      )
  return { info: log('info'), warn: log('warn'), error: log('error') }
}

/** For tests and tools that do not want log output. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} }

/**
 * One `request` line per answered call: method, path (never the query, which can carry cart
 * tokens), status, duration and the request id that error lines and the client also see.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.once('finish', () => {
      logger.info('request', {
        requestId: res.getHeader('x-request-id'),
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs:
          Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      })
    })
    next()
  }
}

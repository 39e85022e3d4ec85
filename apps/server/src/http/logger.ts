import type { RequestHandler } from 'express'
import type { Logger } from '@shop/node-server/log'

/**
 * One `request` line per answered call: method, path (never the query, which can carry cart
 * tokens), status, duration and the request id that error lines and the client also see.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.once('finish', () => {
      logger.info('request', {
        // Named here too: 'finish' may come after the request's own context has ended.
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

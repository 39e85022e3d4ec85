import { NetworkError } from '@shop/commerce-client'
import type { ErrorRequestHandler } from 'express'
import { HttpError, unavailable } from './errors'
import type { Logger } from '@shop/node-server/log'

interface BodyParserError {
  type?: string
  status?: number
}

/**
 * The last middleware: known errors keep their status and message; anything else is a 500
 * without internals, logged with the request id so it can be found.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (thrown: unknown, req, res, _next) => {
    // The commerce backend could not be reached, from whichever call: the shop is unavailable
    // for the moment, not broken (the app configuration answered 500 while the backend was down).
    const error = thrown instanceof NetworkError ? unavailable() : thrown
    const requestId = res.getHeader('x-request-id')
    if (res.headersSent) {
      logger.error('response_failed', { requestId, error: String(error) })
      return res.destroy()
    }
    if (error instanceof HttpError) {
      if (error.status >= 500)
        logger.warn('request_failed', {
          requestId,
          status: error.status,
          message: error.message,
        })
      // A failure's answer names the request, which the shop shows as the support reference.
      return res
        .status(error.status)
        .set(error.headers)
        .json(
          error.status >= 500
            ? { ...error.toJSON(), requestId }
            : error.toJSON(),
        )
    }
    const parserError = error as BodyParserError
    if (parserError.type === 'entity.too.large') {
      return res.status(413).json({ message: 'The request body is too large.' })
    }
    if (parserError.type === 'entity.parse.failed') {
      return res.status(400).json({
        message: 'The request body is not valid JSON.',
        violations: [],
      })
    }
    if (
      parserError.status &&
      parserError.status >= 400 &&
      parserError.status < 500
    ) {
      return res
        .status(parserError.status)
        .json({ message: 'The request could not be read.' })
    }
    logger.error('unexpected_error', {
      requestId,
      method: req.method,
      path: req.path,
      error: error instanceof Error ? error.stack : String(error),
    })
    res
      .status(500)
      .json({ message: 'Something went wrong. Please try again.', requestId })
  }
}

import type { RequestHandler } from 'express'
import { forbidden } from './errors'

/** Conservative security headers for a JSON API. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Referrer-Policy', 'same-origin')
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; frame-ancestors 'none'",
  )
  next()
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cookie-authenticated state changes must come from the shop itself: a JSON body (a cross-site
 * form cannot send one without a CORS preflight, which we never grant), no foreign `Origin`, and
 * no `Sec-Fetch-Site: cross-site`. Webhooks are exempt; they are verified by signature instead.
 */
export function crossSiteGuard(
  allowedOrigins: readonly string[],
): RequestHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin))
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const fetchSite = req.get('sec-fetch-site')
    if (fetchSite === 'cross-site')
      return next(forbidden('Cross-site requests are not allowed.'))
    const origin = req.get('origin')
    if (
      origin &&
      origin !== 'null' &&
      !allowed.has(origin) &&
      !sameHost(origin, req.get('host'))
    ) {
      return next(forbidden('Cross-site requests are not allowed.'))
    }
    if (origin === 'null')
      return next(forbidden('Cross-site requests are not allowed.'))
    const length = Number(req.get('content-length') ?? 0)
    const hasBody = length > 0 || req.get('transfer-encoding') !== undefined
    if (hasBody && !req.is('application/json')) {
      return next(
        forbidden('Requests must send JSON (Content-Type: application/json).'),
      )
    }
    next()
  }
}

function sameHost(origin: string, host: string | undefined) {
  try {
    return host !== undefined && new URL(origin).host === host
  } catch {
    return false
  }
}

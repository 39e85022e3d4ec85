import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'

/** A fresh nonce for one render's inline scripts. */
export const newNonce = () => randomBytes(16).toString('base64')

/**
 * The Content-Security-Policy of a page: scripts only from the shop itself, with the render's
 * nonce for the router's inline scripts (no `unsafe-inline` scripts), and Stripe's origins when
 * card payments are on; no framing, no plugins, forms post only to the shop.
 * `dev` allows Vite's dev client (its websocket and evaluated modules).
 */
export function contentSecurityPolicy(
  nonce: string,
  { stripeJsUrl, dev = false }: { stripeJsUrl?: string; dev?: boolean },
): string {
  const stripe = stripeJsUrl ? new URL(stripeJsUrl).origin : undefined
  // Stripe's own hosts: its API, 3-D Secure frames and hooks (https://docs.stripe.com/security/guide#content-security-policy).
  const stripeHosts = stripe
    ? [
        stripe,
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
      ]
    : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      ...stripeHosts,
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // Components set style attributes; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(stripe ? ['https://*.stripe.com'] : []),
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(stripe ? [stripe, 'https://api.stripe.com'] : []),
      ...(dev ? ['ws:', 'wss:'] : []),
    ],
    'frame-src': stripeHosts.length ? stripeHosts : ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ')
}

/** Headers every answer of the shop carries, pages and files alike. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  next()
}

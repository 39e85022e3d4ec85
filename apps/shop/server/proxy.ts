import { request as httpRequest } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import type { RequestHandler } from 'express'
import {
  PRICING_CONTEXT_HEADER,
  SHOP_SERVER_SECRET_HEADER,
} from '@shop/commerce-client'
import { REQUEST_ID_HEADER } from '@shop/node-server/request-id'

/**
 * Forwards a path prefix to another server (the API server, the image CDN), so the browser only
 * ever talks to the shop's own origin.
 * Streams both ways and keeps connections alive to the API server.
 */
export function createProxy(targetUrl: string): RequestHandler {
  const target = new URL(targetUrl)
  return (req, res) => {
    const upstream = httpRequest(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.originalUrl,
        // The original Host travels on, so the API server can tell same-origin calls apart. The
        // visitor's address replaces whatever forwarding header the browser sent: the API trusts
        // it from this server only (sign-in throttling is per client). So is the request's id: this
        // server's, never one the browser sent.
        headers: {
          ...withoutServerHeaders(req.headers),
          'x-forwarded-for': req.ip ?? '',
          [REQUEST_ID_HEADER]: String(res.getHeader(REQUEST_ID_HEADER) ?? ''),
        },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers)
        upstreamRes.pipe(res)
      },
    )
    upstream.setTimeout(15_000, () =>
      upstream.destroy(new Error('API server timed out')),
    )
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy()
      res.status(503).json({
        message: 'The shop is temporarily unavailable. Please try again.',
        requestId: res.getHeader(REQUEST_ID_HEADER),
      })
    })
    req.pipe(upstream)
  }
}

/**
 * A browser's request without the headers only this server may send: a pricing context and the
 * secret that vouches for it (decision 039). The API would not believe them anyway.
 */
function withoutServerHeaders(headers: IncomingHttpHeaders) {
  const {
    [PRICING_CONTEXT_HEADER]: _context,
    [SHOP_SERVER_SECRET_HEADER]: _secret,
    ...rest
  } = headers
  return rest
}

import { constants as zlib } from 'node:zlib'
import compression from 'compression'
import express from 'express'
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
} from 'express'
import type { PageAssets, RenderContext } from '../src/router'
import { isDevPage } from './page-policy'
import { isFromThisMachine } from '@shop/node-server/local'
import { createJsonLogger, requestLog } from '@shop/node-server/log'
import type { Logger } from '@shop/node-server/log'
import { requestIds } from '@shop/node-server/request-id'
import { createProxy } from './proxy'
import type { ShopConfig } from './config'
import { securityHeaders } from './security'
import { createMessagesAsset } from './messages-asset'
import { createSessionCheck } from './session-check'
import { pageHandler, requestIdOf } from './page-handler'
import { siteFiles } from './site-files'

export type RenderFn = (
  request: Request,
  assets: PageAssets,
  context: RenderContext,
) => Promise<Response>

export interface ShopServerOptions extends Pick<
  ShopConfig,
  | 'apiUrl'
  | 'mediaUrl'
  | 'publicBaseUrl'
  | 'allowedHosts'
  | 'trustProxy'
  | 'stripeJsUrl'
  | 'shopServerSecret'
> {
  /** The configured support contact (`ShopConfig`); the tests' servers have none. */
  supportFallback?: ShopConfig['supportFallback']
  /** Vite's dev server is in front: its client needs a looser policy. */
  dev?: boolean
  /** Loads the SSR entry (fresh per request in dev, once in production). */
  getRender: () => Promise<RenderFn>
  assets: (url: string) => Promise<PageAssets>
  /** Mounted before the page handler: static files in production, Vite in dev. */
  staticMiddleware?: express.RequestHandler[]
  /** Where the JSON log lines go (standard output by default). */
  logger?: Logger
}

/** The shop's HTTP server: static assets, the `/api` forwarder and server-rendered pages. */
export function createShopServer(options: ShopServerOptions) {
  const app = express()
  const logger = options.logger ?? createJsonLogger()
  app.disable('x-powered-by')
  // The visitor's address (forwarded to the API for sign-in throttling) is the socket's unless a
  // configured proxy is in front.
  app.set('trust proxy', options.trustProxy)
  // Every request gets an id, which the API server and the backend log too: a new one, unless a
  // proxy trusted by the same rule (TRUST_PROXY) sends a well-formed one.
  app.use(requestIds())
  app.use(securityHeaders)
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true })
  })
  // Health checks poll often; everything after them gets a request line.
  app.use(requestLog(logger))
  // Only the shop's own names are answered: a page of another site whose name was rebound to this
  // machine (DNS rebinding) reaches the shop from a developer's browser, under its own name.
  const allowedHosts = new Set(options.allowedHosts)
  app.use((req, res, next) => {
    if (allowedHosts.has(req.hostname?.toLowerCase() ?? '')) return next()
    res.status(421).setHeader('Cache-Control', 'no-store')
    res.type('text/plain').send('Misdirected request: unknown host')
  })
  // The development tools (the local e-mail outbox, whose links sign people in) answer only to
  // this machine, however the path names them.
  app.use((req, res, next) => {
    if (!isDevPage(req.originalUrl) || isFromThisMachine(req)) return next()
    res.status(404).setHeader('Cache-Control', 'no-store')
    res.type('text/plain').send('Not found')
  })
  const sessions = createSessionCheck(options.apiUrl)
  // Pages, scripts and styles travel compressed. Each write is flushed, so a streamed page still
  // reaches the browser shell first.
  app.use(compression({ threshold: 1024, flush: zlib.Z_SYNC_FLUSH }))
  // A sign-out through the shop ends the shared pages its cookies opened at once.
  app.use(['/api/auth/logout', '/api/_auth/session'], (req, _res, next) => {
    if (req.method === 'POST' || req.method === 'DELETE')
      sessions.forget(req.headers.cookie ?? '')
    next()
  })
  app.use('/api', createProxy(options.apiUrl))
  app.use('/media', createProxy(options.mediaUrl))
  for (const mw of options.staticMiddleware ?? []) app.use(mw)
  const messages = createMessagesAsset(options.apiUrl)
  // Absolute URLs come from the configured public address: a forged Host header must not write
  // them into an answer that shared caches keep.
  app.use(
    siteFiles({
      apiUrl: options.apiUrl,
      siteUrl: options.publicBaseUrl,
      messages,
    }),
  )
  app.use(pageHandler(options, { logger, sessions, messages }))
  // What no page could answer: logged with the request's id, which the visitor can quote.
  app.use(
    (
      error: unknown,
      _req: ExpressRequest,
      res: ExpressResponse,
      next: express.NextFunction,
    ) => {
      logger.error('unexpected_error', {
        error: error instanceof Error ? error.stack : String(error),
      })
      if (res.headersSent) return next(error)
      res.status(500).setHeader('Cache-Control', 'no-store')
      res
        .type('text/plain')
        .send(
          `Something went wrong. Please try again.\nSupport reference: ${requestIdOf(res)}`,
        )
    },
  )
  return app
}

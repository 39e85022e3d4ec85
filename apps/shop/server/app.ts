import {
  negotiateLocale,
  readLocaleCookie,
  serializeLocaleCookie,
} from '@shop/i18n'
import { gzipSync, constants as zlib } from 'node:zlib'
import { SharedCache, carriesSession } from '@shop/commerce-client'
import compression from 'compression'
import express from 'express'
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
} from 'express'
import type { PageAssets, PricingContext, RenderContext } from '../src/router'
import {
  cacheControlFor,
  isCataloguePage,
  isDevPage,
  pageCacheControl,
  sharedPageKey,
} from './page-policy'
import { bufferPage, sendFetchResponse, toFetchRequest } from './page-stream'
import type { BufferedPage } from './page-stream'
import { isFromThisMachine } from '@shop/node-server/local'
import { createJsonLogger, requestLog } from '@shop/node-server/log'
import type { Logger } from '@shop/node-server/log'
import {
  REQUEST_ID_HEADER,
  requestIdHeaders,
  requestIds,
} from '@shop/node-server/request-id'
import { createProxy } from './proxy'
import type { ShopConfig } from './config'
import { contentSecurityPolicy, newNonce, securityHeaders } from './security'
import { MESSAGES_PATH, createMessagesAsset } from './messages-asset'
import { createSessionCheck } from './session-check'

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

/**
 * A visitor sent from an unprefixed path to its locale's path keeps the negotiated locale in the
 * `i18n_redirected` cookie (365 days). Only redirects carry it, so cached pages stay cookie-free.
 */
function rememberLocaleOnRedirect(
  req: ExpressRequest,
  res: ExpressResponse,
  response: { status: number },
) {
  const cookie = readLocaleCookie(req.headers.cookie)
  if (response.status < 300 || response.status >= 400 || cookie) return
  const locale = negotiateLocale({
    acceptLanguage: req.get('accept-language'),
  })
  res.append('Set-Cookie', serializeLocaleCookie(locale))
}

async function sitemap(apiUrl: string, origin: string): Promise<string> {
  // The categories answer is public and the same for every visitor; no cookie goes with it.
  type Node = { identifier: string; categories?: Node[] }
  const { categories } = (await fetch(`${apiUrl}/api/shop/categories`, {
    headers: requestIdHeaders(),
  }).then((r) => r.json())) as { categories: Node[] }
  const paths = ['/en', '/en/shop']
  const walk = (nodes: Node[], prefix: string) => {
    for (const node of nodes) {
      const path = `${prefix}/${node.identifier}`
      paths.push(path)
      walk(node.categories ?? [], path)
    }
  }
  walk(categories, '/en/shop')
  const urls = paths.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`
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
  // Pages that need a sign-in have no rule here: a crawler asking for one is redirected to the
  // sign-in page, which is `noindex` (decision 010).
  // Absolute URLs come from the configured public address: a forged Host header must not write
  // them into an answer that shared caches keep.
  const siteUrl = options.publicBaseUrl
  app.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .send(`User-agent: *\nDisallow: /api/\nSitemap: ${siteUrl}/sitemap.xml\n`)
  })
  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'public, max-age=3600')
      res.type('application/xml').send(await sitemap(options.apiUrl, siteUrl))
    } catch (error) {
      next(error)
    }
  })
  // The messages of the version a page names are kept for a year; an older version's address
  // gets today's messages, briefly cached.
  const messages = createMessagesAsset(options.apiUrl)
  app.get(`${MESSAGES_PATH}/:file`, async (req, res, next) => {
    try {
      if (!/^en\.[\w-]+\.json$/.test(req.params.file))
        return void res.status(404).type('text/plain').send('Not found')
      const asset = await messages.get()
      res.setHeader(
        'Cache-Control',
        req.params.file === `en.${asset.version}.json`
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=60',
      )
      res.setHeader('Vary', 'Accept-Encoding')
      res.type('application/json')
      const gzip = req.acceptsEncodings('gzip') === 'gzip'
      if (gzip) res.setHeader('Content-Encoding', 'gzip')
      res.send(gzip ? asset.gzipped : asset.body)
    } catch (error) {
      next(error)
    }
  })
  // Visitors of a catalogue page who see the same prices get the same HTML: one render serves
  // every signed-out visitor, and another every signed-in one, for a few seconds (decision 014).
  // Personal pages always render.
  const sharedPages = new SharedCache<BufferedPage>(500, SHARED_PAGE_TTL_MS)
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    // Only a path names a page (an absolute-form target such as `GET http://evil.example/`
    // does not).
    if (!req.originalUrl.startsWith('/'))
      return void res.status(400).type('text/plain').send('Bad request')
    try {
      const cookie = req.headers.cookie
      const cacheControl = pageCacheControl(req.originalUrl, cookie)
      const render = async (sharedAs?: PricingContext) => {
        const nonce = newNonce()
        const { href, messages: data } = await messages.get()
        const response = await (
          await options.getRender()
        )(
          toFetchRequest(req, { withCookies: !sharedAs, origin: siteUrl }),
          await options.assets(req.originalUrl),
          {
            apiUrl: options.apiUrl,
            siteUrl,
            nonce,
            sharedAs,
            clientAddress: req.ip,
            requestId: requestIdOf(res),
            logger,
            messages: { href, data },
            supportFallback: options.supportFallback,
          },
        )
        // The policy travels with the render, so a shared copy carries its own nonce's policy.
        response.headers.set(
          'Content-Security-Policy',
          contentSecurityPolicy(nonce, {
            stripeJsUrl: options.stripeJsUrl,
            dev: options.dev,
          }),
        )
        return response
      }
      res.setHeader('Vary', 'Cookie')
      // Which shared render this visitor may have, if any. A signed-in visitor's session is
      // checked first (the guard of pages that need a sign-in); a cookie that is no live
      // session gets a page of its own, as before.
      let sharedAs: PricingContext | undefined
      let sessionCookies: string[] = []
      if (req.method === 'GET' && cacheControl.startsWith('public'))
        sharedAs = { signedIn: false }
      else if (
        req.method === 'GET' &&
        cookie &&
        carriesSession(cookie) &&
        isCataloguePage(req.originalUrl)
      ) {
        const session = await sessions
          .check(cookie, req.ip ?? '', requestIdOf(res))
          .catch(() => undefined)
        if (session?.signedIn) sharedAs = { signedIn: true }
        sessionCookies = session?.setCookies ?? []
      }
      if (sharedAs) {
        const context = sharedAs
        // A render that cannot be shared is this request's alone; a request that waited on
        // another's such render makes its own instead of receiving it.
        let own: BufferedPage | undefined
        const page = await sharedPages
          .get(sharedPageKey(context, req.originalUrl), async () => {
            const buffered = await bufferPage(await render(context))
            // Only a plain 200 without cookies is the same for everyone, and never a page that
            // names this request (an error shown after the page started streaming).
            if (
              buffered.status !== 200 ||
              buffered.headers.has('set-cookie') ||
              buffered.body.includes(requestIdOf(res))
            ) {
              own = buffered
              throw new NotShared()
            }
            return buffered
          })
          .catch(async (error: unknown) => {
            if (!(error instanceof NotShared)) throw error
            return own ?? bufferPage(await render(context))
          })
        res.setHeader(
          'Cache-Control',
          cacheControlFor(page.status, cacheControl),
        )
        rememberLocaleOnRedirect(req, res, page)
        res.status(page.status)
        page.headers.forEach((value, name) => res.append(name, value))
        // A session refreshed by the check reaches the browser with the page.
        for (const line of sessionCookies) res.append('Set-Cookie', line)
        res.append('Vary', 'Accept-Encoding')
        // A shared page is compressed once, not once per visitor; the compression middleware
        // leaves a response alone that already has its encoding.
        const gzip = req.acceptsEncodings('gzip') === 'gzip'
        if (gzip) res.setHeader('Content-Encoding', 'gzip')
        const body = gzip ? (page.gzipped ??= gzipSync(page.body)) : page.body
        res.setHeader('Content-Length', body.length)
        res.end(body)
        return
      }
      const response = await render()
      res.setHeader(
        'Cache-Control',
        cacheControlFor(response.status, cacheControl),
      )
      rememberLocaleOnRedirect(req, res, response)
      // A personal page is compressed as it streams. For HTML, the compression middleware's fast
      // brotli is no smaller than gzip and costs a page about 1.2 ms more CPU (decision 009), so
      // a browser that takes gzip gets gzip. The middleware reads the header when the page starts.
      if (req.acceptsEncodings('gzip') === 'gzip')
        req.headers['accept-encoding'] = 'gzip'
      sendFetchResponse(response, res)
    } catch (error) {
      // The visitor left before the page was ready (the render was aborted with the request):
      // there is nobody to answer, and nothing went wrong worth an error log.
      if (req.socket.destroyed) return
      next(error)
    }
  })
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

/** The id `requestIds()` gave this request (also in the answer's `X-Request-Id`). */
function requestIdOf(res: ExpressResponse): string {
  return String(res.getHeader(REQUEST_ID_HEADER))
}

/** How long one anonymous render of a catalogue page serves every signed-out visitor. */
const SHARED_PAGE_TTL_MS = 5_000

/** A page that must not be shared (a redirect, an error, a cookie): served once, not kept. */
class NotShared extends Error {
  constructor() {
    super('not shared')
  }
}

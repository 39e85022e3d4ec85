import {
  negotiateLocale,
  readLocaleCookie,
  serializeLocaleCookie,
} from '@shop/i18n'
import { gzipSync } from 'node:zlib'
import { SharedCache, carriesSession } from '@shop/commerce-client'
import type express from 'express'
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
} from 'express'
import type { Logger } from '@shop/node-server/log'
import { REQUEST_ID_HEADER } from '@shop/node-server/request-id'
import type { PricingContext } from '../src/router'
import type { ShopServerOptions } from './app'
import type { createMessagesAsset } from './messages-asset'
import {
  cacheControlFor,
  isCataloguePage,
  pageCacheControl,
  sharedPageKey,
} from './page-policy'
import { pageGzip } from './page-gzip'
import { bufferPage, sendFetchResponse, toFetchRequest } from './page-stream'
import type { BufferedPage } from './page-stream'
import { contentSecurityPolicy, newNonce } from './security'
import type { createSessionCheck } from './session-check'

/** Server-rendered pages: shared catalogue renders (decision 014), personal ones streamed. */
export function pageHandler(
  options: ShopServerOptions,
  {
    logger,
    sessions,
    messages,
  }: {
    logger: Logger
    sessions: ReturnType<typeof createSessionCheck>
    messages: ReturnType<typeof createMessagesAsset>
  },
): express.RequestHandler {
  // Absolute URLs come from the configured public address (see `createShopServer`).
  const siteUrl = options.publicBaseUrl
  // Visitors of a catalogue page who see the same prices get the same HTML: one render serves
  // every signed-out visitor, and another every signed-in one, for a few seconds (decision 014).
  // Personal pages always render.
  const sharedPages = new SharedCache<BufferedPage>(500, SHARED_PAGE_TTL_MS)
  const gzipFor = pageGzipFor()
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    // Only a path names a page (an absolute-form target such as `GET http://evil.example/`
    // does not).
    if (!req.originalUrl.startsWith('/'))
      return void res.status(400).type('text/plain').send('Bad request')
    try {
      const cookie = req.headers.cookie
      const cacheControl = pageCacheControl(req.originalUrl, cookie)
      const render = async (
        sharedAs?: PricingContext,
        onPricedBy?: (context: string) => void,
      ) => {
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
            shopServerSecret: options.shopServerSecret,
            onPricedBy,
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
        // A shared signed-in render is made without cookies, for one pricing context: the list
        // prices, or the set of price lists the backend named for this buyer's practice, which
        // the render asks the API for with this server's secret (decision 039). Without the
        // secret a buyer with contract prices gets a page of their own (decision 034).
        const pricingContext = session?.pricingContext
        if (session?.signedIn && !pricingContext) sharedAs = { signedIn: true }
        else if (
          session?.signedIn &&
          pricingContext &&
          options.shopServerSecret
        )
          sharedAs = { signedIn: true, pricingContext }
        sessionCookies = session?.setCookies ?? []
      }
      if (sharedAs) {
        const context = sharedAs
        // A render that cannot be shared is this request's alone; a request that waited on
        // another's such render makes its own instead of receiving it.
        let own: BufferedPage | undefined
        const page = await sharedPages
          .get(sharedPageKey(context, req.originalUrl), async () => {
            const pricedBy = new Set<string>()
            const buffered = await bufferPage(
              await render(context, (c) => pricedBy.add(c)),
            )
            // Shared under its key only when every priced answer was priced by the key's context:
            // a list reassigned since the session check (or a context the backend no longer
            // prices by) makes the page the buyer's own, rendered with their cookies.
            const expected = context.pricingContext ?? 'none'
            if ([...pricedBy].some((c) => c !== expected))
              throw new NotShared({ repriced: true })
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
            if (error.repriced) return undefined
            return own ?? bufferPage(await render(context))
          })
        if (page) {
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
      }
      const response = await render()
      res.setHeader(
        'Cache-Control',
        cacheControlFor(response.status, cacheControl),
      )
      rememberLocaleOnRedirect(req, res, response)
      // A personal page is compressed as it streams. For HTML, the compression middleware's fast
      // brotli is no smaller than gzip and costs a page about 1.2 ms more CPU (decision 009), so
      // a browser that takes gzip gets gzip, with the inline stylesheet compressed once per
      // process (decision 049); the middleware reads the header when anything else starts.
      const gzip = req.acceptsEncodings('gzip') === 'gzip'
      if (gzip) req.headers['accept-encoding'] = 'gzip'
      const html = /^text\/html\b/i.test(
        response.headers.get('content-type') ?? '',
      )
      sendFetchResponse(
        response,
        res,
        gzip && html && req.method === 'GET'
          ? await gzipFor(options.assets, req.originalUrl)
          : undefined,
      )
    } catch (error) {
      // The visitor left before the page was ready (the render was aborted with the request):
      // there is nobody to answer, and nothing went wrong worth an error log.
      if (req.socket.destroyed) return
      next(error)
    }
  }
}

/** The gzip of personal pages, made again only when the assets' inline stylesheet changes (dev). */
function pageGzipFor() {
  let made: { styles?: string; gzip: ReturnType<typeof pageGzip> } | undefined
  return async (assets: ShopServerOptions['assets'], url: string) => {
    const styles = (await assets(url)).inlineStyles
    if (!made || made.styles !== styles)
      made = { styles, gzip: pageGzip(styles) }
    return made.gzip
  }
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

/** The id `requestIds()` gave this request (also in the answer's `X-Request-Id`). */
export function requestIdOf(res: ExpressResponse): string {
  return String(res.getHeader(REQUEST_ID_HEADER))
}

/** How long one anonymous render of a catalogue page serves every signed-out visitor. */
const SHARED_PAGE_TTL_MS = 5_000

/** A page that must not be shared (a redirect, an error, a cookie): served once, not kept. */
class NotShared extends Error {
  /** Priced by another context than the key's: every request waiting on it renders its own. */
  readonly repriced: boolean
  constructor({ repriced = false } = {}) {
    super('not shared')
    this.repriced = repriced
  }
}

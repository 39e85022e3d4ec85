import {
  RouterServer,
  createRequestHandler,
  renderRouterToStream,
} from '@tanstack/react-router/ssr/server'
import {
  PRICING_CONTEXT_HEADER,
  SHOP_SERVER_SECRET_HEADER,
} from '@shop/commerce-client'
import { createApi } from './lib/api'
import { errorStatus, isBot } from './lib/page-errors'
import { publicResponseCache } from './lib/public-responses'
import { createRouter } from './router'
import type { PageAssets, RenderContext } from './router'

/** A page gives up on the API after this long and answers with the error page (503). */
const API_TIMEOUT_MS = 8_000

/** The API's public answers (catalogue, content, messages), shared by every render. */
const apiFetch = publicResponseCache()

/**
 * Renders one request to a streamed HTML response with a fresh router, QueryClient and API
 * client carrying this customer's cookie, so no customer's data reaches another's page; only
 * answers the API marks public are shared between renders.
 */
export async function render(
  request: Request,
  assets: PageAssets,
  {
    apiUrl,
    siteUrl,
    nonce,
    sharedAs,
    clientAddress,
    messages,
    supportFallback,
    requestId,
    logger,
    shopServerSecret,
    onPricedBy,
  }: RenderContext,
): Promise<Response> {
  // The last cookie the API set under each name: that is what the browser must keep.
  const setCookies = new Map<string, string>()
  const api = createApi({
    baseUrl: `${apiUrl}/api`,
    // A shared render is nobody's: it never speaks to the API with a visitor's cookie.
    cookie: sharedAs ? null : request.headers.get('cookie'),
    // …and asks for the prices of its pricing context instead, vouched for by the shop server.
    headers:
      sharedAs?.pricingContext && shopServerSecret
        ? {
            [PRICING_CONTEXT_HEADER]: sharedAs.pricingContext,
            [SHOP_SERVER_SECRET_HEADER]: shopServerSecret,
          }
        : undefined,
    onPricedBy,
    onSetCookie: (cookies) => {
      for (const cookie of cookies)
        setCookies.set(cookie.slice(0, cookie.indexOf('=')).trim(), cookie)
    },
    clientAddress,
    requestId,
    timeoutMs: API_TIMEOUT_MS,
    fetch: apiFetch,
  })
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createRouter({
        assets,
        api,
        siteUrl,
        nonce,
        sharedAs,
        messagesHref: messages?.href,
        messages: messages?.data,
        supportFallback,
        requestId,
      }),
  })
  const response = await handler(
    async ({ request, responseHeaders, router }) => {
      const page = await renderRouterToStream({
        request,
        responseHeaders,
        router,
        children: <RouterServer router={router} />,
      })
      const failed = router.state.matches.find(
        (match) => match.status === 'error',
      )
      // A page that shows a status on purpose (the error page) answers with it.
      const shown = shownStatus(router.state.matches)
      if (!failed && shown) {
        const { headers, body } = page.response
        return {
          ...page,
          response: new Response(body, { status: shown, headers }),
        }
      }
      if (!failed) return page
      const status = errorStatus(failed.error)
      const bot = isBot(request.headers.get('user-agent'))
      logger?.[status >= 500 ? 'error' : 'warn']('page_failed', {
        requestId,
        path: new URL(request.url).pathname,
        status,
        bot,
        error: String(failed.error),
      })
      // A robot's failed page is only logged: it gets the status, no error page to index.
      const { headers, body } = page.response
      if (bot) {
        await body?.cancel()
        return { ...page, response: new Response(null, { status, headers }) }
      }
      return { ...page, response: new Response(body, { status, headers }) }
    },
  )
  // A session refreshed while loading the page reaches the browser with the page.
  for (const cookie of setCookies.values())
    response.headers.append('set-cookie', cookie)
  return response
}

/** The status a matched page declares in its loader data (`{ httpStatus }`), if any. */
function shownStatus(matches: readonly { loaderData?: unknown }[]) {
  for (const match of [...matches].reverse()) {
    const status = (match.loaderData as { httpStatus?: unknown } | undefined)
      ?.httpStatus
    if (typeof status === 'number') return status
  }
  return undefined
}

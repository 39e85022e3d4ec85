import {
  RouterServer,
  createRequestHandler,
  renderRouterToStream,
} from '@tanstack/react-router/ssr/server'
import { createApi } from './lib/api'
import { createRouter } from './router'
import type { PageAssets } from './router'

/**
 * Renders one request to a streamed HTML response with a fresh router, QueryClient and API
 * client carrying this customer's cookie, so no customer's data reaches another's page.
 */
export async function render(
  request: Request,
  assets: PageAssets,
  apiUrl: string,
): Promise<Response> {
  const setCookies: string[] = []
  const api = createApi({
    baseUrl: `${apiUrl}/api`,
    cookie: request.headers.get('cookie'),
    onSetCookie: (cookies) => setCookies.push(...cookies),
  })
  const handler = createRequestHandler({
    request,
    createRouter: () => createRouter(assets, api),
  })
  const response = await handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({
      request,
      responseHeaders,
      router,
      children: <RouterServer router={router} />,
    }),
  )
  // A session refreshed while loading the page reaches the browser with the page.
  for (const cookie of setCookies) response.headers.append('set-cookie', cookie)
  return response
}

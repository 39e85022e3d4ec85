import {
  RouterServer,
  createRequestHandler,
  renderRouterToStream,
} from '@tanstack/react-router/ssr/server'
import { createRouter } from './router'
import type { PageAssets } from './router'

/** Renders one request to a streamed HTML response with a fresh router and QueryClient. */
export function render(
  request: Request,
  assets: PageAssets,
): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () => createRouter(assets),
  })
  return handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({
      request,
      responseHeaders,
      router,
      children: <RouterServer router={router} />,
    }),
  )
}

import { I18nMessagesProvider } from '@shop/i18n/react'
import { RouteProgress } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import {
  HeadContent,
  Scripts,
  createRootRouteWithContext,
  useRouter,
} from '@tanstack/react-router'
import { useEffect } from 'react'
import type { ReactNode } from 'react'
import { loadPersonal } from '#lib/personal'
import { messagesQuery, sessionQuery } from '#lib/queries'
import { SHOP_NAME, pageTitle, runRouteMiddleware } from '#lib/route-meta'
import type { RouterContext } from '../router'
import { NotFoundPage, RouteError } from './-components/error-pages'
import '@shop/ui/styles.css'
import '../app.css'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The session is known before any page renders (spec section 4); a failed fetch is an error
  // (the error page to try again), never signed out.
  // A shared render knows only its pricing context: whether its visitors are signed in (the shop
  // server checked), not who they are (decision 014). Then the route metadata's guards run for
  // every matched route (spec section 2).
  beforeLoad: async ({ context, matches, location, preload }) => {
    const { sharedAs, queryClient, api } = context
    const [session] = await Promise.all([
      sharedAs
        ? null
        : // A personal server render asks for the buyer, the cart and the open recalls at once;
          // the browser keeps its session (decision 028).
          import.meta.env.SSR
          ? loadPersonal(queryClient, api, {
              checkout: matches.some((m) => m.staticData.personalCheckout),
            })
          : queryClient.ensureQueryData(sessionQuery(api)),
      queryClient.ensureQueryData(messagesQuery(api)),
    ])
    const user = session?.user ?? null
    const signedIn = sharedAs ? sharedAs.signedIn : user !== null
    await runRouteMiddleware(
      matches.map((match) => match.staticData),
      { context: { ...context, user, signedIn }, location, preload },
    )
    return { user, signedIn }
  },
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: documentTitle(matches) },
      {
        name: 'description',
        content:
          'Order medical supplies for your practice or clinic: gloves, syringes, wound care and more, at net business prices.',
      },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
  // The document shell wraps pages, the error page and the not-found page alike.
  shellComponent: RootDocument,
})

/** The page's title; a page that was not found or failed says so, in the tab and to a reader. */
function documentTitle(
  matches: readonly {
    status: string
    globalNotFound?: boolean
    _notFound?: unknown
    staticData: Parameters<typeof pageTitle>[0][number]
  }[],
) {
  if (
    matches.some(
      (m) => m.status === 'notFound' || m.globalNotFound || m._notFound,
    )
  )
    return `Page not found · ${SHOP_NAME}`
  if (matches.some((m) => m.status === 'error'))
    return `Something went wrong · ${SHOP_NAME}`
  return pageTitle(matches.map((match) => match.staticData))
}

const NO_MESSAGES = {}

function RootDocument({ children }: { children: ReactNode }) {
  const { assets, ui, api, siteUrl, messagesHref, supportFallback } =
    Route.useRouteContext()
  const nonce = useRouter().options.ssr?.nonce
  // Loaded before any page (beforeLoad above) and kept for the whole visit.
  const { data: messages = NO_MESSAGES } = useQuery(messagesQuery(api))
  useEffect(() => {
    // A signal for tests and monitoring that the page is interactive.
    document.documentElement.dataset.hydrated = 'true'
    // The first page is resolved on the server; later ones report themselves to the store.
    ui.getState().setCurrentHref(
      `${window.location.pathname}${window.location.search}`,
    )
  }, [ui])
  return (
    // The configured site address and support contact reach the browser's router with the page
    // (entry-client).
    <html
      lang="en"
      data-site-url={siteUrl}
      data-messages={messagesHref}
      data-support={
        supportFallback ? JSON.stringify(supportFallback) : undefined
      }
    >
      <head>
        <HeadContent />
        {messagesHref ? (
          // Fetched while the page streams: the browser hydrates with these messages.
          <link
            rel="preload"
            as="fetch"
            href={messagesHref}
            crossOrigin="anonymous"
          />
        ) : null}
        {assets.modulePreloads?.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.inlineStyles !== undefined ? (
          <style
            data-entry=""
            dangerouslySetInnerHTML={{ __html: assets.inlineStyles }}
          />
        ) : (
          assets.styles.map((href) => (
            <link key={href} rel="stylesheet" href={href} data-entry="" />
          ))
        )}
      </head>
      <body>
        {/* Runs while router.tsx marks the body aria-busy. */}
        <RouteProgress />
        <I18nMessagesProvider locale="en" messages={messages}>
          {children}
        </I18nMessagesProvider>
        <Scripts />
        {assets.preamble ? (
          <script
            type="module"
            data-preamble=""
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: assets.preamble }}
          />
        ) : null}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} data-entry="" />
        ))}
      </body>
    </html>
  )
}

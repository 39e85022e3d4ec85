import { QueryClient } from '@tanstack/react-query'
import type { Query } from '@tanstack/react-query'
import {
  createSerializationAdapter,
  createRouter as createTanStackRouter,
  parseSearchWith,
  stringifySearchWith,
} from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { ApiError, retryTransient } from './lib/api'
import type { Api } from './lib/api'
import { messagesQuery } from './lib/queries'
import type { Messages } from './lib/queries'
import type { SupportContact } from './lib/support-contact'
import { limitPreloads } from './lib/preload-limit'
import { createUiStore } from './lib/ui-store'
import type { UiStore } from './lib/ui-store'
import { routeTree } from './route-tree.gen'
import { RouteError } from './routes/-components/error-pages'

/** The script and stylesheet URLs the document must load (from Vite's manifest or dev server). */
export interface PageAssets {
  scripts: string[]
  styles: string[]
  /**
   * Chunks the entry imports (the framework chunk): announced in the head so the browser fetches
   * them while the page streams instead of after it has parsed the entry.
   */
  modulePreloads?: string[]
  /** Inline module code that must run before the entry (Vite's React refresh preamble in dev). */
  preamble?: string
  /**
   * The entry stylesheet's text, inlined in production: the first paint waits for no stylesheet
   * request (it is about 5 KB compressed, and later pages are client-side navigations).
   */
  inlineStyles?: string
}

/** What a server render needs besides the request: where the API is, the site's address, a nonce. */
export interface RenderContext {
  apiUrl: string
  /** The configured public base address, for absolute URLs (never the request's Host). */
  siteUrl: string
  /** The nonce of this render's inline scripts (its Content-Security-Policy allows it). */
  nonce: string
  /**
   * Set when the render is shared by every visitor of one pricing context (decision 014): it is
   * made without cookies and asks the API for nobody's session; the browser fetches what is
   * personal after hydration.
   */
  sharedAs?: PricingContext
  /**
   * The visitor's address (the shop server's `req.ip`): every API call of the render names it, so
   * the API decides by the visitor (sign-in throttling, the development outbox) and not by the
   * shop server, which calls from this machine.
   */
  clientAddress?: string
  /** The shop's messages and their versioned address (the shop server serves them there). */
  messages?: { href: string; data: Messages }
  /** The configured support contact, for when the content names none or cannot be reached. */
  supportFallback?: SupportContact
  /**
   * The id of the request being rendered: every API call of the render sends it, its log lines
   * name it, and an error page shows it as the support reference.
   */
  requestId?: string
  /**
   * The secret the shop server shares with the API: a render shared by a pricing context sends
   * it with the context, so the API prices by it (decision 039).
   */
  shopServerSecret?: string
  /** Told the pricing context each priced API answer of the render says it was priced by. */
  onPricedBy?: (context: string) => void
  /** The shop server's logger (JSON lines that name the request). */
  logger?: {
    warn(event: string, fields?: Record<string, unknown>): void
    error(event: string, fields?: Record<string, unknown>): void
  }
}

/**
 * What a shared page may differ by: whether its visitors are signed in, and the set of price
 * lists their prices come from (the backend's signed pricing context, decision 039). Never a
 * person.
 */
export interface PricingContext {
  signedIn: boolean
  /** The backend's pricing context of the visitors' practices; absent for list prices. */
  pricingContext?: string
}

export interface RouterContext {
  queryClient: QueryClient
  assets: PageAssets
  /** The shop's API client: direct with the customer's cookie on the server, `/api` in the browser. */
  api: Api
  /** UI state (overlays, the login modal), one store per router. */
  ui: UiStore
  /** The site's configured public address, for absolute URLs (canonical links). */
  siteUrl: string
  /** The pricing context of a shared server render; absent in the browser and personal renders. */
  sharedAs?: PricingContext
  /** Where the browser loads the messages from (a versioned, long-cached asset). */
  messagesHref?: string
  /** The configured support contact (`useSupportContact` prefers the content's). */
  supportFallback?: SupportContact
  /**
   * The id of the request the server rendered this page for: the error page's support reference.
   * In the browser, only until the visitor goes to another address.
   */
  requestId?: string
}

/**
 * What a page hands the browser of its queries: not the messages (a cacheable asset of their
 * own, 12 KB less in every page) and not a query a component merely looked at on the server
 * (no data, no fetch: the browser asks for it itself).
 */
function worthSending(query: Query): boolean {
  if (query.queryKey[0] === 'i18n') return false
  return !(
    query.state.status === 'pending' && query.state.fetchStatus === 'idle'
  )
}

/** An API error crosses from the server's render to the browser with its status intact. */
const apiErrorAdapter = createSerializationAdapter({
  key: 'api-error',
  test: (value): value is ApiError => value instanceof ApiError,
  toSerializable: (error) => ({
    status: error.status,
    message: error.message,
    violations: error.violations,
  }),
  fromSerializable: (value) =>
    new ApiError(value.status, value.message, value.violations),
})

export interface CreateRouterOptions {
  assets: PageAssets
  api: Api
  siteUrl: string
  /** The nonce of the server render's inline scripts (its Content-Security-Policy). */
  nonce?: string
  sharedAs?: PricingContext
  /** The versioned address of the shop's messages, which the browser loads before hydrating. */
  messagesHref?: string
  /** The messages themselves, where they are already known (the server, and the browser once loaded). */
  messages?: Messages
  supportFallback?: SupportContact
  /** The id of the request a server render answers. */
  requestId?: string
}

/**
 * Creates the router and its QueryClient. Called once per request on the server and once in the
 * browser, so no customer's data is ever shared between requests.
 */
export function createRouter({
  assets,
  api,
  siteUrl,
  nonce,
  sharedAs,
  messagesHref,
  messages,
  supportFallback,
  requestId,
}: CreateRouterOptions) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryTransient },
      dehydrate: { shouldDehydrateQuery: worthSending },
    },
  })
  if (messages) queryClient.setQueryData(messagesQuery(api).queryKey, messages)
  const ui = createUiStore()
  const router = createTanStackRouter({
    routeTree,
    context: {
      queryClient,
      assets,
      api,
      ui,
      siteUrl,
      sharedAs,
      messagesHref,
      supportFallback,
      requestId,
    },
    // Plain strings stay unquoted in URLs (`?attrs=3,12`), so filter links read well when shared.
    parseSearch: parseSearchWith(JSON.parse),
    stringifySearch: stringifySearchWith(JSON.stringify),
    defaultPreloadDelay: 50,
    defaultPendingMs: 400,
    defaultPreload: 'intent',
    // Every route's error shows the shop's error page (the layout steps aside for it).
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    ssr: nonce ? { nonce } : undefined,
  })
  // Not a constructor option outside TanStack Start, but read from the options by SSR
  // dehydration and by hydration alike.
  router.options.serializationAdapters = [apiErrorAdapter]
  // The request id travels with a page that failed, so the hydrated error page shows the same
  // support reference (the SSR query integration below keeps these and adds its own). Only with a
  // failed page: every other page may be a shared render, which must name nobody's request.
  const context = router.options.context
  router.options.dehydrate = () =>
    router.state.matches.some((match) => match.status === 'error')
      ? { requestId }
      : {}
  router.options.hydrate = (data: { requestId?: string }) => {
    context.requestId = data.requestId
    const href = router.state.location.href
    const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
      if (toLocation.href === href) return
      context.requestId = undefined
      unsubscribe()
    })
  }
  setupRouterSsrQueryIntegration({ router, queryClient })
  // The cart, account and add-product overlays close on every navigation (spec section 2).
  router.subscribe('onResolved', ({ pathChanged, toLocation }) => {
    ui.getState().setCurrentHref(toLocation.href)
    if (pathChanged) ui.getState().closeOverlays()
  })
  // In the browser: preloading on intent is limited (spec section 9), and the route progress
  // bar (pure CSS, see app.css) shows while a navigation waits.
  if (typeof document !== 'undefined') {
    limitPreloads(router)
    // On the body: `<html>` takes no ARIA attributes (axe's aria-allowed-attr).
    const { body } = document
    router.subscribe('onBeforeLoad', () =>
      body.setAttribute('aria-busy', 'true'),
    )
    router.subscribe('onResolved', () => body.removeAttribute('aria-busy'))
  }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}

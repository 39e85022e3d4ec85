import { redirect } from '@tanstack/react-router'
import type { Api } from './api'
import { cartQuery } from './queries'
import type { User } from './queries'
import type { QueryClient } from '@tanstack/react-query'
import type { UiStore } from './ui-store'

/** A route's metadata (spec section 2), declared as `staticData` on the route. */
export interface RouteMeta {
  /** Only for a signed-in buyer; applies to the route and everything below it. */
  requiresAuth?: boolean
  /** The page title, before the shop's name. */
  title?: string
  /** Named guards that run before the page loads, in order; a name not registered fails to compile. */
  middleware?: readonly MiddlewareName[]
  /** The checkout's lists come with a personal server render's one API call (decision 047). */
  personalCheckout?: boolean
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges RouteMeta into staticData
  interface StaticDataRouteOption extends RouteMeta {}
}

export interface MiddlewareOptions {
  context: {
    user: User | null
    /** Signed in, even where a shared render does not know the user (decision 014). */
    signedIn: boolean
    ui: UiStore
    queryClient: QueryClient
    api: Api
  }
  location: { href: string }
  preload?: boolean
}

type Middleware = (options: MiddlewareOptions) => void | Promise<void>

/**
 * A signed-out buyer who clicks through to a protected page gets the login modal and stays where
 * they are, with the target remembered; a direct load shows the login page with the target as
 * `redirect` (spec sections 2 and 4).
 */
function requireAuth({ context, location, preload }: MiddlewareOptions) {
  if (context.signedIn) return
  // Once the page is live, the buyer stays on the page they are on (the last resolved location).
  const current =
    typeof document !== 'undefined' ? context.ui.getState().currentHref : null
  if (current) {
    if (!preload) context.ui.getState().openLogin(location.href)
    throw redirect({ href: current, replace: true })
  }
  throw redirect({ to: '/en/auth/login', search: { redirect: location.href } })
}

/** Without items there is nothing to check out: the buyer goes to the cart (spec section 2). */
async function requireCart(options: MiddlewareOptions) {
  requireAuth(options)
  const { queryClient, api } = options.context
  // Loaded with the checkout, not with every page: the guard is registered for all of them.
  const [{ isCartEmpty }, cart] = await Promise.all([
    import('@shop/checkout'),
    // A server render's cart came with its personal request a moment ago (decision 028); a
    // navigation in the browser asks for the cart as it is now.
    import.meta.env.SSR
      ? queryClient.ensureQueryData(cartQuery(api))
      : queryClient.fetchQuery(cartQuery(api)),
  ])
  if (isCartEmpty(cart)) throw redirect({ to: '/en/shop/cart' })
}

const MIDDLEWARE = {
  'require-auth': requireAuth,
  'require-cart': requireCart,
} as const satisfies Readonly<Record<string, Middleware>>

/** The guards a route can name in its `middleware`. */
export type MiddlewareName = keyof typeof MIDDLEWARE

/**
 * Runs the guards of every matched route, outermost first: `require-auth` for `requiresAuth`,
 * then each named middleware. A name nobody registered is a programming error.
 */
export async function runRouteMiddleware(
  metas: readonly (RouteMeta | undefined)[],
  options: MiddlewareOptions,
) {
  for (const meta of metas) {
    const names: readonly string[] = [
      ...(meta?.requiresAuth ? ['require-auth'] : []),
      ...(meta?.middleware ?? []),
    ]
    for (const name of names) {
      // Names come typed from routes, but metadata is data: an unknown one still fails loudly.
      const middleware = (MIDDLEWARE as Record<string, Middleware | undefined>)[
        name
      ]
      if (!middleware) throw new Error('Unknown route middleware')
      await middleware(options)
    }
  }
}

// Only for resolving a path: any origin that cannot be a real one will do.
const PATH_BASE = 'http://shop.invalid'

/**
 * Where to go after signing in (or up): the `redirect` query value when it is a path of this
 * origin, never another site, and either a page of the shop (`/en…`) or a file of its API
 * (`/api/…`: the invoice link of an e-mail); else the shop (spec section 2). The value is resolved
 * as the browser would resolve it (`/\evil.example` and `//evil.example` name another host) and
 * answered normalized.
 */
export function safeRedirect(value: unknown, fallback = '/en/shop'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(value, PATH_BASE)
  } catch {
    return fallback
  }
  const { origin, pathname } = url
  const inside =
    pathname === '/en' ||
    pathname.startsWith('/en/') ||
    pathname.startsWith('/api/')
  return origin === PATH_BASE && inside
    ? `${pathname}${url.search}${url.hash}`
    : fallback
}

/**
 * A path the API answers (a file to download), not a page: the browser must load it itself, the
 * router has no route for it.
 */
export const isApiPath = (path: string) => path.startsWith('/api/')

/** The search of the sign-in and sign-up pages: where to go afterwards, only inside the shop. */
export const authPageSearch = (
  search: Record<string, unknown>,
): { redirect?: string } =>
  typeof search.redirect === 'string'
    ? { redirect: safeRedirect(search.redirect) }
    : {}

/**
 * The sign-in and sign-up pages' guard: a signed-in buyer has nothing to do there and goes on to
 * the shop, or where the link was meant to lead.
 */
export function leaveAuthPageWhenSignedIn({
  context,
  search,
}: {
  context: { signedIn: boolean }
  search: { redirect?: string }
}) {
  if (context.signedIn) {
    const href = safeRedirect(search.redirect)
    throw redirect({ href, replace: true, reloadDocument: isApiPath(href) })
  }
}

export const SHOP_NAME = 'Clinic Supply'

/** The document title: the innermost route's `title`, then the shop's name. */
export function pageTitle(metas: readonly (RouteMeta | undefined)[]) {
  const title = metas.findLast((meta) => meta?.title)?.title
  return title
    ? `${title} · ${SHOP_NAME}`
    : `${SHOP_NAME}: medical supplies for practices and clinics`
}

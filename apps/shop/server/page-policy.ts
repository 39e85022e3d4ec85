import { carriesSession } from '@shop/commerce-client'
import type { PricingContext } from '../src/router'

// Which pages are shared and which are someone's, and what caches may keep of them (decision 014).

/**
 * Pages that are someone's: the cart, the checkout, the account, the quick order, signing in, and
 * a development machine's outbox (its links sign people in).
 */
const PERSONAL_PAGES =
  /^\/en\/(shop\/(cart|checkout|account|quick-order)|auth|dev)(?=[/?#]|$)/
/** Pages only a signed-in buyer may see, though they are the same for every one of them. */
const SIGNED_IN_PAGES = /^\/en\/shop\/products(?=[/?#]|$)/
const PERSONAL_PATHS = new RegExp(
  `${PERSONAL_PAGES.source}|${SIGNED_IN_PAGES.source}`,
)

/**
 * A catalogue page (home, category, search, product, configurator, content): the same for every
 * visitor who sees the same prices, so signed-in visitors share one render too (decision 014).
 */
export function isCataloguePage(url: string): boolean {
  return url.startsWith('/en') && !PERSONAL_PAGES.test(url)
}

/** The shared-render key's part for a pricing context; room for a customer group, never a person. */
export function pricingContextKey(context: PricingContext): string {
  return context.signedIn ? 'signed-in' : 'anonymous'
}

/**
 * Shared caches may keep anonymous catalogue pages for a minute; anything personal (a request
 * that carries anything the API could read as a session, a cart, checkout or account page) is
 * never stored. The cookie check is the API's own parser's view (`carriesSession`), so the two
 * servers cannot disagree about who is signed in.
 */
export function pageCacheControl(
  url: string,
  cookie: string | undefined,
): string {
  return carriesSession(cookie) || PERSONAL_PATHS.test(url)
    ? 'private, no-store'
    : 'public, max-age=60'
}

/**
 * What a shared cache may keep of a page with this status: a page, a redirect and a real "not
 * found" are the same for every visitor for a while; a failure (5xx) or a refusal (401, 403, 429)
 * must not outlive the moment that caused it.
 */
export function cacheControlFor(status: number, cacheControl: string): string {
  return status < 400 || status === 404 ? cacheControl : 'no-store'
}

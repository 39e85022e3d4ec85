import { carriesSession } from '@shop/commerce-client'
import type { PricingContext } from '../src/router'

// Which pages are shared and which are someone's, and what caches may keep of them (decision 014).
// Every decision is made about the page the router will render, however its path was spelled
// (issue 30): `/en/%64ev/outbox`, `/en/x/../dev/outbox` and `/EN/DEV/OUTBOX` are the outbox.

/**
 * Pages that are someone's: the cart, the checkout, the account, the quick order, signing in, and
 * a development machine's outbox (its links sign people in). Matched against `matchedPath`.
 */
const PERSONAL_PAGES =
  /^\/en\/(shop\/(cart|checkout|account|quick-order)|auth|dev)(?=\/|$)/
/** Pages only a signed-in buyer may see, though they are the same for every one of them. */
const SIGNED_IN_PAGES = /^\/en\/shop\/products(?=\/|$)/
/** The development tools, which answer only to this machine. */
const DEV_PAGES = /^\/en\/dev(?=\/|$)/

/**
 * A request target's path as the router reads it: dot segments resolved and backslashes read as
 * slashes (the render's request URL is parsed so, see `toFetchRequest`), then percent-escapes
 * decoded as the router decodes them (`decodeURI`, which keeps `/`, `?`, `#` and the other
 * reserved characters escaped; `%25` and `%5C` stay too). The case is kept: parameters keep it.
 * A target that is not a path (`*`, an absolute URL) is no page: ''.
 */
export function pagePath(url: string): string {
  if (!url.startsWith('/')) return ''
  let pathname: string
  try {
    pathname = new URL(`http://shop.invalid${url}`).pathname
  } catch {
    return ''
  }
  return pathname
    .split(/(%25|%5C)/i)
    .map((part, i) => (i % 2 ? part : decodeEscapes(part)))
    .join('')
}

function decodeEscapes(part: string): string {
  try {
    return decodeURI(part)
  } catch {
    // A malformed sequence stays as it is; the escapes around it are still read.
    return part.replace(/%[0-9a-f]{2}/gi, (escape) => {
      try {
        return decodeURI(escape)
      } catch {
        return escape
      }
    })
  }
}

/** The path the router matches routes against: it compares static segments in lower case. */
const matchedPath = (url: string) => pagePath(url).toLowerCase()

/** A development tool's page (the outbox): this machine's only. */
export function isDevPage(url: string): boolean {
  return DEV_PAGES.test(matchedPath(url))
}

/**
 * A catalogue page (home, category, search, product, configurator, content): the same for every
 * visitor who sees the same prices, so signed-in visitors share one render too (decision 014).
 */
export function isCataloguePage(url: string): boolean {
  const path = matchedPath(url)
  return /^\/en(?=\/|$)/.test(path) && !PERSONAL_PAGES.test(path)
}

/**
 * The key of a shared render: the pricing context (room for a customer group, never a person)
 * and the page as the router reads it, so two spellings of one page are one render and cannot
 * multiply renders; the query as sent.
 */
export function sharedPageKey(context: PricingContext, url: string): string {
  const pricing = !context.signedIn
    ? 'anonymous'
    : context.pricingContext
      ? `signed-in ${context.pricingContext}`
      : 'signed-in'
  const query = url.indexOf('?')
  return `${pricing} ${pagePath(url)}${query < 0 ? '' : url.slice(query)}`
}

/**
 * Shared caches may keep anonymous catalogue pages for 10 s (their share of the minute in which
 * a catalogue change reaches every buyer: README, "Caches"); anything personal (a request
 * that carries anything the API could read as a session, a cart, checkout or account page) is
 * never stored. The cookie check is the API's own parser's view (`carriesSession`), so the two
 * servers cannot disagree about who is signed in.
 */
export function pageCacheControl(
  url: string,
  cookie: string | undefined,
): string {
  const path = matchedPath(url)
  return carriesSession(cookie) ||
    PERSONAL_PAGES.test(path) ||
    SIGNED_IN_PAGES.test(path)
    ? 'private, no-store'
    : 'public, max-age=10'
}

/**
 * What a shared cache may keep of a page with this status: a page, a redirect and a real "not
 * found" are the same for every visitor for a while; a failure (5xx) or a refusal (401, 403, 429)
 * must not outlive the moment that caused it.
 */
export function cacheControlFor(status: number, cacheControl: string): string {
  return status < 400 || status === 404 ? cacheControl : 'no-store'
}

import { createHash } from 'node:crypto'
import {
  AUTH_COOKIE,
  REFRESH_COOKIE,
  parseCookies,
} from '@shop/commerce-client'

/** A confirmed session lets catalogue pages through this long without asking the API again. */
export const SESSION_CHECK_MS = 5_000
/** Sessions remembered at most; the oldest is dropped first. */
const MAX_SESSIONS = 10_000
/** The check gives up after this long (the page then renders on its own, as before). */
const CHECK_TIMEOUT_MS = 8_000

export interface SessionCheckResult {
  signedIn: boolean
  /**
   * The key of the set of price lists the buyer's practice pays by (issue 34), null for list
   * prices: such a buyer's catalogue pages are not the list-price render (decision 034).
   */
  pricingContext: string | null
  /** Cookies the API set while checking (a refreshed session): the browser must get them. */
  setCookies: string[]
}

/**
 * The sign-in guard of shared signed-in pages (decision 014): asks the API whether a visitor's
 * cookies are a live session and remembers a yes for five seconds, as the backend does
 * (decision 011). Only the session cookies' values make the key, hashed, so the memory holds no
 * token and two spellings the API reads alike are one session.
 */
export function createSessionCheck(
  apiUrl: string,
  { ttlMs = SESSION_CHECK_MS, now = Date.now } = {},
) {
  const live = new Map<
    string,
    { until: number; pricingContext: string | null }
  >()
  // A sign-out while a check was on its way must not be undone by that check's answer.
  let forgets = 0
  const keyOf = (cookie: string) => {
    const jar = parseCookies(cookie)
    return createHash('sha256')
      .update(`${jar[AUTH_COOKIE] ?? ''}\n${jar[REFRESH_COOKIE] ?? ''}`)
      .digest('base64url')
  }

  async function check(
    cookie: string,
    clientAddress: string,
    requestId: string,
  ): Promise<SessionCheckResult> {
    const key = keyOf(cookie)
    const known = live.get(key)
    if (known !== undefined && known.until > now())
      return {
        signedIn: true,
        pricingContext: known.pricingContext,
        setCookies: [],
      }
    live.delete(key)
    const forgetsBefore = forgets
    const response = await fetch(`${apiUrl}/api/_auth/session`, {
      headers: {
        cookie,
        accept: 'application/json',
        'x-forwarded-for': clientAddress,
        'x-request-id': requestId,
      },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    })
    if (!response.ok)
      throw new Error(`The session check answered ${response.status}.`)
    const { user } = (await response.json()) as {
      user?: { customer?: { pricingContext?: string | null } }
    }
    const setCookies = response.headers.getSetCookie()
    const signedIn = Boolean(user)
    const pricingContext = user?.customer?.pricingContext ?? null
    // A refreshed session comes back under new cookies: the next request is checked with those.
    if (signedIn && setCookies.length === 0 && forgets === forgetsBefore) {
      if (live.size >= MAX_SESSIONS)
        for (const oldest of live.keys()) {
          live.delete(oldest)
          break
        }
      live.set(key, { until: now() + ttlMs, pricingContext })
    }
    return { signedIn, pricingContext, setCookies }
  }

  /** A sign-out through this server: its cookies open no page from now on. */
  function forget(cookie: string) {
    forgets++
    live.delete(keyOf(cookie))
  }

  return { check, forget }
}

import { safeRedirect } from './route-meta'

// What the pages' `validateSearch` imports, and so in the shop's first-load script: what their
// forms need is in `refused-link.ts`.

/** The API's longest single-use token (`token` in the contract's inputs). */
const MAX_TOKEN_LENGTH = 128

/**
 * The search of a page that an e-mailed link opens (a new password, a confirmed address): its
 * single-use token, left out when the link was cut off or mangled, so the page shows "this link
 * is not valid" instead of failing; and where to go afterwards, only inside the shop.
 */
export function accountLinkSearch(search: Record<string, unknown>): {
  token?: string
  redirect?: string
} {
  // The router parses search values as JSON, so a token of digits arrives as a number.
  const raw =
    typeof search.token === 'number' ? String(search.token) : search.token
  const token = typeof raw === 'string' ? raw.trim() : ''
  return {
    ...(token && token.length <= MAX_TOKEN_LENGTH ? { token } : {}),
    ...(typeof search.redirect === 'string'
      ? { redirect: safeRedirect(search.redirect) }
      : {}),
  }
}

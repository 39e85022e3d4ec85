/** The cookie holding the shop API's access token (spec section 9: max age 604800 s). */
export const AUTH_COOKIE = 'shop_session'
/** The cookie holding the shop API's refresh token; only the API server reads it. */
export const REFRESH_COOKIE = 'shop_refresh'

/**
 * Reads a `Cookie` header the way the shop API does: `a=1; b=2` → `{ a: '1', b: '2' }`. Names
 * are trimmed (`shop_refresh =x` is `shop_refresh`), the first of two equal names wins and values
 * are URI-decoded where they can be. Every server that decides something from cookies uses this
 * one parser, so none of them reads a header differently from the API.
 *
 * @example
 * parseCookies('shop_session=abc; i18n_redirected=en') // { shop_session: 'abc', i18n_redirected: 'en' }
 */
export function parseCookies(
  header: string | null | undefined,
): Record<string, string> {
  // No prototype: a cookie named `__proto__` or `constructor` is just a cookie.
  const cookies = Object.create(null) as Record<string, string>
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (!name || Object.hasOwn(cookies, name)) continue
    const raw = part.slice(eq + 1).trim()
    try {
      cookies[name] = decodeURIComponent(raw)
    } catch {
      cookies[name] = raw
    }
  }
  return cookies
}

const SESSION_NAMES = [AUTH_COOKIE, REFRESH_COOKIE]

/**
 * Whether a `Cookie` header carries anything that could be read as a session: a session or
 * refresh cookie under any spelling of its name (spaces, letter case, duplicates, empty values).
 * A request for which this is true is personal and its answer is never shared.
 *
 * @example
 * carriesSession('SHOP_REFRESH =x') // true
 * carriesSession('i18n_redirected=en') // false
 */
export function carriesSession(header: string | null | undefined): boolean {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    const name = (eq < 0 ? part : part.slice(0, eq)).trim().toLowerCase()
    if (SESSION_NAMES.includes(name)) return true
  }
  return false
}

/**
 * Applies `Set-Cookie` lines to a `Cookie` header, as a browser would: a set cookie replaces the
 * one of the same name, a cleared one (empty value, `Max-Age=0` or an expiry in the past) is
 * dropped. A server rendering on a customer's behalf uses it to send a refreshed session with
 * its later calls.
 *
 * @example
 * applySetCookies('shop_refresh=old', ['shop_session=a; Path=/', 'shop_refresh=new; Path=/'])
 * // 'shop_refresh=new; shop_session=a'
 */
export function applySetCookies(
  header: string | null | undefined,
  setCookies: readonly string[],
): string {
  const jar = new Map(Object.entries(parseCookies(header)))
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';')
    const eq = pair.indexOf('=')
    if (eq < 0) continue
    const name = pair.slice(0, eq).trim()
    const value = pair.slice(eq + 1).trim()
    const cleared =
      value === '' ||
      attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.split('=')
        const k = key.trim().toLowerCase()
        if (k === 'max-age') return Number(val) <= 0
        if (k === 'expires') return Date.parse(val) <= Date.now()
        return false
      })
    jar.delete(name)
    if (!cleared) jar.set(name, decodeURIComponentSafe(value))
  }
  return [...jar]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ')
}

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

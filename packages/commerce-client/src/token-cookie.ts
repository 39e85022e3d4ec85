/** Seven days, like the auth cookie (spec section 9). */
export const TOKEN_COOKIE_MAX_AGE_S = 604_800

/** Where a client keeps its bearer token. */
export interface TokenStore {
  get(): string | undefined
  set(token: string | undefined): void
}

/** Keeps the token in memory, e.g. on a server. */
export function memoryTokenStore(initial?: string): TokenStore {
  let token = initial
  return {
    get: () => token,
    set: (next) => {
      token = next
    },
  }
}

/**
 * Keeps the token in a browser cookie named after the client (7 days, Secure, SameSite Lax).
 * `doc` defaults to the global `document`.
 *
 * @example
 * const store = cookieTokenStore('commerce')
 * store.set('eyJ…') // commerce=eyJ…; Max-Age=604800; Path=/; Secure; SameSite=Lax
 */
export function cookieTokenStore(
  name: string,
  doc?: { cookie: string },
): TokenStore {
  const jar = () => {
    const target =
      doc ?? (globalThis as { document?: { cookie: string } }).document
    if (!target)
      throw new Error(
        'cookieTokenStore needs a document: use memoryTokenStore outside the browser.',
      )
    return target
  }
  return {
    get() {
      for (const part of jar().cookie.split(';')) {
        const [key, ...value] = part.trim().split('=')
        if (key === name)
          return decodeURIComponent(value.join('=')) || undefined
      }
      return undefined
    },
    set(token) {
      jar().cookie = token
        ? `${name}=${encodeURIComponent(token)}; Max-Age=${TOKEN_COOKIE_MAX_AGE_S}; Path=/; Secure; SameSite=Lax`
        : `${name}=; Max-Age=0; Path=/; Secure; SameSite=Lax`
    },
  }
}

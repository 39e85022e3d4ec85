import type { CookieOptions, Request, Response } from 'express'

/** The auth token cookie (spec section 9: max age 604800 s). */
export const AUTH_COOKIE = 'shop_session'
/** The refresh token cookie; only the API server reads it. */
export const REFRESH_COOKIE = 'shop_refresh'
export const AUTH_COOKIE_MAX_AGE_S = 604_800

/** Reads the Cookie header without a dependency: `a=1; b=2` → `{ a: '1', b: '2' }`. */
export function parseCookies(
  header: string | undefined,
): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (!name || name in cookies) continue
    try {
      cookies[name] = decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      cookies[name] = part.slice(eq + 1).trim()
    }
  }
  return cookies
}

export interface SessionTokens {
  token?: string
  refreshToken?: string
}

export function readSessionTokens(req: Request): SessionTokens {
  const cookies = parseCookies(req.headers.cookie)
  return {
    token: cookies[AUTH_COOKIE] || undefined,
    refreshToken: cookies[REFRESH_COOKIE] || undefined,
  }
}

function options(secure: boolean): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: AUTH_COOKIE_MAX_AGE_S * 1000,
  }
}

/** Stores both tokens in httpOnly cookies (SameSite Lax, Secure in production). */
export function writeSessionCookies(
  res: Response,
  tokens: Required<SessionTokens>,
  secure: boolean,
) {
  res.cookie(AUTH_COOKIE, tokens.token, options(secure))
  res.cookie(REFRESH_COOKIE, tokens.refreshToken, options(secure))
}

export function clearSessionCookies(res: Response, secure: boolean) {
  const { maxAge: _maxAge, ...rest } = options(secure)
  res.clearCookie(AUTH_COOKIE, rest)
  res.clearCookie(REFRESH_COOKIE, rest)
}

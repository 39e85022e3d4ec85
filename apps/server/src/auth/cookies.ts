import {
  AUTH_COOKIE,
  REFRESH_COOKIE,
  parseCookies,
} from '@shop/commerce-client'
import type { CookieOptions, Request, Response } from 'express'

export const AUTH_COOKIE_MAX_AGE_S = 604_800

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

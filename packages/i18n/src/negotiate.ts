import { DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE_S, isLocale } from './config.js'
import type { Locale } from './config.js'

/** The locale cookie's name (spec section 4). */
export const LOCALE_COOKIE = 'i18n_redirected'

/** Languages of an `Accept-Language` header, best first (`q` values honoured). */
export function parseAcceptLanguage(
  header: string | null | undefined,
): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return {
        tag: tag.trim(),
        quality: Number.isNaN(quality) ? 0 : quality,
        index,
      }
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag)
}

function matchLanguage(tag: string): Locale | undefined {
  const base = tag.toLowerCase().split(/[-_]/)[0]
  return isLocale(base) ? base : undefined
}

/** What {@link negotiateLocale} looks at. */
export interface LocaleSources {
  /** The value of the `i18n_redirected` cookie. */
  cookie?: string | null
  /** The `Accept-Language` header (server). */
  acceptLanguage?: string | null
  /** `navigator.languages` (browser). */
  languages?: readonly string[]
}

/**
 * Picks the locale: the cookie first, then the browser's languages, then the fallback `en`
 * (spec section 4).
 *
 * @example
 * negotiateLocale({ acceptLanguage: 'de-DE,en;q=0.8' }) // 'en'
 */
export function negotiateLocale(sources: LocaleSources): Locale {
  if (isLocale(sources.cookie)) return sources.cookie
  const languages = [
    ...(sources.languages ?? []),
    ...parseAcceptLanguage(sources.acceptLanguage),
  ]
  for (const tag of languages) {
    const locale = matchLanguage(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

/**
 * The `Set-Cookie` value that remembers the locale for 365 days, path `/`, SameSite Lax.
 *
 * @example
 * serializeLocaleCookie('en') // 'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax'
 */
export function serializeLocaleCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`
}

/** Reads the locale cookie from a `Cookie` header (or `document.cookie`). */
export function readLocaleCookie(
  cookieHeader: string | null | undefined,
): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === LOCALE_COOKIE) return value.join('=')
  }
  return undefined
}

/** The locales the shop supports (spec section 9: English only). */
export const SUPPORTED_LOCALES = ['en'] as const

/** One of {@link SUPPORTED_LOCALES}. */
export type Locale = (typeof SUPPORTED_LOCALES)[number]

/** The locale used when nothing else matches. */
export const DEFAULT_LOCALE: Locale = 'en'

/** ISO-style codes sent to the API as the `locale` query value (spec section 7). */
export const LOCALE_ISO_CODES: Readonly<Record<Locale, string>> = {
  en: 'en_US',
}

/** BCP 47 language tags for `Intl`. */
export const LOCALE_LANGUAGE_TAGS: Readonly<Record<Locale, string>> = {
  en: 'en-US',
}

/** Every path of the shop carries the locale as its first segment. */
export const LOCALE_PATH_PREFIX: Readonly<Record<Locale, string>> = {
  en: '/en',
}

/** Locale cookie lifetime: 365 days (spec section 9). */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/** Translation cache lifetime: 30 minutes (spec section 9). */
export const TRANSLATION_CACHE_TTL_MS = 30 * 60 * 1000

/** Narrows a string to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return (
    typeof value === 'string' &&
    (SUPPORTED_LOCALES as readonly string[]).includes(value)
  )
}

/**
 * The ISO-style code of a locale, `en_US` for English.
 *
 * @example
 * toIsoCode('en') // 'en_US'
 */
export function toIsoCode(locale: Locale): string {
  return LOCALE_ISO_CODES[locale]
}

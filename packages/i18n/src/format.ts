import { LOCALE_LANGUAGE_TAGS } from './config.js'
import type { Locale } from './config.js'

/** Formatting functions bound to a locale and currency. */
export interface Formatters {
  /** Money from integer minor units (net prices): `formatMoney(1999)` → `$19.99`. */
  formatMoney: (minorUnits: number) => string
  /** Dates as mm/dd/yy (spec section 9): `01/05/26`. */
  formatDate: (date: Date | string | number) => string
  formatNumber: (value: number) => string
}

const cache = new Map<string, Formatters>()

/**
 * Creates (and caches, since `Intl` formatters are expensive to build) the formatters of a locale
 * and currency.
 *
 * @example
 * createFormatters('en', 'USD').formatMoney(1999) // '$19.99'
 */
export function createFormatters(locale: Locale, currency = 'USD'): Formatters {
  const cacheKey = `${locale}:${currency}`
  const cached = cache.get(cacheKey)
  if (cached) return cached
  const tag = LOCALE_LANGUAGE_TAGS[locale]
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency })
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2
  const date = new Intl.DateTimeFormat(tag, {
    month: '2-digit',
    day: '2-digit',
    year: '2-digit',
    timeZone: 'UTC',
  })
  const number = new Intl.NumberFormat(tag)
  const formatters: Formatters = {
    formatMoney: (minorUnits) => money.format(minorUnits / 10 ** digits),
    formatDate: (value) =>
      date.format(value instanceof Date ? value : new Date(value)),
    formatNumber: (value) => number.format(value),
  }
  cache.set(cacheKey, formatters)
  return formatters
}

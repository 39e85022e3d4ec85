export {
  DEFAULT_LOCALE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_ISO_CODES,
  LOCALE_LANGUAGE_TAGS,
  LOCALE_PATH_PREFIX,
  SUPPORTED_LOCALES,
  TRANSLATION_CACHE_TTL_MS,
  isLocale,
  toIsoCode,
} from './config.js'
export type { Locale } from './config.js'
export { createFormatters } from './format.js'
export type { Formatters } from './format.js'
export { createTranslationLoader } from './loader.js'
export type {
  TranslationLoader,
  TranslationLoaderOptions,
  TranslationsByLocale,
} from './loader.js'
export { EN_MESSAGES } from './messages-en.js'
export type { MessageKey } from './messages-en.js'
export {
  LOCALE_COOKIE,
  negotiateLocale,
  parseAcceptLanguage,
  readLocaleCookie,
  serializeLocaleCookie,
} from './negotiate.js'
export type { LocaleSources } from './negotiate.js'
export { createTranslator, formatMessage } from './translate.js'
export { taxSummary } from './tax.js'
export type { TaxShown, TaxSummary } from './tax.js'
export { packLine, unitQuantity } from './units.js'
export type { PackedProduct } from './units.js'
export type { MessageParams, Translate } from './translate.js'

import { expect, it } from 'vitest'
import * as api from './index.js'
import * as reactApi from './react/index.js'

it('keeps its public surface deliberate', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_LOCALE",
      "EN_MESSAGES",
      "LOCALE_COOKIE",
      "LOCALE_COOKIE_MAX_AGE_S",
      "LOCALE_ISO_CODES",
      "LOCALE_LANGUAGE_TAGS",
      "LOCALE_PATH_PREFIX",
      "SUPPORTED_LOCALES",
      "TRANSLATION_CACHE_TTL_MS",
      "createFormatters",
      "createTranslationLoader",
      "createTranslator",
      "formatMessage",
      "isLocale",
      "negotiateLocale",
      "packLine",
      "parseAcceptLanguage",
      "readLocaleCookie",
      "serializeLocaleCookie",
      "taxSummary",
      "toIsoCode",
      "unitQuantity",
    ]
  `)
  expect(Object.keys(reactApi).sort()).toMatchInlineSnapshot(`
    [
      "I18nMessagesProvider",
      "I18nProvider",
      "useI18n",
      "useT",
    ]
  `)
})

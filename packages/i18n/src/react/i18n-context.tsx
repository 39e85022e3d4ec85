import { createContext, useContext, useMemo } from 'react'
import type { ReactNode } from 'react'
import { DEFAULT_LOCALE, toIsoCode } from '../config.js'
import type { Locale } from '../config.js'
import { createFormatters } from '../format.js'
import type { Formatters } from '../format.js'
import type { MessageKey } from '../messages-en.js'
import { createTranslator } from '../translate.js'
import type { Translate } from '../translate.js'

/** What {@link useI18n} gives: the translate function, the locale and its formatters. */
export interface I18nValue extends Formatters {
  t: Translate<MessageKey>
  locale: Locale
  /** The ISO-style code for API calls, `en_US`. */
  isoCode: string
}

const I18nContext = createContext<I18nValue | null>(null)

export interface I18nMessagesProviderProps {
  locale?: Locale
  /** Every message of the locale, for example as loaded from the translations service. */
  messages: Readonly<Record<string, string>>
  /** ISO 4217 currency for prices; USD by default. */
  currency?: string
  children: ReactNode
}

/**
 * Provides translations and formatters from messages the app loads as data. Unlike
 * `I18nProvider` it bundles no catalogue, so a browser bundle stays free of message text.
 *
 * @example
 * <I18nMessagesProvider messages={translations.en}>
 *   <App />
 * </I18nMessagesProvider>
 */
export function I18nMessagesProvider({
  locale = DEFAULT_LOCALE,
  messages,
  currency = 'USD',
  children,
}: I18nMessagesProviderProps) {
  const value = useMemo<I18nValue>(
    () => ({
      t: createTranslator<MessageKey>(messages, locale),
      locale,
      isoCode: toIsoCode(locale),
      ...createFormatters(locale, currency),
    }),
    [locale, messages, currency],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/**
 * The translate function, locale and formatters of the nearest provider.
 *
 * @example
 * const { t, formatMoney } = useI18n()
 * return <p>{t('category.fromPrice', { price: formatMoney(1250) })}</p>
 */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n must be used inside an I18nProvider.')
  return value
}

/**
 * The translate function of the nearest provider.
 *
 * @example
 * const t = useT()
 * return <h1>{t('cart.title')}</h1>
 */
export function useT(): Translate<MessageKey> {
  return useI18n().t
}

import { useMemo } from 'react'
import type { ReactNode } from 'react'
import type { Locale } from '../config.js'
import { EN_MESSAGES } from '../messages-en.js'
import { I18nMessagesProvider } from './i18n-context.js'

export interface I18nProviderProps {
  locale?: Locale
  /** Messages merged over the bundled English catalogue (for example from the translations service). */
  messages?: Readonly<Record<string, string>>
  /** ISO 4217 currency for prices; USD by default. */
  currency?: string
  children: ReactNode
}

/**
 * Provides translations and formatters to the components below it, from the bundled English
 * catalogue with any `messages` merged over it.
 *
 * @example
 * <I18nProvider locale="en" currency="USD">
 *   <App />
 * </I18nProvider>
 */
export function I18nProvider({ messages, ...props }: I18nProviderProps) {
  const merged = useMemo(
    () => (messages ? { ...EN_MESSAGES, ...messages } : EN_MESSAGES),
    [messages],
  )
  return <I18nMessagesProvider {...props} messages={merged} />
}

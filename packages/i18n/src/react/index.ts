export { I18nMessagesProvider, useI18n, useT } from './i18n-context.js'
export type { I18nMessagesProviderProps, I18nValue } from './i18n-context.js'
export { I18nProvider } from './i18n-provider.js'
export type { I18nProviderProps } from './i18n-provider.js'

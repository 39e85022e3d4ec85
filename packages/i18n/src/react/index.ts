export { I18nProvider, useI18n, useT } from './i18n-provider.js'
export type { I18nProviderProps, I18nValue } from './i18n-provider.js'

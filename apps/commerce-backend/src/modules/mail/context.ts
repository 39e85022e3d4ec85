import {
  DEFAULT_LOCALE,
  EN_MESSAGES,
  LOCALE_PATH_PREFIX,
  createFormatters,
  createTranslator,
} from '@shop/i18n'
import type { Locale, MessageKey, MessageParams } from '@shop/i18n'
import { absoluteLink } from './absolute-link'
import type { LinkQuery } from './absolute-link'

/** What every message needs to know about the shop that sends it. */
export interface MailContext {
  /** The shop's public address, e.g. `https://shop.example`: every link in a message starts with it. */
  publicUrl: string
  /** The ISO 4217 currency of every amount, e.g. `USD`. */
  currency: string
  locale?: 'en'
}

/** The catalogue, formatters and link builder of one message, bound to its context. */
export interface MailTools {
  locale: Locale
  t: (key: MessageKey, params?: MessageParams) => string
  /** Integer minor units (net) in the shop currency: `money(123456)` → `$1,234.56`. */
  money: (minorUnits: number) => string
  /** An ISO date as the shop shows dates (mm/dd/yy). */
  date: (iso: string) => string
  number: (value: number) => string
  /** An absolute link to a path of the shop (see `absoluteLink`). */
  link: (path: string, query?: LinkQuery) => string
  /** The shop's home page. */
  homeLink: string
}

// Control characters and line breaks would split a subject line or the text part's layout, and
// bidirectional overrides could make a name read as something else.
const UNSAFE_TEXT = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu

/** A value from outside (a name, an address line) as one line of plain text. */
export function plainValue(value: string): string {
  return value.replace(UNSAFE_TEXT, ' ')
}

function plainParams(params: MessageParams): MessageParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? plainValue(value) : value,
    ]),
  )
}

/** Binds the catalogue, the formatters and the links to a message's context. */
export function mailTools(ctx: MailContext): MailTools {
  const locale = ctx.locale ?? DEFAULT_LOCALE
  const translate = createTranslator<MessageKey>(EN_MESSAGES, locale)
  const formatters = createFormatters(locale, ctx.currency)
  const link = (path: string, query?: LinkQuery) =>
    absoluteLink(ctx.publicUrl, path, query)
  return {
    locale,
    t: (key, params) => translate(key, params && plainParams(params)),
    money: (minorUnits) => formatters.formatMoney(minorUnits),
    date: (iso) => formatters.formatDate(iso),
    number: (value) => formatters.formatNumber(value),
    link,
    homeLink: link(LOCALE_PATH_PREFIX[locale]),
  }
}

/** `Hello {name},`, or `Hello,` when there is no name. */
export function greeting(tools: MailTools, name: string): string {
  const trimmed = plainValue(name).trim()
  return trimmed
    ? tools.t('mail.greeting', { name: trimmed })
    : tools.t('mail.greetingNoName')
}

import { LOCALE_LANGUAGE_TAGS } from './config.js'
import type { Locale } from './config.js'

/** Values for `{placeholders}` in messages. */
export type MessageParams = Readonly<Record<string, string | number>>

const pluralRules = new Map<string, Intl.PluralRules>()

function pluralCategory(locale: Locale, count: number) {
  const tag = LOCALE_LANGUAGE_TAGS[locale]
  let rules = pluralRules.get(tag)
  if (!rules) pluralRules.set(tag, (rules = new Intl.PluralRules(tag)))
  return rules.select(count)
}

/** Finds the matching `}` of a `{` at `start`, so plural branches may hold placeholders. */
function closingBrace(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
  }
  return -1
}

/**
 * Formats a message: `{name}` is replaced by its value, and
 * `{count, plural, =0 {none} one {# item} other {# items}}` picks a branch (`#` is the count).
 */
export function formatMessage(
  message: string,
  params: MessageParams = {},
  locale: Locale = 'en',
): string {
  let out = ''
  let i = 0
  while (i < message.length) {
    const open = message.indexOf('{', i)
    if (open < 0) break
    const close = closingBrace(message, open)
    if (close < 0) break
    out += message.slice(i, open)
    const body = message.slice(open + 1, close)
    const plural = /^\s*(\w+)\s*,\s*plural\s*,(.*)$/s.exec(body)
    if (plural) {
      const count = Number(params[plural[1] as string] ?? 0)
      const branches = new Map<string, string>()
      const spec = plural[2] as string
      let j = 0
      while (j < spec.length) {
        const keyMatch = /\s*(=?\w+)\s*\{/y
        keyMatch.lastIndex = j
        const key = keyMatch.exec(spec)
        if (!key) break
        const branchOpen = keyMatch.lastIndex - 1
        const branchClose = closingBrace(spec, branchOpen)
        branches.set(key[1] as string, spec.slice(branchOpen + 1, branchClose))
        j = branchClose + 1
      }
      const branch =
        branches.get(`=${count}`) ??
        branches.get(pluralCategory(locale, count)) ??
        branches.get('other') ??
        ''
      out += formatMessage(branch.replace(/#/g, String(count)), params, locale)
    } else {
      const name = body.trim()
      out += name in params ? String(params[name]) : `{${body}}`
    }
    i = close + 1
  }
  return out + message.slice(i)
}

/** A translate function: a key and its parameters in, text out. */
export type Translate<TKey extends string = string> = (
  key: TKey,
  params?: MessageParams,
) => string

/**
 * Creates a translate function over a catalogue. A missing key falls back to the key itself and
 * is reported once through `onMissing`.
 *
 * @example
 * const t = createTranslator({ 'cart.items': '{count, plural, one {# item} other {# items}}' }, 'en')
 * t('cart.items', { count: 2 }) // '2 items'
 */
export function createTranslator<TKey extends string = string>(
  messages: Readonly<Record<string, string>>,
  locale: Locale,
  onMissing: (key: string) => void = () => undefined,
): Translate<TKey> {
  const reported = new Set<string>()
  return (key, params) => {
    const message = messages[key]
    if (message === undefined) {
      if (!reported.has(key)) {
        reported.add(key)
        onMissing(key)
      }
      return key
    }
    return params || message.includes('{')
      ? formatMessage(message, params, locale)
      : message
  }
}

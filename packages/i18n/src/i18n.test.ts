import { describe, expect, it, vi } from 'vitest'
import { TRANSLATION_CACHE_TTL_MS, toIsoCode } from './config.js'
import { createFormatters } from './format.js'
import { createTranslationLoader } from './loader.js'
import { EN_MESSAGES } from './messages-en.js'
import {
  negotiateLocale,
  parseAcceptLanguage,
  readLocaleCookie,
  serializeLocaleCookie,
} from './negotiate.js'
import { createTranslator, formatMessage } from './translate.js'

describe('locale negotiation', () => {
  it('prefers the cookie, then the browser languages, then en', () => {
    expect(negotiateLocale({ cookie: 'en', acceptLanguage: 'de' })).toBe('en')
    expect(
      negotiateLocale({ cookie: 'xx', acceptLanguage: 'de-DE,en-GB;q=0.5' }),
    ).toBe('en')
    expect(negotiateLocale({ languages: ['fr-FR', 'en-US'] })).toBe('en')
    expect(negotiateLocale({})).toBe('en')
  })

  it('orders Accept-Language by q value and drops q=0', () => {
    expect(parseAcceptLanguage('de;q=0.3, en-US, fr;q=0.7, es;q=0')).toEqual([
      'en-US',
      'fr',
      'de',
    ])
    expect(parseAcceptLanguage(undefined)).toEqual([])
  })

  it('writes the cookie for 365 days on path / with SameSite Lax and reads it back', () => {
    const cookie = serializeLocaleCookie('en')
    expect(cookie).toBe(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(readLocaleCookie('a=1; i18n_redirected=en; b=2')).toBe('en')
    expect(readLocaleCookie('a=1')).toBeUndefined()
  })

  it('maps en to the ISO code en_US', () => {
    expect(toIsoCode('en')).toBe('en_US')
  })
})

describe('messages', () => {
  it('interpolates placeholders and picks plural branches', () => {
    expect(formatMessage('Hello, {name}', { name: 'Dr. Ortiz' })).toBe(
      'Hello, Dr. Ortiz',
    )
    const items =
      '{count, plural, =0 {none} one {# item} other {# items for {who}}}'
    expect(formatMessage(items, { count: 0 })).toBe('none')
    expect(formatMessage(items, { count: 1 })).toBe('1 item')
    expect(formatMessage(items, { count: 12, who: 'you' })).toBe(
      '12 items for you',
    )
    expect(formatMessage('Keep {unknown}', {})).toBe('Keep {unknown}')
  })

  it('falls back to the key and reports a missing key once', () => {
    const onMissing = vi.fn()
    const t = createTranslator(EN_MESSAGES, 'en', onMissing)
    expect(t('cart.title')).toBe('Cart')
    expect(t('no.such.key')).toBe('no.such.key')
    t('no.such.key')
    expect(onMissing).toHaveBeenCalledTimes(1)
  })

  it('holds the specified error wordings', () => {
    expect(EN_MESSAGES['error.notFound']).toBe('Page Not Found')
    expect(EN_MESSAGES['error.server']).toBe('Internal Server Error')
    expect(EN_MESSAGES['error.unavailable']).toBe('Shop Briefly Unavailable')
    expect(EN_MESSAGES['error.networkFailed']).toBe('Network request failed')
    expect(EN_MESSAGES['error.networkTimeout']).toBe(
      'Network request timed out',
    )
    expect(EN_MESSAGES['error.aborted']).toBe('Aborted')
  })
})

describe('formatters', () => {
  it('formats money from minor units, dates as mm/dd/yy and numbers', () => {
    const f = createFormatters('en')
    expect(f.formatMoney(1999)).toBe('$19.99')
    expect(f.formatMoney(0)).toBe('$0.00')
    expect(f.formatDate('2026-01-05T12:00:00Z')).toBe('01/05/26')
    expect(f.formatNumber(12500)).toBe('12,500')
    expect(createFormatters('en', 'EUR').formatMoney(100)).toBe('€1.00')
  })

  it('reuses formatter instances', () => {
    expect(createFormatters('en', 'USD')).toBe(createFormatters('en', 'USD'))
  })
})

describe('translation loader', () => {
  const bundled = { en: { 'cart.title': 'Cart', 'cart.empty': 'Empty' } }
  const ok = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200 })

  it('merges remote messages over the bundle and caches them for 30 minutes', async () => {
    let time = 0
    const fetch = vi.fn(async () => ok({ en: { 'cart.title': 'Basket' } }))
    const loader = createTranslationLoader({
      endpoint: 'https://cms.test/',
      bundled,
      fetch,
      now: () => time,
    })
    expect(await loader.load()).toEqual({
      en: { 'cart.title': 'Basket', 'cart.empty': 'Empty' },
    })
    expect(fetch).toHaveBeenCalledWith(
      'https://cms.test/translations/all',
      expect.anything(),
    )
    time = TRANSLATION_CACHE_TTL_MS - 1
    await loader.load()
    expect(fetch).toHaveBeenCalledTimes(1)
    time = TRANSLATION_CACHE_TTL_MS + 1
    await loader.load()
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('shares one request between concurrent loads', async () => {
    const fetch = vi.fn(async () => ok({ en: {} }))
    const loader = createTranslationLoader({
      endpoint: 'https://cms.test',
      bundled,
      fetch,
    })
    await Promise.all([loader.load(), loader.load(), loader.load()])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('serves the bundle when the service fails and logs the failure once', async () => {
    let time = 0
    const warn = vi.fn()
    const fetch = vi.fn(async () => new Response('down', { status: 503 }))
    const loader = createTranslationLoader({
      endpoint: 'https://cms.test',
      bundled,
      fetch,
      now: () => time,
      logger: { warn },
    })
    expect(await loader.load()).toEqual(bundled)
    time = TRANSLATION_CACHE_TTL_MS + 1
    expect(await loader.load()).toEqual(bundled)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('refuses a response of the wrong shape', async () => {
    const warn = vi.fn()
    const loader = createTranslationLoader({
      endpoint: 'https://cms.test',
      bundled,
      fetch: async () => ok({ en: { 'cart.title': 42 } }),
      logger: { warn },
    })
    expect(await loader.load()).toEqual(bundled)
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('the English catalogue', () => {
  // The shop is en_US (spec section 1): no British spellings (issue 31).
  it('spells the American way', () => {
    const british =
      /\b(colour\w*|cancell(ed|ing)|centre|catalogue|organis\w*|authoris\w*|favourit\w*|licence)\b/i
    const found = Object.entries(EN_MESSAGES).filter(([, text]) =>
      british.test(text),
    )
    expect(found).toEqual([])
  })
})

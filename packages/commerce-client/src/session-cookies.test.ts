import { describe, expect, it } from 'vitest'
import {
  applySetCookies,
  carriesSession,
  parseCookies,
} from './session-cookies.js'

describe('parseCookies', () => {
  it('trims names, keeps the first of two equal names and decodes values', () => {
    expect(
      parseCookies('shop_refresh =a%20b; shop_refresh=second; x=%E0%A4%A'),
    ).toEqual({ shop_refresh: 'a b', x: '%E0%A4%A' })
    expect(parseCookies(undefined)).toEqual({})
    expect(parseCookies('__proto__=1').__proto__).toBe('1')
  })
})

describe('carriesSession', () => {
  it('sees a session under every spelling the API could read', () => {
    for (const header of [
      'shop_session=a',
      'shop_refresh=a',
      ' Shop_Refresh =a',
      'shop_session=',
      'x=1;shop_session',
    ])
      expect(carriesSession(header), header).toBe(true)
    for (const header of [undefined, '', 'i18n_redirected=en', 'shop=1'])
      expect(carriesSession(header), String(header)).toBe(false)
  })
})

describe('applySetCookies', () => {
  it('replaces, adds and drops cookies as a browser would', () => {
    expect(
      applySetCookies('shop_refresh=old; i18n_redirected=en', [
        'shop_session=new-access; Max-Age=604800; Path=/; HttpOnly',
        'shop_refresh=new-refresh; Max-Age=604800; Path=/; HttpOnly',
      ]),
    ).toBe(
      'i18n_redirected=en; shop_session=new-access; shop_refresh=new-refresh',
    )
    expect(
      applySetCookies('shop_session=a; shop_refresh=b; keep=1', [
        'shop_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
        'shop_refresh=b; Max-Age=0',
      ]),
    ).toBe('keep=1')
  })
})

import { describe, expect, it } from 'vitest'
import { pageCacheControl } from './page-policy'

describe('pageCacheControl', () => {
  it('lets shared caches keep anonymous catalogue pages only', () => {
    expect(pageCacheControl('/en/shop/protection', undefined)).toBe(
      'public, max-age=60',
    )
    expect(
      pageCacheControl(
        '/en/shop/protection',
        'i18n_redirected=en; shop_session=abc',
      ),
    ).toBe('private, no-store')
    for (const path of [
      '/en/shop/cart',
      '/en/shop/checkout',
      '/en/shop/account/orders',
      '/en/auth/login',
      '/en/auth/reset-password?token=abc',
      '/en/auth/accept-invitation?token=abc',
      '/en/shop/account/company',
      '/en/dev/outbox',
    ]) {
      expect(pageCacheControl(path, undefined)).toBe('private, no-store')
    }
  })

  it('keeps every request private that the API could read as signed in', () => {
    for (const cookie of [
      'shop_session=abc',
      'shop_refresh=abc',
      'shop_refresh =abc',
      ' shop_session = abc',
      'SHOP_REFRESH=abc',
      'Shop_Session=abc',
      'shop_session=; shop_session=abc',
      'i18n_redirected=en;shop_refresh=abc',
      'a=1; shop_refresh',
    ])
      expect(pageCacheControl('/en/shop/protection', cookie), cookie).toBe(
        'private, no-store',
      )
    expect(
      pageCacheControl('/en/shop/protection', 'i18n_redirected=en; shop=1'),
    ).toBe('public, max-age=60')
  })
})

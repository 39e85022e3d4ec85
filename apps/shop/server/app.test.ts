import { describe, expect, it } from 'vitest'
import { pageCacheControl } from './app'

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
    ]) {
      expect(pageCacheControl(path, undefined)).toBe('private, no-store')
    }
  })
})

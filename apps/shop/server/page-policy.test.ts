import { describe, expect, it } from 'vitest'
import type { Api } from '../src/lib/api'
import { createRouter } from '../src/router'
import {
  isCataloguePage,
  isDevPage,
  pageCacheControl,
  sharedPageKey,
} from './page-policy'

describe('pageCacheControl', () => {
  it('lets shared caches keep anonymous catalogue pages only', () => {
    expect(pageCacheControl('/en/shop/protection', undefined)).toBe(
      'public, max-age=10',
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
    ).toBe('public, max-age=10')
  })
})

// Spellings of personal pages that the router reads as those pages (issue 30): escapes it decodes,
// dot segments and backslashes the request URL resolves, and capitals (routes match in any case).
const SPELLINGS = [
  '/en/shop/%63art',
  '/EN/SHOP/CART',
  '/en/shop/x/../cart',
  '/en/./shop/cart?step=1',
  '/en\\shop\\cart',
  '/en/shop/%2E/cart',
  '/%65n/auth/login',
  '/en/Auth/reset-password?token=abc',
  '/en/shop/Account/orders',
  '/en/shop/quick%2Dorder',
  '/en/shop/chec%E2%84%AAout',
  '/en/%64ev/outbox',
  '/en/de%76/outbox',
  '/en/x/../dev/outbox',
  '/assets/../en/dev/outbox',
  '/en/shop/%70roducts/GLV-NIT-E-NITRILE-M-BLUE-P100',
]

describe('the page a decision is about', () => {
  it('is the page the router renders, however the path is spelled', () => {
    for (const path of SPELLINGS)
      expect(pageCacheControl(path, undefined), path).toBe('private, no-store')
    // A product page is shared among signed-in visitors; the others are personal.
    for (const path of SPELLINGS.slice(0, -1))
      expect(isCataloguePage(path), path).toBe(false)
    for (const path of [
      '/en/%64ev/outbox',
      '/en/de%76/outbox',
      '/EN/DEV/OUTBOX',
      '/en/x/../dev/outbox',
      '/en/%2e/dev/outbox',
      '/en\\dev\\outbox',
    ])
      expect(isDevPage(path), path).toBe(true)
    // Escapes the router keeps (a slash, a per cent sign) name no page of the tools.
    for (const path of ['/en%2Fdev/outbox', '/en/dev%2Foutbox', '/en/de%25v'])
      expect(isDevPage(path), path).toBe(false)
  })

  it('agrees with the router on every spelling', () => {
    const router = createRouter({
      assets: { scripts: [], styles: [] },
      api: {} as Api,
      siteUrl: 'https://shop.example',
    })
    const personalRoute =
      /^\/en\/_layout\/(shop\/(cart|checkout|account|quick-order|products)|auth|dev)(\/|$)/
    for (const path of [...SPELLINGS, '/en/shop/cart%20', '//en/dev/outbox']) {
      // As the server render's request reads it (`toFetchRequest`).
      const url = new URL(`https://shop.example${path}`)
      const matches = router.matchRoutes(
        router.parseLocation({
          pathname: url.pathname,
          search: url.search,
          hash: '',
          href: `${url.pathname}${url.search}`,
          state: { __TSR_index: 0 },
        }),
      )
      const route = matches.at(-1)?.routeId ?? ''
      // Each spelling above is a personal page to the router: the list tests something.
      if (SPELLINGS.includes(path)) expect(route, path).toMatch(personalRoute)
      if (personalRoute.test(route))
        expect(pageCacheControl(path, undefined), `${path} (${route})`).toBe(
          'private, no-store',
        )
      if (route.startsWith('/en/_layout/dev/'))
        expect(isDevPage(path), path).toBe(true)
    }
  })
})

describe('sharedPageKey', () => {
  it('is one key for every spelling of a page, and apart for each pricing context and query', () => {
    const anonymous = { signedIn: false }
    const key = sharedPageKey(anonymous, '/en/shop/gloves?page=2')
    for (const path of [
      '/en/%73hop/gloves?page=2',
      '/en/x/../shop/gloves?page=2',
      '/en/./shop/%67loves?page=2',
    ])
      expect(sharedPageKey(anonymous, path), path).toBe(key)
    expect(
      sharedPageKey({ signedIn: true }, '/en/shop/gloves?page=2'),
    ).not.toBe(key)
    expect(sharedPageKey(anonymous, '/en/shop/gloves?page=3')).not.toBe(key)
    // A parameter keeps its case: another page, perhaps another answer.
    expect(sharedPageKey(anonymous, '/en/shop/Gloves?page=2')).not.toBe(key)
  })
})

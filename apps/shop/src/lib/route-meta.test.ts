import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import type { Api } from './api'
import type { User } from './queries'
import {
  isApiPath,
  leaveAuthPageWhenSignedIn,
  pageTitle,
  runRouteMiddleware,
  safeRedirect,
} from './route-meta'
import type { RouteMeta } from './route-meta'
import { createUiStore } from './ui-store'

function options(user: User | null, cart?: unknown) {
  const api = { get: async () => ({ cart }) } as unknown as Api
  return {
    context: {
      user,
      signedIn: user !== null,
      ui: createUiStore(),
      queryClient: new QueryClient(),
      api,
    },
    location: { href: '/en/shop/checkout' },
  }
}
const buyer = { id: '1' } as unknown as User

describe('route metadata', () => {
  it('refuses a middleware nobody registered, at compile time and at run time', async () => {
    // @ts-expect-error: a route may only name a registered middleware
    const meta: RouteMeta = { middleware: ['require-vip'] }
    await expect(
      runRouteMiddleware([{}, meta], options(buyer)),
    ).rejects.toThrow('Unknown route middleware')
  })

  it('sends a signed-out direct load of a protected page to the login page', async () => {
    const thrown = await runRouteMiddleware(
      [{ requiresAuth: true }],
      options(null),
    ).catch((error: unknown) => error)
    expect(isRedirect(thrown)).toBe(true)
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/en/auth/login',
      search: { redirect: '/en/shop/checkout' },
    })
    await expect(
      runRouteMiddleware([{ requiresAuth: true }], options(buyer)),
    ).resolves.toBeUndefined()
  })

  it('lets a shared signed-in render through without knowing the user', async () => {
    // The shop server checked the session; the shared page never holds the user (decision 014).
    const shared = options(null)
    await expect(
      runRouteMiddleware([{ requiresAuth: true }], {
        ...shared,
        context: { ...shared.context, signedIn: true },
      }),
    ).resolves.toBeUndefined()
  })

  it('sends a buyer without cart items from the checkout to the cart', async () => {
    const thrown = await runRouteMiddleware(
      [{ middleware: ['require-cart'] }],
      options(buyer, { token: 't', items: [] }),
    ).catch((error: unknown) => error)
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/en/shop/cart',
    })
    await expect(
      runRouteMiddleware(
        [{ middleware: ['require-cart'] }],
        options(buyer, { token: 't', items: [{ id: '1', quantity: 1 }] }),
      ),
    ).resolves.toBeUndefined()
  })

  it('titles the page by its innermost route', () => {
    expect(pageTitle([{}, { title: 'Account' }, { title: 'Orders' }])).toBe(
      'Orders · Clinic Supply',
    )
    expect(pageTitle([{}])).toBe(
      'Clinic Supply: medical supplies for practices and clinics',
    )
  })
})

describe('safeRedirect', () => {
  it('follows paths inside the shop only', () => {
    expect(safeRedirect('/en/shop/quick-order')).toBe('/en/shop/quick-order')
    expect(safeRedirect('/en/shop/search?q=gloves#results')).toBe(
      '/en/shop/search?q=gloves#results',
    )
    expect(safeRedirect('https://evil.example/en')).toBe('/en/shop')
    expect(safeRedirect('//evil.example/en')).toBe('/en/shop')
    expect(safeRedirect(undefined, '/en/shop/account/profile')).toBe(
      '/en/shop/account/profile',
    )
  })

  it('follows a file of the API on the same origin (the invoice link of an e-mail)', () => {
    const invoice = '/api/account/orders/3f9c-a1/invoice.pdf'
    expect(safeRedirect(invoice)).toBe(invoice)
    expect(isApiPath(safeRedirect(invoice))).toBe(true)
    expect(isApiPath(safeRedirect('/en/shop'))).toBe(false)
    // A signed-in buyer who opens the sign-in link gets the file from the browser, not the router.
    const thrown = (() => {
      try {
        leaveAuthPageWhenSignedIn({
          context: { signedIn: true },
          search: { redirect: invoice },
        })
      } catch (error) {
        return error
      }
    })()
    expect(isRedirect(thrown)).toBe(true)
    expect((thrown as { options: unknown }).options).toMatchObject({
      href: invoice,
      reloadDocument: true,
    })
  })

  it('refuses whatever a browser would take to another host or outside the shop and its API', () => {
    for (const value of [
      '/\\evil.example/en',
      '/\\evil.example/api/x',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/api',
      '/apix/y',
      '/english',
      '/admin',
      '/api/../admin',
      '/en/../admin',
      'en/shop',
      '',
      42,
    ])
      expect(safeRedirect(value), String(value)).toBe('/en/shop')
  })
})

import type { Browser, BrowserContext, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, waitForHydration } from './browser'

// Issue 32, item 5 (decision 028): after hydration a signed-in page asks for what is personal
// (the session, the cart, the open recall notices) in one request, not one per part.

const BUYER = { email: 'buyer@northside-clinic.example', password: 'demo1234' }
const PRODUCT = '/en/shop/products/GLV-NIT-E-NITRILE-M-BLUE-P100'
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  browser = await launchBrowser()
  context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${inject('shopUrl')}/en/auth/login`)
  await waitForHydration(page)
  await page.getByLabel('Email address').fill(BUYER.email)
  await page.getByLabel('Password').fill(BUYER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/en\/shop$/)
  // Something in the cart, so the header shows a count.
  expect(
    await page.evaluate(async () => {
      const { cart } = await (await fetch('/api/shop/cart/current')).json()
      const { product } = await (
        await fetch('/api/shop/products/SYR-LL-E-V5-P50')
      ).json()
      const added = await fetch('/api/shop/cart/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token: cart.token,
          productId: Number(product.id),
          quantity: 1,
        }),
      })
      return added.status
    }),
  ).toBe(200)
  await page.close()
})
afterAll(() => browser.close())

/** The page's calls to the API (the messages are a static asset, not a call). */
async function apiCallsOf(path: string) {
  const page = await context.newPage()
  const calls: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request)
  })
  await page.goto(`${inject('shopUrl')}${path}`)
  await waitForHydration(page)
  // What the header shows of the buyer arrived: their name and the cart's count.
  await page.getByRole('link', { name: 'Maya', exact: true }).waitFor()
  await page.getByRole('link', { name: /^Cart, [1-9]\d* items?$/ }).waitFor()
  await page.waitForLoadState('networkidle')
  return { page, calls }
}

describe('a signed-in page after hydration', () => {
  it.each([
    ['a shared catalogue page', PRODUCT],
    ['the cart, rendered for the buyer', '/en/shop/cart'],
    ['the checkout, rendered for the buyer', '/en/shop/checkout'],
  ])(
    'on %s makes one personal request: session, cart and open recalls',
    async (_name, path) => {
      const { page, calls } = await apiCallsOf(path)
      expect(calls.map((call) => new URL(call.url()).pathname)).toEqual([
        '/api/personal',
      ])
      const personal = (await (await calls[0]!.response())!.json()) as {
        user?: { customer: { firstname: string } }
        cart?: { items: unknown[] }
        recalls?: unknown[]
      }
      expect(personal.user?.customer.firstname).toBe('Maya')
      expect(personal.cart?.items.length).toBeGreaterThan(0)
      expect(Array.isArray(personal.recalls)).toBe(true)
      // The banner shows exactly when the practice has an open recall notice.
      expect(
        await page.getByRole('region', { name: 'Recall notice' }).count(),
      ).toBe(personal.recalls!.length ? 1 : 0)
      await page.close()
    },
  )

  it('signed out, the page asks for the session once and gets nobody', async () => {
    const anonymous = await browser.newPage()
    const calls: string[] = []
    anonymous.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/api/')) calls.push(pathname)
    })
    await anonymous.goto(`${inject('shopUrl')}/en`)
    await waitForHydration(anonymous)
    await anonymous.waitForLoadState('networkidle')
    expect(calls).toEqual(['/api/personal'])
    await anonymous.close()
  })
})

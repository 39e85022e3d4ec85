import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signAccessToken } from '../apps/commerce-backend/src/auth/tokens'
import { signUpConfirmed } from './accounts'
import { launchBrowser, waitForHydration } from './browser'

const BUYER = { email: 'buyer@northside-clinic.example', password: 'demo1234' }
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** A browser context signed in as the buyer, through the login page. */
async function signedIn(): Promise<BrowserContext> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${inject('shopUrl')}/en/auth/login`)
  await waitForHydration(page)
  await page.getByLabel('Email address').fill(BUYER.email)
  await page.getByLabel('Password').fill(BUYER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/en\/shop$/)
  await page.close()
  return context
}

/**
 * A buyer of a practice of its own with no contract price (an NPI no price list names): the demo
 * practices all have contracts, and a buyer with one gets a render of their own (decision 034).
 */
async function signedInOnListPrices() {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${inject('shopUrl')}/en/shop`)
  await waitForHydration(page)
  const email = `shared-${Date.now()}@list-prices.example`
  await signUpConfirmed(page, email, {
    password: 'list-price-buyer-1',
    firstname: 'Imogen',
    lastname: 'Hale',
    company: 'Hale Street Practice',
    npiNumber: '1746352818',
  })
  await page.close()
  return { context, email, firstname: 'Imogen' }
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name)?.value
}

/**
 * Moves the buyer's clock past the access token's hour: the session cookie is replaced by the
 * same session's access token signed as if an hour and a minute had passed since.
 */
async function expireAccessToken(context: BrowserContext) {
  const token = (await cookie(context, 'shop_session'))!
  const { sub, sid } = JSON.parse(
    Buffer.from(token.split('.')[0]!, 'base64url').toString(),
  ) as { sub: number; sid: string }
  const expired = signAccessToken(
    sub,
    sid,
    inject('tokenSecret'),
    Date.now() - 61 * 60 * 1000,
  )
  await context.addCookies([
    { name: 'shop_session', value: expired, url: inject('shopUrl') },
  ])
}

describe('a buyer whose access token has expired', () => {
  it.each(['/en/shop/cart', '/en/shop/account/addresses'])(
    'lands on %s signed in, with fresh cookies',
    async (path) => {
      const context = await signedIn()
      await expireAccessToken(context)
      const before = await cookie(context, 'shop_refresh')
      const page = await context.newPage()
      const response = await page.goto(`${inject('shopUrl')}${path}`)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      expect(new URL(page.url()).pathname).toBe(path)
      await expect
        .poll(() => page.getByRole('dialog', { name: /sign in/i }).count())
        .toBe(0)
      // The header greets the buyer by name: the page was rendered signed in.
      await page.getByRole('link', { name: 'Maya', exact: true }).waitFor()
      const refreshed = await cookie(context, 'shop_refresh')
      expect(refreshed).toBeTruthy()
      expect(refreshed).not.toBe(before)
      expect(await cookie(context, 'shop_session')).toBeTruthy()
      // The next page needs no refresh and is still signed in.
      const next = await page.goto(
        `${inject('shopUrl')}/en/shop/account/orders`,
      )
      expect(next?.status()).toBe(200)
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor()
      await context.close()
    },
  )

  it('keeps a buyer who only has the refresh cookie (six days away) signed in', async () => {
    const context = await signedIn()
    await context.clearCookies({ name: 'shop_session' })
    const page = await context.newPage()
    const response = await page.goto(`${inject('shopUrl')}/en/shop/cart`)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1, name: /cart/i }).waitFor()
    expect(await cookie(context, 'shop_session')).toBeTruthy()
    await context.close()
  })
})

describe('the Content-Security-Policy', () => {
  it('blocks nothing the shop itself needs, signed out and in', async () => {
    const context = await signedIn()
    const page = await context.newPage()
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        violations.push(message.text())
    })
    for (const path of [
      '/en',
      '/en/shop/examination-protection',
      '/en/shop/products/GLV-NIT-E-NITRILE-M-BLUE-P100',
      '/en/shop/cart',
      '/en/shop/quick-order',
    ]) {
      const response = await page.goto(`${inject('shopUrl')}${path}`)
      expect(response?.headers()['content-security-policy']).toMatch(
        /script-src 'self' 'nonce-/,
      )
      await waitForHydration(page)
    }
    expect(violations).toEqual([])
    await context.close()
  })
})

describe('a shared page and a signed-in request for it at the same moment', () => {
  it('never gives the anonymous visitor the buyer’s render, cookies or name', async () => {
    const login = await fetch(`${inject('shopUrl')}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: inject('shopUrl'),
      },
      body: JSON.stringify({ username: BUYER.email, password: BUYER.password }),
    })
    const refresh = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('shop_refresh='))!
      .split(';')[0]!
      .split('=')[1]!
    for (const cookie of [
      `shop_refresh =${refresh}`,
      `SHOP_REFRESH=${refresh}`,
      `shop_session=; shop_refresh=${refresh}`,
    ]) {
      const url = `${inject('shopUrl')}/en/shop/protection?variant=${cookie.length}`
      const [signedIn, anonymous] = await Promise.all([
        fetch(url, { headers: { cookie, 'user-agent': 'Mozilla/5.0' } }),
        fetch(url, { headers: { 'user-agent': 'Mozilla/5.0' } }),
      ])
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
      const page = await anonymous.text()
      expect(anonymous.headers.get('set-cookie')).toBeNull()
      expect(anonymous.headers.get('cache-control')).toBe('public, max-age=10')
      expect(page).not.toContain('Maya')
      expect(page).not.toContain(refresh)
      await signedIn.text()
    }
  })
})

describe('a catalogue page shared by signed-in buyers (decision 014)', () => {
  const PRODUCT = '/en/shop/products/GLV-NIT-E-NITRILE-M-BLUE-P100'

  it('carries no user, cart, token or cookie, and the browser fills in the buyer after hydration', async () => {
    const { context, email, firstname } = await signedInOnListPrices()
    const jar = (await context.cookies())
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')
    const { cart } = (await (
      await fetch(`${inject('shopUrl')}/api/shop/cart/current`, {
        headers: { cookie: jar },
      })
    ).json()) as { cart: { token: string } }
    const answer = await fetch(`${inject('shopUrl')}${PRODUCT}`, {
      headers: { cookie: jar, 'user-agent': 'Mozilla/5.0' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('set-cookie')).toBeNull()
    const html = await answer.text()
    expect(html).toContain('Nitrile')
    // The messages are a versioned asset of their own, not data in every page.
    expect(html).toMatch(/data-messages="\/i18n\/en\.[\w-]+\.json"/)
    expect(html).not.toContain('Invoice to the shipping address')
    for (const personal of [
      firstname,
      email,
      cart.token,
      (await cookie(context, 'shop_session'))!,
      (await cookie(context, 'shop_refresh'))!,
    ])
      expect(html).not.toContain(personal)

    // In the browser the header greets the buyer and the page offers the cart.
    const page = await context.newPage()
    await page.goto(`${inject('shopUrl')}${PRODUCT}`)
    await waitForHydration(page)
    await page.getByRole('link', { name: firstname, exact: true }).waitFor()
    await page.getByRole('button', { name: 'Add to cart' }).waitFor()
    await context.close()
  })

  it('lets a buyer with an expired access token in, with fresh cookies', async () => {
    const context = await signedIn()
    await expireAccessToken(context)
    const before = await cookie(context, 'shop_refresh')
    const page = await context.newPage()
    const response = await page.goto(`${inject('shopUrl')}${PRODUCT}`)
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(PRODUCT)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Maya', exact: true }).waitFor()
    expect(await cookie(context, 'shop_refresh')).not.toBe(before)
    await context.close()
  })

  it('sends a forged session cookie to the sign-in page', async () => {
    const answer = await fetch(`${inject('shopUrl')}${PRODUCT}`, {
      headers: { cookie: 'shop_session=forged', 'user-agent': 'Mozilla/5.0' },
      redirect: 'manual',
    })
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toContain('/en/auth/login')
  })
})

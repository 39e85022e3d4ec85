import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, waitForHydration } from './browser'

describe('home page', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  it('is rendered on the server and hydrates so clicks work', async () => {
    const shopUrl = inject('shopUrl')
    const html = await (await fetch(`${shopUrl}/en`)).text()
    expect(html).toContain(
      'Supplies for your practice, ordered in minutes</h1>',
    )

    // On a phone the main navigation sits behind the menu button.
    const page = await browser.newPage({
      viewport: { width: 390, height: 800 },
    })
    await page.goto(`${shopUrl}/en`)
    await waitForHydration(page)
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false')
    expect(
      await page.getByRole('navigation', { name: 'Main' }).isVisible(),
    ).toBe(false)
    await menu.click()
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true')
    expect(
      await page.getByRole('navigation', { name: 'Main' }).isVisible(),
    ).toBe(true)
    await page.close()
  })

  it('names the distributor’s support in the footer: phone, e-mail and hours from the content', async () => {
    const page = await browser.newPage({
      viewport: { width: 390, height: 800 },
    })
    await page.goto(`${inject('shopUrl')}/en`)
    await waitForHydration(page)
    const footer = page.getByRole('contentinfo')
    expect(await footer.getByText('Customer support').isVisible()).toBe(true)
    expect(
      await footer
        .getByRole('link', { name: '(555) 010-0199' })
        .getAttribute('href'),
    ).toBe('tel:5550100199')
    expect(
      await footer
        .getByRole('link', { name: 'orders@clinic-supply.example' })
        .getAttribute('href'),
    ).toBe('mailto:orders@clinic-supply.example')
    expect(
      await footer
        .getByText('Monday to Friday, 8 am to 6 pm Central Time')
        .isVisible(),
    ).toBe(true)
    await page.close()
  })

  it('sends pages and scripts compressed, with the stylesheet inlined in the page', async () => {
    const shopUrl = inject('shopUrl')
    const page = await fetch(`${shopUrl}/en`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(page.headers.get('content-encoding')).toBe('gzip')
    const html = await page.text()
    // The first paint waits for no stylesheet request.
    expect(html).toMatch(/<style data-entry="">[^<]*\.ui-button/)
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/)
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1]
    const response = await fetch(`${shopUrl}${script}`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    // Clients that do not ask for it get plain text.
    const plain = await fetch(`${shopUrl}/en`, {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers.get('content-encoding')).toBeNull()
  })

  it('serves the home page without the /en prefix and a 404 for unknown paths', async () => {
    const shopUrl = inject('shopUrl')
    const home = await fetch(`${shopUrl}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Supplies for your practice')
    // Any other unprefixed path moves under /en and remembers the locale for a year.
    const moved = await fetch(`${shopUrl}/shop/protection?page=2`, {
      redirect: 'manual',
    })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/en/shop/protection?page=2')
    expect(moved.headers.get('set-cookie')).toBe(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    const remembered = await fetch(`${shopUrl}/shop/protection`, {
      redirect: 'manual',
      headers: { cookie: 'i18n_redirected=en' },
    })
    expect(remembered.headers.get('set-cookie')).toBeNull()
    // A path with characters a header cannot carry as they are moves too, still encoded.
    for (const [path, moved] of [
      ['/%E2%9C%93', '/en/%E2%9C%93'],
      ['/%00', '/en/%00'],
    ]) {
      const response = await fetch(`${shopUrl}${path}`, { redirect: 'manual' })
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe(moved)
    }
    const missing = await fetch(`${shopUrl}/en/no-such-page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain(
      'Page not found: /en/no-such-page</h1>',
    )
  })
})

describe('for search engines and caches', () => {
  it('serves robots.txt, a sitemap of the category tree, and never caches a signed-in page', async () => {
    const shopUrl = inject('shopUrl')
    expect(await (await fetch(`${shopUrl}/robots.txt`)).text()).toContain(
      'Disallow: /api/',
    )
    const sitemap = await (await fetch(`${shopUrl}/sitemap.xml`)).text()
    expect(sitemap).toContain(
      '/en/shop/protection/gloves/examination-gloves</loc>',
    )
    const anonymous = await fetch(`${shopUrl}/en/shop/protection`)
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=10')
    const signedIn = await fetch(`${shopUrl}/en/shop/protection`, {
      headers: { cookie: 'shop_session=x' },
    })
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
    const build = (await (await fetch(`${shopUrl}/build.json`)).json()) as {
      buildId: string
    }
    expect(build.buildId).toMatch(/^\w+$/)
  })

  it('keeps pages that need a sign-in out of search engines: a crawler is sent to the sign-in page, which is noindex', async () => {
    const shopUrl = inject('shopUrl')
    const crawler = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }
    for (const path of [
      '/en/shop/cart',
      '/en/shop/checkout',
      '/en/shop/quick-order',
      '/en/shop/account/orders',
    ]) {
      const response = await fetch(`${shopUrl}${path}`, {
        headers: crawler,
        redirect: 'manual',
      })
      expect(response.status).toBe(307)
      expect(
        new URL(response.headers.get('location') ?? '', shopUrl).href,
      ).toBe(`${shopUrl}/en/auth/login?redirect=${encodeURIComponent(path)}`)
    }
    const login = await (
      await fetch(`${shopUrl}/en/auth/login`, { headers: crawler })
    ).text()
    expect(login).toMatch(/<meta name="robots" content="noindex"[^>]*\/>/)
  })

  it('titles a category page by its catalogue name, with a canonical URL and breadcrumbs as structured data', async () => {
    const shopUrl = inject('shopUrl')
    const html = await (
      await fetch(
        `${shopUrl}/en/shop/protection/gloves/examination-gloves?attrs=1`,
      )
    ).text()
    expect(html).toContain('<title>Examination gloves · Clinic Supply</title>')
    expect(html).toContain(
      `<link rel="canonical" href="${shopUrl}/en/shop/protection/gloves/examination-gloves"`,
    )
    const scripts = [
      ...html.matchAll(
        /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g,
      ),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    const breadcrumbs = scripts.find((s) => s['@type'] === 'BreadcrumbList')
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Shop', item: '/en/shop' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Examination & protection',
        item: '/en/shop/protection',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Gloves',
        item: '/en/shop/protection/gloves',
      },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Examination gloves',
        item: '/en/shop/protection/gloves/examination-gloves',
      },
    ])
    // A page with metadata titles itself from it.
    expect(await (await fetch(`${shopUrl}/en/auth/login`)).text()).toContain(
      '<title>Sign in · Clinic Supply</title>',
    )
  })
})

describe('odd addresses', () => {
  it('answers every page of the shop, signed out and signed in, without a server error', async () => {
    const shopUrl = inject('shopUrl')
    const login = await fetch(`${inject('apiUrl')}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shopUrl },
      body: JSON.stringify({
        username: 'buyer@northside-clinic.example',
        password: 'demo1234',
      }),
    })
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const values = [
      '%00',
      '%E2%9C%93',
      '-1',
      '99999999999999999999',
      'a'.repeat(2000),
    ]
    const templates = [
      '/X',
      '/en/X',
      '/en/shop/X',
      '/en/shop/protection/X',
      '/en/shop/protection/gloves?attrs=X&page=X',
      '/en/shop/search?q=X&page=X',
      '/en/shop/products/X',
      '/en/shop/account/orders/X',
      '/en/shop/account/orders?page=X',
      '/en/shop/checkout/confirmation/X',
      '/en/auth/login?redirect=X',
    ]
    const failures: string[] = []
    for (const headers of [{}, { cookie }])
      for (const template of templates)
        for (const value of values) {
          const path = template.replaceAll('X', value)
          const response = await fetch(`${shopUrl}${path}`, {
            redirect: 'manual',
            headers: { 'user-agent': 'Mozilla/5.0 Chrome/130', ...headers },
          })
          await response.arrayBuffer()
          if (response.status >= 500)
            failures.push(`${path.slice(0, 80)} → ${response.status}`)
        }
    expect(failures).toEqual([])
  }, 60_000)
})

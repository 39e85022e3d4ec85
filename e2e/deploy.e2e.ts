import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, waitForHydration } from './browser'

// What a buyer with a tab left open across a deployment meets.
describe('a new deployment while a page is open', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  it('reloads once for a chunk that is gone, and not again within 10 seconds', async () => {
    const page = await browser.newPage()
    let loads = 0
    page.on('load', () => (loads += 1))
    await page.goto(`${inject('shopUrl')}/en/shop/protection`)
    await waitForHydration(page)
    // The old build's search route chunk no longer exists on the server (chunks are named by
    // their hash: the build's manifest says which file the route's component is).
    const manifest = JSON.parse(
      readFileSync(
        new URL(
          '../apps/shop/dist/client/.vite/manifest.json',
          import.meta.url,
        ),
        'utf8',
      ),
    ) as Record<string, { file: string }>
    const search =
      manifest['src/routes/en/_layout/shop/search.tsx?tsr-split=component']
    expect(search).toBeDefined()
    await page.route(`**/${search!.file}`, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    )
    await page.getByRole('searchbox').fill('gloves')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(2)
    expect(
      await page.evaluate(() =>
        window.sessionStorage.getItem('shop:chunk-reload-at'),
      ),
    ).toMatch(/^\d+$/)
    // Still broken after the reload: the error page, not a reload loop.
    await page.waitForTimeout(1_500)
    expect(loads).toBe(2)
    await page.close()
  })

  it('loads the new build on the next navigation once the manifest changes', async () => {
    const page = await browser.newPage()
    await page.goto(`${inject('shopUrl')}/en/shop`)
    await waitForHydration(page)
    await page.route('**/build.json', (route) =>
      route.fulfill({ json: { buildId: 'a-newer-build' } }),
    )
    await page.evaluate(() => {
      ;(window as { sameDocument?: boolean }).sameDocument = true
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await page.waitForTimeout(500)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Wound care' })
      .click()
    await page.waitForURL(/\/en\/shop\/wound-care$/)
    await waitForHydration(page)
    // A full page load: the old document (and its marker) is gone.
    expect(
      await page.evaluate(
        () => (window as { sameDocument?: boolean }).sameDocument ?? false,
      ),
    ).toBe(false)
    await page.close()
  })
})

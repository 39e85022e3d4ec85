import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ESM script shared with `npm start`, without type declarations.
import { freePort } from '../scripts/processes.mjs'
import { launchBrowser, waitForHydration } from './browser'

const repo = fileURLToPath(new URL('..', import.meta.url))

describe('when the API cannot be reached', () => {
  let browser: Browser
  let shop: ChildProcess
  let shopUrl = ''
  const logs: string[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
    // A shop server of its own whose API address answers nothing.
    const port = (await freePort()) as number
    shopUrl = `http://localhost:${port}`
    shop = spawn(process.execPath, ['apps/shop/dist/prod.js'], {
      cwd: repo,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        API_URL: 'http://127.0.0.1:9',
        CDN_URL: 'http://127.0.0.1:9',
        // The contact the error page names when the content cannot be reached.
        SUPPORT_PHONE: '+1 312 555 0142',
        SUPPORT_EMAIL: 'help@distributor.example',
        SUPPORT_HOURS: 'Weekdays, 7 am to 7 pm',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    shop.stdout?.on('data', (chunk: Buffer) => logs.push(String(chunk)))
    shop.stderr?.on('data', (chunk: Buffer) => logs.push(String(chunk)))
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${shopUrl}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      await new Promise((r) => setTimeout(r, 100))
    }
  })
  afterAll(async () => {
    await browser?.close()
    shop?.kill('SIGTERM')
  })

  it('answers pages with a 503 unavailable page, without the shop layout, that no cache keeps', async () => {
    const response = await fetch(`${shopUrl}/en/shop/protection/gloves`)
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toContain('Shop Briefly Unavailable')

    const page = await browser.newPage()
    await page.goto(`${shopUrl}/en/shop/protection/gloves`)
    await waitForHydration(page)
    await page
      .getByRole('heading', { level: 1, name: 'Shop Briefly Unavailable' })
      .waitFor()
    expect(await page.getByRole('main').textContent()).toMatch(/^503/)
    expect(await page.getByRole('searchbox').count()).toBe(0)
    await page.close()
  })

  it('names the configured support contact on the error page, rendered and hydrated', async () => {
    const response = await fetch(`${shopUrl}/en/shop/protection/gloves`)
    expect(await response.text()).toContain('help@distributor.example')

    const page = await browser.newPage()
    await page.goto(`${shopUrl}/en/shop/protection/gloves`)
    await waitForHydration(page)
    const main = page.getByRole('main')
    expect(
      await main
        .getByRole('link', { name: '+1 312 555 0142' })
        .getAttribute('href'),
    ).toBe('tel:+13125550142')
    expect(
      await main
        .getByRole('link', { name: 'help@distributor.example' })
        .getAttribute('href'),
    ).toBe('mailto:help@distributor.example')
    expect(await main.textContent()).toContain('Weekdays, 7 am to 7 pm')
    await page.close()
  })

  it('shows the request id as the support reference, whole and selectable on a phone, as the logs name it', async () => {
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height } })
      const response = await page.goto(`${shopUrl}/en/shop/protection/gloves`)
      const id = await response?.headerValue('x-request-id')
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      await waitForHydration(page)
      const reference = page.getByText(`Support reference: ${id}`)
      await reference.waitFor()
      const code = page.locator('main code')
      expect(await code.textContent()).toBe(id)
      // Within the viewport, and selected whole with one click, to copy.
      const box = await code.boundingBox()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(width)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(width)
      await code.click()
      expect(await page.evaluate(() => getSelection()?.toString())).toBe(id)
      await page.screenshot({
        path: `/tmp/shots-request-id/error-page-${width}.png`,
      })
      await expect
        .poll(() => logs.join(''))
        .toMatch(new RegExp(`"event":"page_failed","requestId":"${id}","path"`))
      await page.close()
    }
  })

  it('does not use a request id the browser sends', async () => {
    const forged = 'forged-0123456789'
    const response = await fetch(`${shopUrl}/en/shop/protection/gloves`, {
      headers: { 'x-request-id': forged },
    })
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const html = await response.text()
    expect(html).toContain(id)
    expect(html).not.toContain(forged)
    expect(logs.join('')).not.toContain(forged)
  })

  it('gives a robot only the status, and logs the failure', async () => {
    const response = await fetch(`${shopUrl}/en/shop/wound-care`, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    })
    expect(response.status).toBe(503)
    expect(await response.text()).toBe('')
    await expect
      .poll(() => logs.join(''))
      .toMatch(
        /"event":"page_failed","requestId":"[\w-]+","path":"\/en\/shop\/wound-care","status":503,"bot":true/,
      )
  })
})

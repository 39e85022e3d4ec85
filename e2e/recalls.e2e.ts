import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { violations } from './axe'
import { goTo, launchBrowser, overflow, waitForHydration } from './browser'
import { waitForMail } from './mailbox'

// A lot recall, end to end: an operator records it with `npm run recall`, the practice that
// received the lot sees the banner on every page, the lot flagged in its inventory and an e-mail
// (received over SMTP); a member acknowledges it and the banner goes.
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const recallCommand = fileURLToPath(
  new URL('../apps/commerce-backend/scripts/recall.mjs', import.meta.url),
)
const EMAIL = 'orders@lakeview-practice.example'

describe('a lot recall', () => {
  it('reaches the practice that holds the lot: banner, flagged lot, e-mail, acknowledgement', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      bypassCSP: true,
    })
    const page = await context.newPage()
    await goTo(page, '/en/auth/login')
    await page.getByLabel('Email address').fill(EMAIL)
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: 'Sign in' }).tap()
    await page.waitForURL((at) => at.pathname === '/en/shop')
    const lots = (await page.evaluate(async () =>
      (await (await fetch('/api/account/inventory')).json()).lots.map(
        (lot: { lotNumber: string; product: { name: string } }) => ({
          lotNumber: lot.lotNumber,
          product: lot.product.name,
        }),
      ),
    )) as { lotNumber: string; product: string }[]
    const lot = lots[0]!

    // The operator's command, against the running backend.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        recallCommand,
        lot.lotNumber,
        'Some syringes of this lot may not be sterile.',
        'Stop using the lot and send it back; we replace it free of charge.',
      ],
      {
        env: {
          ...process.env,
          COMMERCE_URL: inject('commerceUrl'),
          COMMERCE_SERVICE_SECRET: inject('serviceSecret'),
        },
      },
    )
    expect(stdout).toContain(`Lot ${lot.lotNumber} is recalled`)

    // Everyone at the practice is e-mailed at once.
    const mail = await waitForMail(
      inject('mailDir'),
      EMAIL,
      new RegExp(`Recall of lot ${lot.lotNumber}`),
    )
    expect(mail.text).toContain('Some syringes of this lot may not be sterile.')

    // The banner, on every page.
    for (const path of ['/en/shop', '/en/shop/cart']) {
      await goTo(page, path)
      const banner = page.getByRole('region', { name: 'Recall notice' })
      await banner.getByText(lot.lotNumber).waitFor()
      expect(await overflow(page)).toBe(0)
    }
    await page
      .getByRole('region', { name: 'Recall notice' })
      .getByRole('link', { name: 'See the recalled lots' })
      .tap()
    await page.waitForURL((at) => at.searchParams.get('show') === 'recalled')
    await waitForHydration(page)
    // The lot, flagged, with what to do.
    await page.getByText(`Lot ${lot.lotNumber}`).first().waitFor()
    await page
      .getByText(/Stop using the lot and send it back/)
      .first()
      .waitFor()
    expect(await overflow(page)).toBe(0)
    expect(await violations(page)).toEqual([])

    // A member acknowledges it: recorded, and the banner goes.
    await page
      .getByRole('button', {
        name: `Acknowledge the recall of lot ${lot.lotNumber}`,
      })
      .first()
      .tap()
    await page
      .getByText(/Acknowledged by Daniel Kim on/)
      .first()
      .waitFor()
    await goTo(page, '/en/shop')
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(
      await page.getByRole('region', { name: 'Recall notice' }).count(),
    ).toBe(0)
    await context.close()
  }, 90_000)
})

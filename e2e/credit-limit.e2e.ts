import { execFile } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { goTo, launchBrowser, overflow } from './browser'

// Issue 36: a practice over its credit limit is refused on invoice terms and offered the card; the
// buyer switches to card in the same checkout and places the order (decision 038), on a desktop
// and a phone.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-credit-limit'
// Riverside Community Health Center, whose approver also buys without limits.
const NPI = '1245319599'

const invoices = fileURLToPath(
  new URL('../apps/commerce-backend/scripts/invoices.mjs', import.meta.url),
)

/** Sets the practice's terms with `npm run invoices -- terms`: a limit in dollars, or none. */
const creditLimit = (dollars: string | null) =>
  promisify(execFile)(
    process.execPath,
    [
      invoices,
      'terms',
      NPI,
      '--days',
      '30',
      ...(dollars === null ? [] : ['--credit-limit', dollars]),
    ],
    {
      env: {
        ...process.env,
        COMMERCE_URL: inject('commerceUrl'),
        COMMERCE_SERVICE_SECRET: inject('serviceSecret'),
      },
    },
  )

async function check(radio: ReturnType<Page['getByRole']>) {
  await radio.click()
  await expect.poll(() => radio.isChecked()).toBe(true)
}

for (const [width, height] of [
  [1366, 900],
  [390, 844],
] as const)
  it(
    `switches a refused invoice-terms order to card and places it, at ${width} px`,
    {
      timeout: 180_000,
    },
    async () => {
      mkdirSync(SHOTS, { recursive: true })
      // One dollar of credit: any order on invoice terms is over it.
      await creditLimit('1')
      const context = await browser.newContext({ viewport: { width, height } })
      const page = await context.newPage()
      try {
        await goTo(page, '/en/auth/login')
        await page
          .getByLabel('Email address')
          .fill('approver@riverside-health.example')
        await page.getByLabel('Password').fill('demo1234')
        await page.getByRole('button', { name: 'Sign in' }).click()
        await page.waitForURL((at) => at.pathname === '/en/shop')
        await goTo(page, '/en/shop/quick-order')
        await page.getByLabel('Paste a list').fill('TST-GLU-E-P50 1')
        await page.getByRole('button', { name: 'Read list' }).click()
        await page.getByRole('button', { name: 'Add 1 line to cart' }).click()
        await page.getByText('1 line was added to your cart.').waitFor()
        await goTo(page, '/en/shop/checkout')
        await page.getByLabel('Shipping address').selectOption({ index: 1 })
        await expect
          .poll(() => page.getByLabel('Invoice address').inputValue())
          .not.toBe('')
        await check(page.getByRole('radio', { name: /Standard delivery/ }))
        await check(page.getByRole('radio', { name: /Pay by invoice/ }))
        await page.getByRole('button', { name: 'Place order' }).click()
        // Refused with both amounts and the card on offer.
        const refusal = page.getByText(/credit/i).filter({ hasText: /card/i })
        await refusal.first().waitFor()
        expect(await overflow(page)).toBe(0)
        await page.screenshot({
          path: `${SHOTS}/refused-${width}.png`,
          fullPage: true,
        })
        await check(page.getByRole('radio', { name: /Pay by card/ }))
        const saved = page.getByRole('radio', { name: /^Visa ending in/ })
        // The saved cards load after the choice: a saved card, or the form when there is none.
        await saved.or(page.getByLabel('Card number')).first().waitFor()
        if (await saved.count()) await check(saved.first())
        else {
          await page.getByLabel('Card number').fill('4242 4242 4242 4242')
          await page.getByRole('button', { name: 'Save card' }).click()
          await expect
            .poll(() =>
              page
                .getByRole('radio', { name: 'Visa ending in 4242' })
                .isChecked(),
            )
            .toBe(true)
        }
        const place = page.getByRole('button', { name: 'Place order' })
        await expect.poll(() => place.isEnabled()).toBe(true)
        await place.click()
        await page
          .getByRole('heading', { level: 1, name: 'Thank you for your order' })
          .waitFor()
        expect(await overflow(page)).toBe(0)
        await page.screenshot({
          path: `${SHOTS}/placed-by-card-${width}.png`,
          fullPage: true,
        })
      } finally {
        await creditLimit(null)
        await context.close()
      }
    },
  )

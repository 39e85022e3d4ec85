import { execFile } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { goTo, launchBrowser, overflow } from './browser'

// The statement (issue 36), end to end: a practice orders twice on invoice terms, the distributor
// ships both with `npm run orders` (which issues the invoices, INVOICE_ON=shipped), and the
// practice's administrator sees both on the statement, with their ageing, on a desktop and a phone;
// a return the distributor accepts gives a credit note that lowers the amount due.
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

const SHOTS = '/tmp/shots-statement'
const orders = fileURLToPath(
  new URL('../apps/commerce-backend/scripts/orders.mjs', import.meta.url),
)
const operator = (script: string, args: string[]) =>
  promisify(execFile)(process.execPath, [script, ...args], {
    env: {
      ...process.env,
      COMMERCE_URL: inject('commerceUrl'),
      COMMERCE_SERVICE_SECRET: inject('serviceSecret'),
    },
  })

async function signIn(page: Page, email: string) {
  await goTo(page, '/en/auth/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((at) => at.pathname === '/en/shop')
}

/** Places an order of `sku` on invoice terms through the shop's API; answers its number. */
const placeOnInvoice = (page: Page, sku: string, quantity: number) =>
  page.evaluate(
    async ({ sku, quantity }) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        if (!response.ok)
          throw new Error(
            `${path}: ${response.status} ${await response.text()}`,
          )
        return response.json()
      }
      const { cart } = await post('/shop/cart/bulk-add', {
        items: [{ sku, quantity }],
      })
      const { addresses } = await (await fetch('/api/account/addresses')).json()
      const address = addresses[0].id
      await post('/shop/checkout/addresses', {
        token: cart.token,
        shippingAddressId: address,
        invoiceAddressId: address,
      })
      await post('/shop/checkout/shipping', {
        token: cart.token,
        carrierIdentifier: 'standard',
      })
      await post('/shop/checkout/payment-provider', {
        token: cart.token,
        paymentProviderIdentifier: 'invoice',
      })
      const placed = await post('/shop/checkout/order', { token: cart.token })
      return placed.cart.number as string
    },
    { sku, quantity },
  )

describe('the statement', () => {
  it(
    'shows the administrator both shipped orders’ invoices with their ageing, at 1366 and 390 px',
    { timeout: 180_000 },
    async () => {
      mkdirSync(SHOTS, { recursive: true })
      const context = await browser.newContext({
        viewport: { width: 1366, height: 900 },
      })
      const page = await context.newPage()
      await signIn(page, 'buyer@northside-clinic.example')
      const numbers = [
        await placeOnInvoice(page, 'SYR-LL-E-V5-P50', 3),
        await placeOnInvoice(page, 'GLV-NIT-E-NITRILE-M-BLUE-P100', 2),
      ]
      for (const [n, number] of numbers.entries()) {
        const { stdout } = await operator(orders, ['show', number])
        const lines = [...stdout.matchAll(/^ {2}(\S+)\t\d+\/(\d+) shipped/gm)]
        expect(lines.length).toBeGreaterThan(0)
        await operator(orders, [
          'ship',
          number,
          '--carrier',
          'UPS',
          '--tracking',
          `1Z-STMT-${Date.now()}-${n}`,
          ...lines.flatMap(([, sku, quantity]) => [
            '--line',
            `${sku}:${quantity}:LOT-STMT-${n}:2029-06-30`,
          ]),
        ])
      }

      await goTo(page, '/en/shop/account')
      await page
        .getByRole('navigation', { name: 'Your account' })
        .getByRole('link', { name: 'Invoices' })
        .click()
      await page
        .getByRole('heading', { level: 1, name: 'Invoices and statement' })
        .waitFor()
      for (const number of numbers) {
        const card = page.locator('li', {
          has: page.getByRole('link', { name: number }),
        })
        await card.getByText('Open', { exact: true }).waitFor()
        await card.getByText('Current', { exact: true }).waitFor()
      }
      const summary = page.getByRole('region', { name: 'Total due' })
      expect(await summary.getByText('Current').isVisible()).toBe(true)
      expect(await summary.getByText('Over 90 days late').isVisible()).toBe(
        true,
      )
      expect(await overflow(page)).toBe(0)
      await page.screenshot({
        path: `${SHOTS}/statement-1366.png`,
        fullPage: true,
      })

      // A return of one unit of the first order, accepted: its credit note lowers what is due.
      const balanceDue = () =>
        page.evaluate(
          async () =>
            (await (await fetch('/api/account/statement')).json())
              .balanceDue as number,
        )
      const before = await balanceDue()
      const returnId = await page.evaluate(async (number) => {
        const { orders } = await (await fetch('/api/account/orders')).json()
        const order = orders.find(
          (o: { number: string }) => o.number === number,
        )
        const response = await fetch('/api/account/orders/return', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            token: order.token,
            lines: [
              {
                orderItemId: Number(order.items[0].id),
                quantity: 1,
                lotNumber: 'LOT-STMT-0',
              },
            ],
            reason: 'DAMAGED',
          }),
        })
        const answer = await response.json()
        if (!response.ok) throw new Error(JSON.stringify(answer))
        return answer.return.id as string
      }, numbers[0]!)
      await operator(orders, [
        'accept-return',
        returnId,
        'RMA-STMT-1',
        'Send it to the returns dock',
      ])
      expect(await balanceDue()).toBeLessThan(before)
      await goTo(page, '/en/shop/account/invoices')
      await page
        .getByRole('heading', { level: 3, name: /^CN-\d{6}$/ })
        .waitFor()
      expect(await overflow(page)).toBe(0)
      await page.screenshot({
        path: `${SHOTS}/statement-credit-1366.png`,
        fullPage: true,
      })

      await page.setViewportSize({ width: 390, height: 844 })
      await goTo(page, '/en/shop/account/invoices')
      await page
        .getByRole('heading', { level: 1, name: 'Invoices and statement' })
        .waitFor()
      expect(await overflow(page)).toBe(0)
      await page.screenshot({
        path: `${SHOTS}/statement-390.png`,
        fullPage: true,
      })
      await context.close()
    },
  )
})

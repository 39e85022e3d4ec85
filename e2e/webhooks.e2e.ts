import { execFile } from 'node:child_process'
import type { Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
// @ts-expect-error: a plain ESM script shared with `npm start`, without type declarations.
import { freePort } from '../scripts/processes.mjs'
import { createReceiver } from '../examples/webhook-receiver/receiver.mjs'
import { signUpConfirmed } from './accounts'
import { goTo, launchBrowser } from './browser'

// Orders out (issue 35), end to end: an operator adds the example receiver with
// `npm run webhooks -- add`, a new practice signs up and places an order in the shop, and the
// receiver gets customer.signed_up and order.placed, each with a signature it verified.
let browser: Browser
let receiver: Server | null = null

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  receiver?.close()
  await browser.close()
})

const command = fileURLToPath(
  new URL('../apps/commerce-backend/scripts/webhooks.mjs', import.meta.url),
)

interface Event {
  id: string
  type: string
  data: Record<string, unknown>
}

describe('webhooks', () => {
  // Sign-up, checkout and delivery: more than the default 30 s on a loaded 2-core machine.
  it(
    'sends the order placed in the shop to the receiver the operator added, signed',
    { timeout: 90_000 },
    async () => {
      const port = (await freePort()) as number
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          command,
          'add',
          `http://127.0.0.1:${port}/hooks`,
          '--events',
          'customer.signed_up,order.placed',
        ],
        {
          env: {
            ...process.env,
            COMMERCE_URL: inject('commerceUrl'),
            COMMERCE_SERVICE_SECRET: inject('serviceSecret'),
          },
        },
      )
      const secret = /(whsec_\S+)/.exec(stdout)?.[1]
      expect(secret).toBeDefined()
      // The documented receiver: it answers 401 to anything whose signature does not verify.
      const events: Event[] = []
      receiver = createReceiver({
        secret: secret!,
        onEvent: (event: Event) => events.push(event),
      })
      await new Promise<void>((resolve) =>
        receiver!.listen(port, '127.0.0.1', () => resolve()),
      )

      const context = await browser.newContext({
        viewport: { width: 1366, height: 900 },
      })
      const page = await context.newPage()
      await goTo(page, '/en/shop')
      const email = `webhooks-${Date.now()}@buyers.example`
      await signUpConfirmed(page, email, {
        password: 'webhooks-buyer-1',
        firstname: 'Maya',
        lastname: 'Ortiz',
        company: 'Springfield Pediatrics',
      })
      await goTo(page, '/en/shop/products/GLV-NIT-E-NITRILE-M-BLUE-P100')
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor()
      await goTo(page, '/en/shop/checkout')
      await page.getByRole('button', { name: 'Add a new address' }).click()
      await page.getByLabel('First name').fill('Maya')
      await page.getByLabel('Last name').fill('Ortiz')
      await page.getByLabel('Company').fill('Springfield Pediatrics')
      await page.getByLabel('Street').fill('Monroe Street')
      await page.getByLabel('Building number').fill('1200')
      await page.getByLabel('ZIP code').fill('62704')
      await page.getByLabel('City').fill('Springfield')
      await page.getByLabel('State').selectOption({ label: 'Illinois' })
      await page.getByRole('button', { name: 'Save address' }).click()
      await expect
        .poll(() =>
          page
            .getByLabel('Shipping address', { exact: true })
            .evaluate(
              (element: HTMLSelectElement) =>
                element.selectedOptions[0]?.textContent ?? '',
            ),
        )
        .toContain('Monroe Street')
      for (const name of [/Standard delivery/, /Pay by invoice/]) {
        const radio = page.getByRole('radio', { name })
        await radio.click()
        await expect.poll(() => radio.isChecked()).toBe(true)
      }
      await page.getByRole('button', { name: 'Place order' }).click()
      await page
        .getByRole('heading', { level: 1, name: 'Thank you for your order' })
        .waitFor()

      // Delivered by the backend's job queue, at once: no one runs it by hand here.
      await expect
        .poll(() => events.map((e) => e.type), { timeout: 20_000 })
        .toEqual(['customer.signed_up', 'order.placed'])
      const [signedUp, placed] = events
      expect(signedUp!.data).toMatchObject({
        customer: { email, firstname: 'Maya', lastname: 'Ortiz' },
        company: { name: 'Springfield Pediatrics' },
      })
      expect(placed!.data).toMatchObject({
        order: {
          number: expect.stringMatching(/^SO-\d+$/),
          state: 'new',
          paymentProvider: 'invoice',
          carrier: 'standard',
          shippingAddress: { city: 'Springfield', stateCode: 'IL' },
          lines: [{ sku: 'GLV-NIT-E-NITRILE-M-BLUE-P100', quantity: 1 }],
        },
      })
      expect(JSON.stringify(events)).not.toMatch(/password|token/i)
      await context.close()
    },
  )
})

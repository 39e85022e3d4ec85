import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { goTo } from './browser'

// Orders on invoice terms, end to end (the statement and its billing documents): a demo practice
// orders through the shop's API and the distributor ships with `npm run orders`, as a person would.

const script = fileURLToPath(
  new URL('../apps/commerce-backend/scripts/orders.mjs', import.meta.url),
)

/** Runs `npm run orders -- …` against the backend under test. */
export const ordersCommand = (args: string[]) =>
  promisify(execFile)(process.execPath, [script, ...args], {
    env: {
      ...process.env,
      COMMERCE_URL: inject('commerceUrl'),
      COMMERCE_SERVICE_SECRET: inject('serviceSecret'),
    },
  })

/** Signs a demo login in (password `demo1234`) and waits for the shop's home page. */
export async function signInDemo(page: Page, email: string) {
  await goTo(page, '/en/auth/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((at) => at.pathname === '/en/shop')
}

/** Places an order of `sku` on invoice terms through the shop's API; answers its number. */
export const placeOnInvoice = (page: Page, sku: string, quantity: number) =>
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

/** The distributor ships every line of an order (`npm run orders -- ship`), as lot `lot`. */
export async function shipAll(number: string, lot: string) {
  const { stdout } = await ordersCommand(['show', number])
  const lines = [...stdout.matchAll(/^ {2}(\S+)\t\d+\/(\d+) shipped/gm)]
  expect(lines.length).toBeGreaterThan(0)
  await ordersCommand([
    'ship',
    number,
    '--carrier',
    'UPS',
    '--tracking',
    `1Z-${lot}-${Date.now()}`,
    ...lines.flatMap(([, sku, quantity]) => [
      '--line',
      `${sku}:${quantity}:${lot}:2029-06-30`,
    ]),
  ])
}

import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { createApp } from '../src/app'
import { readConfig } from '../src/env.server'
import { silentLogger } from '@shop/node-server/log'
import { SERVICE_SECRET } from './api-backends'
import { CookieJar } from './backend'

// What the API tests share: an API server (for `src/api/*.test.ts`, in front of their worker's
// commerce backend; `src/payment.test.ts` starts its own) and calls made the way the shop's
// browser code makes them.
export { SERVICE_SECRET }
export const ENCRYPTION_SECRET = 'a'.repeat(40)
/** What the shop server proves itself with to the API (decision 039). */
export const SHOP_SERVER_SECRET = 'shop-server-secret-for-tests'
export let backend: { url: string }
/** The API server's origin, once started. */
export let base = ''
let close = () => undefined as void

/** Starts an API server for the calling test file, in front of its worker's backend. */
export function useApiServer() {
  beforeAll(async () => {
    const answer = await fetch(
      `${inject('apiBackends')}/${process.env.VITEST_POOL_ID ?? '1'}`,
    )
    if (!answer.ok) throw new Error(await answer.text())
    backend = { url: await answer.text() }
    close = await listenApi({
      COMMERCE_BACKEND_URL: backend.url,
      COMMERCE_SERVICE_SECRET: SERVICE_SECRET,
      ENCRYPTION_SECRET,
      SHOP_SERVER_SECRET,
      ADMIN_CENTRE_URL: 'https://admin-centre.example.com',
    })
  }, 90_000)
  afterAll(() => close())
}

/** Starts an API server configured by `env`, which `call` calls from then on; returns its stop. */
export async function listenApi(env: Record<string, string>) {
  const server = createApp(readConfig(env), { logger: silentLogger }).listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return () => void server.close()
}

/** Calls the API like the shop's browser code does: same origin, JSON, cookies. */
export async function call(
  jar: CookieJar | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      cookie: jar?.header() ?? '',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  jar?.store(res)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads arbitrary JSON
  return { status: res.status, res, json: (await res.json()) as any }
}

export async function signIn(email = 'buyer@northside-clinic.example') {
  const jar = new CookieJar()
  const { status } = await call(jar, 'POST', '/auth/login?locale=en_US', {
    username: email,
    password: 'demo1234',
  })
  expect(status).toBe(200)
  return jar
}

/**
 * The token of the newest link to `path` (e.g. `/en/auth/verify-email`) the shop e-mailed to
 * `recipient`, read from the local outbox the API lists outside production.
 */
export async function mailedToken(recipient: string, path: string) {
  const { status, json } = await call(null, 'GET', '/dev/outbox')
  expect(status).toBe(200)
  const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`)
  for (const message of json.messages as {
    recipient: string
    text: string
  }[]) {
    const token =
      message.recipient === recipient && pattern.exec(message.text)?.[1]
    if (token) return token
  }
  throw new Error(`no link to ${path} was e-mailed to ${recipient}`)
}

/** Follows the newest confirmation link e-mailed to `email`, which signs in; answers the jar. */
export async function confirmByLink(email: string) {
  const token = await mailedToken(email, '/en/auth/verify-email')
  const jar = new CookieJar()
  const confirmed = await call(jar, 'POST', '/auth/verify-email', { token })
  expect(confirmed.json).toMatchObject({ email, user: { customer: { email } } })
  return jar
}

/** Signs up a new customer and follows the e-mailed link: a signed-in, confirmed customer. */
export async function signUpConfirmed(account: Record<string, string>) {
  const signUp = await call(null, 'POST', '/auth/sign-up', account)
  expect(signUp.json).toEqual({ accepted: true })
  return confirmByLink((account.email ?? '').trim().toLowerCase())
}

/** Places an order paid by invoice, with a purchase order reference; answers it as placed. */
export async function placeOrder(jar: CookieJar, reference: string) {
  const token = (await call(jar, 'GET', '/shop/cart/current')).json.cart.token
  const added = await call(jar, 'POST', '/shop/cart/bulk-add', {
    token,
    items: [
      { sku: 'SYR-LL-E-V5-P50', quantity: 3 },
      { sku: 'NDL-E-G23-L25-P100', quantity: 2 },
    ],
  })
  expect(added.status).toBe(200)
  const { json: addresses } = await call(jar, 'GET', '/account/addresses')
  const addressId = Number(addresses.addresses[0].id)
  for (const [path, body] of [
    [
      '/shop/checkout/addresses',
      { shippingAddressId: addressId, invoiceAddressId: addressId },
    ],
    ['/shop/checkout/shipping', { carrierIdentifier: 'standard' }],
    [
      '/shop/checkout/payment-provider',
      { paymentProviderIdentifier: 'invoice' },
    ],
    ['/shop/checkout/purchase-order-reference', { reference }],
  ] as const)
    expect((await call(jar, 'POST', path, { token, ...body })).status).toBe(200)
  const placed = await call(jar, 'POST', '/shop/checkout/order', { token })
  expect(placed.status).toBe(200)
  return placed.json.cart
}

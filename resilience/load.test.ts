import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailReceiver, waitForMail } from '../e2e/mailbox'
import { startPostgres } from './postgres'
import { port, start, startShop, stopProcess, wait } from './stack'
// @ts-expect-error: a plain ESM script, without type declarations.
import { simulatedNpi } from '../scripts/test-data.mjs'

const CUSTOMERS = 200
const CONCURRENCY = 40
const SKUS = [
  'SYR-LL-E-V5-P50',
  'NDL-E-G23-L25-P100',
  'GLV-LTX-E-LATEX-S-WHITE-P100',
  'GLV-NIT-P-NITRILE-L-BLUE-P200',
]

const children: ChildProcess[] = []
let postgres: ReturnType<typeof startPostgres> | undefined
let mail: Awaited<ReturnType<typeof startMailReceiver>> | undefined
const apis: string[] = []
const shops: string[] = []

beforeAll(async () => {
  postgres = startPostgres(await port())
  // Both backends send the e-mail of one database: each message must arrive once.
  mail = await startMailReceiver()
  const secrets = {
    COMMERCE_SERVICE_SECRET: randomBytes(24).toString('hex'),
    COMMERCE_TOKEN_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_SECRET: randomBytes(32).toString('hex'),
    NODE_ENV: 'production',
    DATABASE_URL: postgres.url,
    SMTP_URL: mail.url,
  }
  // Two backends on one Postgres server (the first migrates and seeds), two API servers, two shops.
  for (let i = 0; i < 2; i++) {
    const backendUrl = `http://127.0.0.1:${await port()}`
    const backend = start(
      'commerce-backend',
      'apps/commerce-backend/dist/index.js',
      { ...secrets, PORT: new URL(backendUrl).port },
      { quiet: true },
    )
    children.push(backend)
    await wait(`${backendUrl}/healthz`, 120_000, backend)
    const apiUrl = `http://127.0.0.1:${await port()}`
    const shopPort = await port()
    const api = start(
      'server',
      'apps/server/dist/index.js',
      {
        ...secrets,
        PORT: new URL(apiUrl).port,
        COMMERCE_BACKEND_URL: backendUrl,
        PUBLIC_BASE_URL: `http://localhost:${shopPort}`,
      },
      { quiet: true },
    )
    children.push(api)
    await wait(`${apiUrl}/healthz`, 30_000, api)
    children.push(await startShop(shopPort, apiUrl, backendUrl, secrets))
    apis.push(apiUrl)
    shops.push(`http://localhost:${shopPort}`)
  }
}, 300_000)

afterAll(async () => {
  await Promise.all(children.map(stopProcess))
  await mail?.close()
  postgres?.stop()
})

interface Cart {
  token: string
  number: string | null
  totalNet: number
  subtotalNet: number
  items: { quantity: number; totalNet: number }[]
  adjustmentItems: { amountNet: number }[]
}

/** One simulated customer: signs up, browses, fills a cart and checks out. */
async function customer(n: number, serverErrors: string[]) {
  let cookie = ''
  const api = (i: number) => apis[(n + i) % apis.length]!
  const call = async <T>(
    i: number,
    method: string,
    path: string,
    body?: unknown,
  ) => {
    const res = await fetch(`${api(i)}/api${path}`, {
      method,
      headers: {
        cookie,
        'content-type': 'application/json',
        // Each customer is a practice of its own, with its own address (as the shop server in
        // front would forward it): sign-up and sign-in are throttled per client.
        'x-forwarded-for': `10.0.${n >> 8}.${n & 255}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const set = res.headers.getSetCookie()
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ')
    if (res.status >= 500) serverErrors.push(`${method} ${path}: ${res.status}`)
    if (!res.ok)
      throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  const email = `buyer-${n}@load-test.example`
  await call(0, 'POST', '/auth/sign-up', {
    email,
    password: 'a-load-test-password',
    firstname: 'Load',
    lastname: `Customer ${n}`,
    company: `Practice ${n}`,
    npiNumber: simulatedNpi(n),
  })
  // The sign-up signs in nobody: the e-mailed link confirms the address, then the buyer signs in.
  const { text } = await waitForMail(
    mail?.received ?? [],
    email,
    /Confirm your email address/,
    60_000,
  )
  const token = /verify-email\?token=([\w-]+)/.exec(text)?.[1]
  await call(1, 'POST', '/auth/verify-email', { token })
  await call(0, 'POST', '/auth/login', {
    username: email,
    password: 'a-load-test-password',
  })
  const page = await fetch(
    `${shops[n % shops.length]}/en/shop/protection/gloves`,
    {
      headers: { cookie },
    },
  )
  if (page.status >= 500) serverErrors.push(`page: ${page.status}`)
  const { address } = await call<{ address: { id: string } }>(
    1,
    'POST',
    '/account/add-address',
    {
      address: {
        salutation: 'dr',
        firstname: 'Load',
        lastname: `Customer ${n}`,
        company: `Practice ${n}`,
        street: 'Main Street',
        number: String(n),
        postcode: '10001',
        city: 'New York',
        country: 'US',
        stateCode: 'NY',
        phoneNumber: '+1 212 555 0100',
      },
    },
  )
  const { cart } = await call<{ cart: Cart }>(0, 'GET', '/shop/cart/current')
  // Lines added in parallel through both API servers.
  await Promise.all(
    [SKUS[n % 4]!, SKUS[(n + 1) % 4]!].map((sku, i) =>
      call(i, 'POST', '/shop/cart/bulk-add', {
        token: cart.token,
        items: [{ sku, quantity: 1 + (n % 3) }],
      }),
    ),
  )
  const id = Number(address.id)
  await call(1, 'POST', '/shop/checkout/addresses', {
    token: cart.token,
    shippingAddressId: id,
    invoiceAddressId: id,
  })
  await call(0, 'POST', '/shop/checkout/shipping', {
    token: cart.token,
    carrierIdentifier: 'standard',
  })
  const { cart: ready } = await call<{ cart: Cart }>(
    1,
    'POST',
    '/shop/checkout/payment-provider',
    {
      token: cart.token,
      paymentProviderIdentifier: 'invoice',
    },
  )
  // Placed twice at once, on both API servers: one order.
  const placed = await Promise.all(
    [0, 1].map((i) =>
      call<{ cart: Cart }>(i, 'POST', '/shop/checkout/order', {
        token: cart.token,
      }),
    ),
  )
  const { orders } = await call<{ orders: { number: string }[] }>(
    0,
    'GET',
    '/account/orders',
  )
  return { ready, placed: placed.map((p) => p.cart), orders }
}

describe('20. two API and two shop instances on one Postgres server', () => {
  it(`serve ${CUSTOMERS} customers who sign up, browse, fill carts and check out at once`, async () => {
    const serverErrors: string[] = []
    const results: Awaited<ReturnType<typeof customer>>[] = []
    const started = Date.now()
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < CUSTOMERS) {
          const n = next++
          results.push(await customer(n, serverErrors))
        }
      }),
    )
    console.log(
      `load: ${CUSTOMERS} customers checked out in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    expect(serverErrors).toEqual([])
    expect(results).toHaveLength(CUSTOMERS)
    for (const { ready, placed, orders } of results) {
      // Exactly one order, the same for both submissions.
      expect(orders).toHaveLength(1)
      expect(placed[0]!.number).toBe(placed[1]!.number)
      expect(placed[0]!.number).toBe(orders[0]!.number)
      // Totals right: lines, then adjustments, add up to what the order charges.
      const lines = ready.items.reduce((sum, item) => sum + item.totalNet, 0)
      expect(ready.subtotalNet).toBe(lines)
      const adjustments = ready.adjustmentItems.reduce(
        (sum, a) => sum + a.amountNet,
        0,
      )
      expect(placed[0]!.totalNet).toBe(ready.subtotalNet + adjustments)
      expect(placed[0]!.totalNet).toBe(ready.totalNet)
    }
    // Two backends sent the outbox of one database: every customer got one confirmation link
    // and, for the order placed twice at once, one order confirmation.
    const received = mail?.received ?? []
    await expect
      .poll(() => received.filter((m) => m.subject.includes('order')).length, {
        timeout: 60_000,
      })
      .toBeGreaterThanOrEqual(CUSTOMERS)
    const counts = new Map<string, number>()
    for (const { to, subject } of received) {
      const key = `${to} ${subject.includes('order') ? 'order' : subject}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([])
    expect(counts.size).toBe(CUSTOMERS * 2)
  })
})

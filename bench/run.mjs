// `npm run bench`: what a buyer and an operator feel, measured in one run on the production
// build, with the embedded backend (PGlite) and on a Postgres server started for the run.
// Timings are ratios against a ceiling measured in the same run (this machine is shared and
// noisy); each page figure is the median of 3 runs. Writes bench/results.md.
import { execFileSync, execSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import autocannon from 'autocannon'
import express from 'express'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'
import { measureFirstLoad } from '../scripts/first-load.mjs'
import { findPgBin, startPostgresServer } from '../scripts/postgres-server.mjs'
import { simulatedNpi } from '../scripts/test-data.mjs'
import {
  lighthousePages,
  lighthouseScores,
  lighthouseTable,
} from './lighthouse.mjs'
import { fillCart, signInCookie } from './sign-in.mjs'
import { startBenchStack } from './stack.mjs'

const RUNS = 3
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = 50
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 100_000)
const CATEGORY = '/en/shop/protection/gloves/examination-gloves'
const PRODUCT = '/en/shop/products/GLV-NIT-E-NITRILE-M-BLUE-P100'
const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const pct = (values, p) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ]
const f = (n, d = 0) => n.toFixed(d)

/**
 * Median requests/s, p50 and p99 (ms) over RUNS runs of autocannon. With `cookies`, each
 * connection is another signed-in buyer, as 50 practices ordering at once would be.
 */
async function load(url, { cookies = [] } = {}) {
  // As a browser asks: pages travel compressed when the server offers it.
  const headers = { 'accept-encoding': 'gzip, deflate, br' }
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    let next = 0
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers,
      setupClient: (client) => {
        if (cookies.length)
          client.setHeaders({
            ...headers,
            cookie: cookies[next++ % cookies.length],
          })
      },
    })
    if (result.non2xx || result.errors)
      throw new Error(
        `${url}: ${result.non2xx} non-2xx, ${result.errors} errors`,
      )
    runs.push(result)
  }
  return {
    rps: median(runs.map((r) => r.requests.average)),
    p50: median(runs.map((r) => r.latency.p50)),
    p99: median(runs.map((r) => r.latency.p99)),
  }
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024
}

const listen = (server) =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${server.address().port}`),
    ),
  )

/**
 * Signs up CONNECTIONS customers through the API, each with an address and one product in the
 * cart: `call` speaks to the API as that customer, `cookie` is their browser's session.
 */
async function signUpCustomers(apiUrl, tag) {
  const customers = []
  // Ten at a time: a sign-up hashes a password, and fifty at once can outlast the API's wait.
  for (let first = 0; first < CONNECTIONS; first += 10)
    customers.push(...(await signUpBatch(apiUrl, tag, first, 10)))
  return customers
}

async function signUpBatch(apiUrl, tag, first, count) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const n = first + i
      let jar = ''
      const call = async (method, path, body) => {
        const res = await fetch(`${apiUrl}/api${path}`, {
          method,
          // Each customer signs up from an address of their own (sign-ups are throttled per client).
          headers: {
            cookie: jar,
            'content-type': 'application/json',
            'x-forwarded-for': `10.9.${n >> 8}.${n & 255}`,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        const set = res.headers.getSetCookie()
        if (set.length) jar = set.map((c) => c.split(';')[0]).join('; ')
        const json = await res.json()
        if (!res.ok)
          throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`)
        return json
      }
      await call('POST', '/auth/sign-up', {
        email: `bench-${tag}-${n}-${Date.now()}@bench.example`,
        password: 'bench-password',
        firstname: 'Bench',
        lastname: `${n}`,
        company: `Bench ${n}`,
        npiNumber: simulatedNpi(n),
      })
      const { address } = await call('POST', '/account/add-address', {
        address: {
          salutation: 'dr',
          firstname: 'Bench',
          lastname: `${n}`,
          company: `Bench ${n}`,
          street: 'Main Street',
          number: '1',
          postcode: '10001',
          city: 'New York',
          country: 'US',
          stateCode: 'NY',
          phoneNumber: '+1 212 555 0100',
        },
      })
      await fillCart(apiUrl, jar)
      return {
        call,
        addressId: Number(address.id),
        /** The customer's session cookies as they are now (a call may refresh them). */
        get cookie() {
          return jar
        },
      }
    }),
  )
}

/**
 * The cart and checkout calls of every customer at once, four rounds, against a bare Express
 * handler answering a fixed JSON of the same size: p50 and p99 per call.
 */
async function apiRounds(apiUrl, customers) {
  const { product } = await (
    await fetch(`${apiUrl}/api/shop/products/SYR-LL-E-V5-P50`)
  ).json()
  const productId = Number(product.id)
  const timings = {}
  const time = async (name, run) => {
    const started = performance.now()
    const result = await run()
    ;(timings[name] ??= []).push(performance.now() - started)
    return result
  }
  let sample = ''
  for (let round = 0; round < 4; round++) {
    await Promise.all(
      customers.map(async ({ call, addressId }) => {
        const { cart } = await time('cart current', () =>
          call('GET', '/shop/cart/current'),
        )
        const added = await time('cart add', () =>
          call('POST', '/shop/cart/add', {
            token: cart.token,
            productId,
            quantity: 1,
          }),
        )
        sample ||= JSON.stringify(added)
        const line = added.cart.items[0]
        await time('cart update', () =>
          call('POST', '/shop/cart/update', {
            token: cart.token,
            cartItemId: Number(line.id),
            quantity: 2,
          }),
        )
        await time('checkout addresses', () =>
          call('POST', '/shop/checkout/addresses', {
            token: cart.token,
            shippingAddressId: addressId,
            invoiceAddressId: addressId,
          }),
        )
        await time('checkout shipping', () =>
          call('POST', '/shop/checkout/shipping', {
            token: cart.token,
            carrierIdentifier: 'standard',
          }),
        )
        await time('checkout payment provider', () =>
          call('POST', '/shop/checkout/payment-provider', {
            token: cart.token,
            paymentProviderIdentifier: 'invoice',
          }),
        )
        await time('checkout order', () =>
          call('POST', '/shop/checkout/order', { token: cart.token }),
        )
      }),
    )
  }
  const bareApi = express()
  bareApi.post('/fixed', (_req, res) =>
    res.type('application/json').send(sample),
  )
  const bareServer = createServer(bareApi)
  const bareUrl = await listen(bareServer)
  const bare = []
  for (let round = 0; round < 4; round++)
    await Promise.all(
      customers.map(async () => {
        const started = performance.now()
        await fetch(`${bareUrl}/fixed`, { method: 'POST' }).then((r) =>
          r.text(),
        )
        bare.push(performance.now() - started)
      }),
    )
  bareServer.close()
  const stats = (values) => ({ p50: pct(values, 50), p99: pct(values, 99) })
  return {
    calls: Object.entries(timings).map(([name, values]) => ({
      name,
      ...stats(values),
    })),
    bare: stats(bare),
  }
}

const stack = await startBenchStack('bench')
const [backendProcess, apiProcess, shopProcess] = stack.children
const memoryOf = () => ({
  shop: rssMb(shopProcess.pid),
  api: rssMb(apiProcess.pid),
  backend: rssMb(backendProcess.pid),
})
const lines = []
let postgres
try {
  const cookie = await signInCookie(stack.apiUrl)
  await fillCart(stack.apiUrl, cookie)
  const customers = await signUpCustomers(stack.apiUrl, 'pglite')
  const cookies = customers.map((customer) => customer.cookie)
  const memoryBefore = memoryOf()

  // 1. Server rendering against a bare renderToString server of the identical HTML.
  const pages = [
    ['home', '/en', {}],
    ['category', CATEGORY, {}],
    ['category (signed in)', CATEGORY, { cookies }, 40],
    ['product (signed in)', PRODUCT, { cookies }, 40],
    ['cart (signed in)', '/en/shop/cart', { cookies }, 15],
    ['checkout (signed in)', '/en/shop/checkout', { cookies }, 15],
  ]
  const ssr = []
  for (const [name, path, options, goal] of pages) {
    const response = await fetch(`${stack.shopUrl}${path}`, {
      headers: options.cookies ? { cookie: options.cookies[0] } : {},
      redirect: 'manual',
    })
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}`)
    const html = await response.text()
    const ceiling = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(
        renderToString(
          createElement('div', { dangerouslySetInnerHTML: { __html: html } }),
        ),
      )
    })
    const ceilingUrl = await listen(ceiling)
    const shop = await load(`${stack.shopUrl}${path}`, options)
    const bare = await load(ceilingUrl)
    ceiling.close()
    ssr.push({ name, shop, bare, goal, kb: html.length / 1024 })
  }

  // 2. The API: cart and checkout calls of 50 signed-in customers at once, on PGlite here and
  // on a Postgres server below.
  const api = { pglite: await apiRounds(stack.apiUrl, customers) }

  // 3. Memory after MEMORY_REQUESTS signed-in page requests (category and product pages of the
  // 50 buyers), each server level.
  for (const path of [CATEGORY, PRODUCT]) {
    let next = 0
    await autocannon({
      url: `${stack.shopUrl}${path}`,
      connections: CONNECTIONS,
      amount: MEMORY_REQUESTS / 2,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      setupClient: (client) =>
        client.setHeaders({
          'accept-encoding': 'gzip, deflate, br',
          cookie: cookies[next++ % cookies.length],
        }),
    })
  }
  const memoryAfter = memoryOf()

  // 4. Lighthouse on the shop's pages, after the load above.
  const lighthouse = await lighthouseScores(
    stack.shopUrl,
    lighthousePages(cookie),
  )

  // 5. JavaScript before a page is usable: an anonymous category page, a signed-in product page.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  })
  const firstLoad = {}
  try {
    firstLoad.category = await measureFirstLoad(
      browser,
      `${stack.shopUrl}${CATEGORY}`,
    )
    const signedIn = await browser.newContext()
    await signedIn.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=')
        return { name, value: value.join('='), url: stack.shopUrl }
      }),
    )
    firstLoad.product = await measureFirstLoad(
      signedIn,
      `${stack.shopUrl}${PRODUCT}`,
    )
  } finally {
    await browser.close()
  }
  await stack.stop()

  // 6. The API on a Postgres server, started for the run from the machine's binaries.
  if (findPgBin()) {
    postgres = await startPostgresServer({ name: 'bench' })
    const pgStack = await startBenchStack('bench-pg', {
      DATABASE_URL: postgres.url,
      // A backend on a database server refuses to start with a secret it made itself.
      COMMERCE_TOKEN_SECRET: randomBytes(32).toString('hex'),
    })
    try {
      api.postgres = await apiRounds(
        pgStack.apiUrl,
        await signUpCustomers(pgStack.apiUrl, 'postgres'),
      )
    } finally {
      await pgStack.stop()
    }
  }

  // 7. Scale: the backend's own benchmark (demo catalogue against 500,000 products).
  const scale = execSync('npm run --silent bench -w @shop/commerce-backend', {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })

  // 8. The catalogue import: 500,000 products and their stock on the server, 50,000 on PGlite.
  const catalogueImport = execSync(
    'npm run --silent bench:import -w @shop/commerce-backend',
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  )

  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).trim()
  const met = (ok) => (ok ? 'met' : '**not met**')
  const apiTable = (name, result) => [
    `### ${name}`,
    '',
    '| call | p50 ms | p99 ms | p99 ÷ bare p99 |',
    '| --- | --- | --- | --- |',
    ...result.calls.map(
      ({ name, p50, p99 }) =>
        `| ${name} | ${f(p50, 1)} | ${f(p99, 1)} | ${f(p99 / result.bare.p99, 1)} |`,
    ),
    `| bare Express, same JSON | ${f(result.bare.p50, 1)} | ${f(result.bare.p99, 1)} | 1.0 |`,
    '',
  ]
  const worstApi = (result) =>
    Math.max(...result.calls.map(({ p99 }) => p99 / result.bare.p99))
  const firstLoadLine = (name, load, goal) =>
    `- ${name}: ${f(load.js / 1024, 1)} KB gzip (level 9) in ${load.chunks.length} scripts (goal ${goal} KB, ${met(load.js / 1024 <= goal)}); Chromium received ${f(load.jsReceived / 1024, 1)} KB (brotli). CSS ${f(load.css / 1024, 1)} KB gzip.`
  lines.push(
    '# Benchmark results',
    '',
    `${new Date().toISOString()} · commit ${commit} · \`npm run bench\` · ${RUNS} runs of ${SECONDS} s at ${CONNECTIONS} connections, medians · 2 cores, Node ${process.versions.node}`,
    '',
    '## Server rendering (production build, embedded backend)',
    '',
    `Signed-in pages are requested by ${CONNECTIONS} different buyers, one per connection.`,
    '',
    '| page | HTML KB | shop req/s | p50 / p99 ms | bare renderToString req/s | p50 / p99 ms | shop / ceiling | goal |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...ssr.map(({ name, shop, bare, kb, goal }) => {
      const ratio = (100 * shop.rps) / bare.rps
      return `| ${name} | ${f(kb, 1)} | ${f(shop.rps)} | ${shop.p50} / ${shop.p99} | ${f(bare.rps)} | ${bare.p50} / ${bare.p99} | ${f(ratio)} % | ${goal ? `≥ ${goal} %, ${met(ratio >= goal)}` : ''} |`
    }),
    '',
    'Requests ask for gzip as browsers do: the shop sends its shared pages compressed once per render (decision 006); catalogue pages are shared per pricing context, signed in or not (decision 014). The bare server sends its HTML as is.',
    '',
    `## API with ${CONNECTIONS} signed-in customers at once (4 rounds each)`,
    '',
    ...apiTable('Embedded backend (PGlite)', api.pglite),
    ...(api.postgres
      ? [
          ...apiTable('Postgres server (`DATABASE_URL`)', api.postgres),
          `Goal on the Postgres server: every call's p99 at most 5× the bare handler's: worst ${f(worstApi(api.postgres), 1)}×, ${met(worstApi(api.postgres) <= 5)}. On PGlite: worst ${f(worstApi(api.pglite), 1)}×.`,
        ]
      : [
          'No Postgres server binaries on this machine: the Postgres rounds did not run.',
        ]),
    '',
    `## Memory (resident size, MB) before and after ${MEMORY_REQUESTS.toLocaleString('en-US')} signed-in page requests`,
    '',
    'Measured after the page and API load above; the requests are category and product pages of the 50 buyers.',
    '',
    '| process | before | after |',
    '| --- | --- | --- |',
    `| shop server | ${f(memoryBefore.shop)} | ${f(memoryAfter.shop)} |`,
    `| API server | ${f(memoryBefore.api)} | ${f(memoryAfter.api)} |`,
    `| commerce backend | ${f(memoryBefore.backend)} | ${f(memoryAfter.backend)} |`,
    '',
    '## Scale (`npm run bench -w @shop/commerce-backend`)',
    '',
    scale.trim(),
    '',
    '## Catalogue import (`npm run bench:import -w @shop/commerce-backend`)',
    '',
    catalogueImport.trim(),
    '',
    ...lighthouseTable(lighthouse),
    '## JavaScript before a page is usable',
    '',
    firstLoadLine('Category page (anonymous)', firstLoad.category, 110),
    firstLoadLine('Product page (signed in)', firstLoad.product, 120),
    '',
    '| category page script | gzip KB | received KB | encoding |',
    '| --- | --- | --- | --- |',
    ...firstLoad.category.chunks.map(
      ({ path, gzip, received }) =>
        `| ${path} | ${f(gzip / 1024, 1)} | ${f(received.bytes / 1024, 1)} | ${received.encoding} |`,
    ),
    '',
  )
  writeFileSync(new URL('./results.md', import.meta.url), lines.join('\n'))
  console.log(lines.join('\n'))
} finally {
  await stack.stop()
  await postgres?.stop()
}

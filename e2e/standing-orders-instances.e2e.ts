import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, waitForHydration } from './browser'
import { startPostgresServer } from '../scripts/postgres-server.mjs'
import type { PostgresServer } from '../scripts/postgres-server.mjs'
// @ts-expect-error: a plain ESM script shared with `npm start`, without type declarations.
import {
  freePort,
  startProcess,
  startStack,
  waitForHttp,
} from '../scripts/processes.mjs'

// The shop as a deployment runs it: two commerce-backend instances on one Postgres server, each
// with its job queue. When the clock reaches a standing order's day and both run it at the same
// moment, the buyer finds exactly one order.
interface Stack {
  shopUrl: string
  stop: () => Promise<void>
}

describe('standing orders on two backend instances', () => {
  let browser: Browser
  let server: PostgresServer
  let stack: Stack
  let second: ChildProcess
  let dataDir: string
  const backends: string[] = []
  const serviceSecret = randomBytes(24).toString('hex')

  beforeAll(async () => {
    browser = await launchBrowser()
    server = await startPostgresServer({ name: 'shop-e2e-instances' })
    dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-instances-'))
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: server.url,
      NODE_ENV: 'production',
      COMMERCE_TOKEN_SECRET: randomBytes(32).toString('hex'),
      COMMERCE_SERVICE_SECRET: serviceSecret,
      COMMERCE_MOVABLE_CLOCK: 'true',
    }
    const backendPort = await freePort()
    stack = (await startStack({
      shopPort: await freePort(),
      apiPort: await freePort(),
      backendPort,
      env,
      quiet: true,
    })) as Stack
    const secondPort = await freePort()
    second = (startProcess as (...args: unknown[]) => ChildProcess)(
      'commerce-backend-2',
      'apps/commerce-backend/dist/index.js',
      { ...env, PORT: String(secondPort) },
      { quiet: true },
    )
    await waitForHttp(`http://127.0.0.1:${secondPort}/healthz`, 60_000, second)
    backends.push(
      `http://127.0.0.1:${backendPort}/graphql/commerce`,
      `http://127.0.0.1:${secondPort}/graphql/commerce`,
    )
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    if (second && second.exitCode === null)
      await new Promise<void>((resolve) => {
        second.once('exit', resolve)
        second.kill('SIGTERM')
      })
    await stack?.stop()
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  /** Runs the standing orders due by `at` on one backend instance, as its job queue would. */
  const runOn = async (endpoint: string, at: string) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-service-secret': serviceSecret,
      },
      body: JSON.stringify({
        query:
          'mutation Run($at: String!) { runStandingOrders(at: $at) { orderToken } }',
        variables: { at },
      }),
    })
    expect(response.status).toBe(200)
  }

  it('places one order when both instances run a weekly standing order at the same moment', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    })
    const page = await context.newPage()
    await page.goto(`${stack.shopUrl}/en/auth/login`)
    await waitForHydration(page)
    await page
      .getByLabel('Email address')
      .fill('orders@lakeview-practice.example')
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((at) => at.pathname === '/en/shop')
    // A weekly standing order of a list, set up as the list page does it.
    const standingOrder = await page.evaluate(async () => {
      const post = async (path: string, body: unknown) =>
        (
          await fetch(`/api${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).json()
      const { list } = await post('/account/lists/create', {
        name: 'Every Wednesday',
      })
      await post('/account/lists/add-items', {
        listId: Number(list.id),
        items: [{ sku: 'SYR-LL-E-V5-P50', quantity: 2 }],
      })
      const { addresses } = await (await fetch('/api/account/addresses')).json()
      const addressId = Number(addresses[0].id)
      const answer = await post('/account/standing-orders/create', {
        listId: Number(list.id),
        name: 'Every Wednesday',
        schedule: { cadence: 'weekly', interval: 1, weekday: 3 },
        onProblem: 'place-available',
        shippingAddressId: addressId,
        invoiceAddressId: addressId,
        carrierIdentifier: 'standard',
        paymentProviderIdentifier: 'invoice',
      })
      return answer.standingOrder as { id: string; nextRunOn: string }
    })
    const at = `${standingOrder.nextRunOn}T00:05:00.000Z`
    await Promise.all(
      backends.flatMap((endpoint) => [
        runOn(endpoint, at),
        runOn(endpoint, at),
      ]),
    )

    await page.goto(
      `${stack.shopUrl}/en/shop/account/standing-orders/${standingOrder.id}`,
    )
    await waitForHydration(page)
    const runs = page.getByRole('region', { name: 'Runs' })
    await runs.getByText('Placed', { exact: true }).waitFor()
    expect(await runs.getByRole('link', { name: /SO-\d+/ }).count()).toBe(1)
    const placed = await page.evaluate(async (id) => {
      const { orders } = await (
        await fetch('/api/account/orders?pageSize=50')
      ).json()
      return (orders as { standingOrder: { id: string } | null }[]).filter(
        (order) => order.standingOrder?.id === id,
      ).length
    }, standingOrder.id)
    expect(placed).toBe(1)
    await context.close()
  }, 90_000)
})

import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, startBackend } from '../test/backend'
import { createApp } from './app'
import { readConfig } from './env.server'
import { silentLogger } from '@shop/node-server/log'

// Sessions and sign-in throttling over real HTTP, against the embedded backend.
const SERVICE_SECRET = 'session-test-service-secret'
let backend: Awaited<ReturnType<typeof startBackend>>
const servers: { close(): void }[] = []

async function startApi(env: Record<string, string> = {}) {
  const config = readConfig({
    COMMERCE_BACKEND_URL: backend.url,
    COMMERCE_SERVICE_SECRET: SERVICE_SECRET,
    ...env,
  })
  const server = createApp(config, { logger: silentLogger }).listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
}

let api = ''
beforeAll(async () => {
  backend = await startBackend(SERVICE_SECRET)
  api = await startApi()
}, 90_000)
afterAll(async () => {
  for (const server of servers) server.close()
  await backend?.stop()
})

const BUYER = {
  username: 'buyer@northside-clinic.example',
  password: 'demo1234',
}

function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  base = api,
) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

async function signIn() {
  const jar = new CookieJar()
  const response = await post('/auth/login', BUYER)
  expect(response.status).toBe(200)
  jar.store(response)
  const cookie = (name: string) =>
    new RegExp(`${name}=([^;]+)`).exec(jar.header())![1]!
  return { session: cookie('shop_session'), refresh: cookie('shop_refresh') }
}

const get = (path: string, cookie: string) =>
  fetch(`${api}${path}`, { headers: { cookie } })

describe('a session whose access token is gone or expired', () => {
  it('answers five parallel calls that present one refresh token, all signed in', async () => {
    const { refresh } = await signIn()
    const answers = await Promise.all(
      [
        '/shop/cart/current',
        '/_auth/session',
        '/account/addresses',
        '/user/me',
        '/shop/cart/current',
      ].map((path) => get(path, `shop_refresh=${refresh}`)),
    )
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 200,
    ])
    const refreshCookies = answers.map(
      (answer) =>
        answer.headers
          .getSetCookie()
          .find((line) => line.startsWith('shop_refresh='))!
          .split(';')[0],
    )
    // Every answer hands the browser the same next refresh token, and none clears the cookies.
    expect(new Set(refreshCookies).size).toBe(1)
    expect(refreshCookies[0]).not.toBe(`shop_refresh=${refresh}`)
    const session = (await answers[1]!.json()) as {
      user?: { customer: { firstname: string } }
    }
    expect(session.user?.customer.firstname).toBe('Maya')
  })

  it('refreshes an access token the backend refuses, also for the session call', async () => {
    const { refresh } = await signIn()
    const answer = await get(
      '/_auth/session',
      `shop_session=expired.token; shop_refresh=${refresh}`,
    )
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { user?: unknown }).user).toBeTruthy()
  })
})

describe('signing out', () => {
  it('ends the session when only the access token cookie comes', async () => {
    const { session, refresh } = await signIn()
    const out = await post(
      '/auth/logout',
      {},
      { cookie: `shop_session=${session}` },
    )
    expect(out.status).toBe(200)
    expect((await get('/user/me', `shop_session=${session}`)).status).toBe(401)
    expect((await get('/user/me', `shop_refresh=${refresh}`)).status).toBe(401)
  })
})

describe('sign-in throttling', () => {
  const login = (client: string, password: string, base = api) =>
    post(
      '/auth/login',
      { username: 'orders@lakeview-practice.example', password },
      { 'x-forwarded-for': client },
      base,
    )

  it('stops the client that guesses, with Retry-After, and lets the owner in from elsewhere', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login('203.0.113.7', `guess${i}`)).status).toBe(401)
    const refused = await login('203.0.113.7', 'demo1234')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800)
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /Too many attempts/,
    )
    expect((await login('198.51.100.20', 'demo1234')).status).toBe(200)
  })

  it('never lets a client it stopped lock the owner out from elsewhere', async () => {
    const approver = (client: string, password: string) =>
      post(
        '/auth/login',
        { username: 'approver@riverside-health.example', password },
        { 'x-forwarded-for': client },
      )
    const statuses = new Set<number>()
    for (let i = 0; i < 101; i++)
      statuses.add((await approver('203.0.113.17', `guess${i}`)).status)
    expect([...statuses]).toEqual([401, 429])
    expect((await approver('198.51.100.21', 'demo1234')).status).toBe(200)
  }, 60_000)

  it('ignores a forwarded address from a peer that is not the configured proxy', async () => {
    const untrusting = await startApi({ TRUST_PROXY: '10.1.2.3' })
    for (let i = 0; i < 10; i++)
      await post(
        '/auth/login',
        { username: 'nobody@example.com', password: 'x' },
        { 'x-forwarded-for': `192.0.2.${i}` },
        untrusting,
      )
    const answer = await post(
      '/auth/login',
      { username: 'nobody@example.com', password: 'x' },
      { 'x-forwarded-for': '192.0.2.99' },
      untrusting,
    )
    expect(answer.status).toBe(429)
  })

  it('throttles sign-ups per client', async () => {
    const signUp = () =>
      post(
        '/auth/sign-up',
        {
          // An address that has an account: accepted like any other (its owner is e-mailed),
          // after counting the attempt.
          email: 'buyer@northside-clinic.example',
          password: 'long enough',
          firstname: 'Ana',
          lastname: 'Lee',
          company: 'Lee Practice',
          npiNumber: '1234567893',
        },
        { 'x-forwarded-for': '203.0.113.88' },
      )
    const statuses = []
    for (let i = 0; i < 11; i++) statuses.push((await signUp()).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses[10]).toBe(429)
  })
})

describe('the admin-centre setup link', () => {
  it('is refused with a readable reason when no admin centre is configured', async () => {
    const { session, refresh } = await signIn()
    const answer = await post(
      '/auth/encrypt-refresh-token',
      {},
      { cookie: `shop_session=${session}; shop_refresh=${refresh}` },
    )
    expect(answer.status).toBe(409)
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /not available for this shop/,
    )
  })
})

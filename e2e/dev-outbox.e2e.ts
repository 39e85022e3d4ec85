import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ESM script shared with `npm start`, without type declarations.
import { freePort, startStack } from '../scripts/processes.mjs'

// Issue 30, item 1: the development outbox lists sign-in links (password reset, address
// confirmation, invitations), so it answers this machine only. The stack runs as `npm start` runs
// it (not production, no SMTP server), where the outbox exists. "Another machine" is a client
// bound to 127.0.0.5: a loopback address the servers do not count as this machine
// (`isFromThisMachine` of @shop/node-server counts 127.0.0.1 and ::1 only), so the test needs no
// second host.
interface Stack {
  stop: () => Promise<void>
}

const OTHER_MACHINE = '127.0.0.5'
const RESET_LINK = '/en/auth/reset-password?token='
let stack: Stack
let dataDir: string
let shopPort: number
let apiPort: number

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** One HTTP request as written (the path is sent exactly as given), from `from`. */
function send(
  port: number,
  path: string,
  {
    from = '127.0.0.1',
    host = `localhost:${port}`,
    method = 'GET',
    body,
    headers = {},
  }: {
    from?: string
    host?: string
    method?: string
    body?: unknown
    headers?: Record<string, string>
  } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress: from,
        headers: {
          host,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-outbox-'))
  shopPort = await freePort()
  apiPort = await freePort()
  stack = (await startStack({
    shopPort,
    apiPort,
    backendPort: await freePort(),
    env: {
      DATA_DIR: dataDir,
      COMMERCE_TOKEN_SECRET: randomBytes(32).toString('hex'),
    },
    quiet: true,
  })) as Stack
  // A message with a sign-in link: the victim's password reset, asked for by anyone.
  const asked = await send(shopPort, '/api/auth/forgot-password', {
    method: 'POST',
    body: { email: 'admin@riverside-health.example' },
  })
  expect(asked.status).toBeLessThan(300)
}, 180_000)

afterAll(async () => {
  await stack?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('the development outbox', () => {
  it('lists the reset link on this machine, never cached', async () => {
    // The outbox is there: what the other tests refuse is real.
    await expect
      .poll(async () => (await send(shopPort, '/api/dev/outbox')).body, {
        timeout: 20_000,
      })
      .toContain(RESET_LINK)
    const page = await send(shopPort, '/en/dev/outbox')
    expect(page.status).toBe(200)
    expect(page.body).toContain(RESET_LINK)
    expect(page.headers['cache-control']).toContain('no-store')
  })

  it.each([
    '/en/dev/outbox',
    '/en/%64ev/outbox',
    '/%65n/dev/outbox',
    '/en/de%76/outbox',
    '/en/./dev/outbox',
    '/en/x/../dev/outbox',
    '/EN/DEV/OUTBOX',
    '/en/dev/outbox/',
    '/assets/../en/dev/outbox',
  ])(
    'is not there for another machine at %s, and nothing of it is cached',
    async (path) => {
      const answer = await send(shopPort, path, { from: OTHER_MACHINE })
      expect(answer.status).toBe(404)
      expect(answer.body).not.toContain(RESET_LINK)
      expect(answer.headers['cache-control'] ?? '').not.toContain('public')
    },
  )

  it('is not there for a page of another site in this machine’s browser (DNS rebinding)', async () => {
    for (const path of ['/en/dev/outbox', '/api/dev/outbox']) {
      const answer = await send(shopPort, path, {
        host: `rebind.evil.example:${shopPort}`,
      })
      expect([400, 421]).toContain(answer.status)
      expect(answer.body).not.toContain(RESET_LINK)
      expect(answer.headers['cache-control'] ?? '').not.toContain('public')
    }
  })

  it('is refused by the API too, through the shop and directly', async () => {
    const refused = [
      await send(shopPort, '/api/dev/outbox', { from: OTHER_MACHINE }),
      await send(apiPort, '/api/dev/outbox', { from: OTHER_MACHINE }),
      // A loopback peer that is not this machine cannot vouch for a visitor who is.
      await send(apiPort, '/api/dev/outbox', {
        from: OTHER_MACHINE,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      }),
      await send(apiPort, '/api/dev/outbox', {
        host: `rebind.evil.example:${apiPort}`,
      }),
    ]
    for (const answer of refused) {
      expect(answer.status).toBe(404)
      expect(answer.body).not.toContain(RESET_LINK)
    }
  })
})

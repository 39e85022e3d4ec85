import { execFile } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { desc, eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { expect, it } from 'vitest'
import * as t from '../../db/schema'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import { backend, url, useTestShop } from '../../test-shop'
import { SERVICE_SECRET_OPERATOR } from '../operators'
import { emitEvent } from './emit'

// `npm run webhooks -- …` and the operator API's webhook routes, against a running backend.
useTestShop()

const run = promisify(execFile)
const script = fileURLToPath(
  new URL('../../../scripts/webhooks.mjs', import.meta.url),
)
const webhooks = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, [script, ...args], {
    env: {
      ...process.env,
      COMMERCE_URL: `${url}/graphql/commerce`,
      COMMERCE_SERVICE_SECRET: TEST_SERVICE_SECRET,
      ...env,
    },
  })

const api = (path: string, init: RequestInit & { key?: string } = {}) =>
  fetch(`${url}/operator/v1${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.key ? { authorization: `Bearer ${init.key}` } : {}),
    },
  })

// It starts the command several times: seconds each on a busy 2-core machine.
it(
  'adds, lists, rotates and removes endpoints, lists failed deliveries and replays them',
  { timeout: 60_000 },
  async () => {
    let up = false
    const received: string[] = []
    const server = createServer((req, res) => {
      received.push(String(req.headers['webhook-id']))
      res.writeHead(up ? 204 : 500).end()
    })
    await new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve()),
    )
    try {
      const hook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
      const added = await webhooks([
        'add',
        hook,
        '--events',
        'company.changed,order.placed',
      ])
      const id = /^Endpoint (\d+)\tenabled\t/.exec(added.stdout)?.[1]
      const secret = /(whsec_\S+)/.exec(added.stdout)?.[1]
      expect(id).toBeDefined()
      expect(secret).toMatch(/^whsec_/)
      expect(added.stdout).toContain(`${hook}\tcompany.changed,order.placed`)
      // Audited in the transaction, as the service secret.
      const [audit] = await backend.database.db
        .select()
        .from(t.operatorAudit)
        .orderBy(desc(t.operatorAudit.id))
        .limit(1)
      expect(audit).toMatchObject({
        action: 'webhooks.endpoint.create',
        subject: id,
        actor: SERVICE_SECRET_OPERATOR.name,
      })
      // The secret is never listed.
      const listed = await webhooks(['list'])
      expect(listed.stdout).toContain(`${id}\tenabled\t${hook}`)
      expect(listed.stdout).not.toContain('whsec_')

      // A delivery that fails to its last attempt is listed failed, and replayed.
      await emitEvent(
        backend.database.db,
        'company.changed',
        { change: 'settings' },
        { orderingKey: 'company:777' },
      )
      await backend.database.db
        .update(t.webhookDeliveries)
        .set({ attempts: 13 })
        .where(eq(t.webhookDeliveries.endpointId, Number(id)))
      await backend.webhooks.runOnce()
      const failed = await webhooks(['deliveries', '--failed'])
      expect(failed.stdout).toMatch(
        /^\d+\tfailed\tcompany\.changed\t.*\t14 attempt\(s\)\t500\tHTTP 500/m,
      )
      up = true
      expect((await webhooks(['replay', '--failed'])).stdout).toBe(
        '1 delivery sent again.\n',
      )
      await backend.webhooks.runOnce()
      expect(new Set(received).size).toBe(1)
      // The one attempt left before it was given up, and the replay.
      expect(received).toHaveLength(2)
      expect((await webhooks(['deliveries', '--failed'])).stdout).toBe(
        'No failed deliveries.\n',
      )

      // A new secret signs from now on.
      const rotated = await webhooks(['rotate', id!])
      const newSecret = /(whsec_\S+)/.exec(rotated.stdout)?.[1]
      expect(newSecret).toBeDefined()
      expect(newSecret).not.toBe(secret)
      const [row] = await backend.database.db
        .select()
        .from(t.webhookEndpoints)
        .where(eq(t.webhookEndpoints.id, Number(id)))
      expect(row!.secret).toBe(newSecret)
      expect(() => new Webhook(newSecret!)).not.toThrow()

      expect((await webhooks(['remove', id!])).stdout).toContain(
        `Removed endpoint ${id}`,
      )
      // Refusals: exit 1 with the backend's words; usage: exit 2.
      await expect(webhooks(['remove', id!])).rejects.toMatchObject({
        code: 1,
        stderr: 'The webhook endpoint was not found.\n',
      })
      await expect(
        webhooks(['add', 'ftp://example.com/x']),
      ).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(
          'url: Only http:// and https:// endpoints can receive events.',
        ),
      })
      await expect(webhooks(['replay'])).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/^Usage: npm run webhooks/),
      })
    } finally {
      server.close()
    }
  },
)

it('answers 401 without a key, 403 to a key without the webhooks scope, 400 for bad input, never 500', async () => {
  // Keys made through the operator API, as the service secret.
  const newKey = async (name: string, scopes: string[]) => {
    const response = await fetch(`${url}/operator/v1/keys`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-service-secret': TEST_SERVICE_SECRET,
      },
      body: JSON.stringify({ name, scopes }),
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { key: string }).key
  }
  const catalogue = { key: await newKey('catalogue only', ['catalogue']) }
  const hooks = { key: await newKey('webhooks', ['webhooks']) }
  expect((await api('/webhooks/endpoints')).status).toBe(401)
  expect(
    (await api('/webhooks/endpoints', { key: catalogue.key })).status,
  ).toBe(403)
  for (const [path, init, status] of [
    ['/webhooks/endpoints', { method: 'POST', body: '[]' }, 400],
    ['/webhooks/endpoints', { method: 'POST', body: '{"url":42}' }, 400],
    ['/webhooks/endpoints', { method: 'POST', body: 'not json' }, 400],
    [
      '/webhooks/endpoints',
      {
        method: 'POST',
        body: '{"url":"https://x.example","eventTypes":"all"}',
      },
      400,
    ],
    ['/webhooks/endpoints/99999999', { method: 'PATCH', body: '{}' }, 400],
    [
      '/webhooks/endpoints/99999999',
      { method: 'PATCH', body: '{"enabled":true}' },
      404,
    ],
    ['/webhooks/endpoints/abc', { method: 'DELETE' }, 404],
    ['/webhooks/deliveries?state=lost', {}, 400],
    ['/webhooks/deliveries?limit=-1', {}, 400],
    ['/webhooks/deliveries/12345678/replay', { method: 'POST' }, 404],
  ] as const) {
    const response = await api(path, { ...init, key: hooks.key })
    expect([path, response.status]).toEqual([path, status])
    expect(await response.json()).toHaveProperty('message')
  }
  const created = await api('/webhooks/endpoints', {
    method: 'POST',
    key: hooks.key,
    body: JSON.stringify({ url: 'https://erp.example/hooks', enabled: false }),
  })
  expect(created.status).toBe(201)
  expect(await created.json()).toMatchObject({
    endpoint: { url: 'https://erp.example/hooks', enabled: false },
    secret: expect.stringMatching(/^whsec_/),
  })
})

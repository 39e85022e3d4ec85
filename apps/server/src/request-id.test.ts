import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createJsonLogger } from '@shop/node-server/log'
import { createApp } from './app'
import { readConfig } from './env.server'

/** A stand-in commerce backend that fails every call and remembers the request ids it was sent. */
async function failingBackend() {
  const ids: (string | undefined)[] = []
  const server = createServer((req, res) => {
    // The GraphQL calls made for the request; the shared catalogue-version check (at most once a
    // second for every caller, decision 030) is nobody's request and carries no caller's id.
    if (req.url?.startsWith('/graphql'))
      ids.push(req.headers['x-request-id'] as string | undefined)
    req.resume()
    res.writeHead(500, { 'content-type': 'application/json' }).end('{}')
  }).listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { ids, url, close: () => server.close() }
}

async function startApi(backendUrl: string, trustProxy: string) {
  const lines: Record<string, unknown>[] = []
  const server = createApp(
    readConfig({ COMMERCE_BACKEND_URL: backendUrl, TRUST_PROXY: trustProxy }),
    { logger: createJsonLogger((line) => lines.push(JSON.parse(line))) },
  ).listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { lines, base, close: () => server.close() }
}

describe('request ids through the API server', () => {
  let backend: Awaited<ReturnType<typeof failingBackend>>
  let trusting: Awaited<ReturnType<typeof startApi>>
  let untrusting: Awaited<ReturnType<typeof startApi>>
  beforeAll(async () => {
    backend = await failingBackend()
    // The shop server calls from this machine: trusted by the default `loopback`.
    trusting = await startApi(backend.url, 'loopback')
    untrusting = await startApi(backend.url, '10.1.2.3')
  })
  afterAll(() => {
    backend.close()
    trusting.close()
    untrusting.close()
  })

  it("keeps the shop's id: every log line of the call, the backend call and the 5xx answer carry it", async () => {
    const id = 'shop-0123456789abcdef'
    for (const [method, path, body] of [
      ['GET', '/api/shop/categories', undefined],
      [
        'POST',
        '/api/auth/login',
        '{"username":"a@b.example","password":"demo1234"}',
      ],
    ] as const) {
      backend.ids.length = 0
      trusting.lines.length = 0
      const res = await fetch(`${trusting.base}${path}`, {
        method,
        headers: { 'x-request-id': id, 'content-type': 'application/json' },
        body,
      })
      expect(res.status).toBeGreaterThanOrEqual(500)
      expect(res.headers.get('x-request-id')).toBe(id)
      expect(await res.json()).toMatchObject({ requestId: id })
      expect(backend.ids.length).toBeGreaterThan(0)
      expect(backend.ids.every((seen) => seen === id)).toBe(true)
      expect(trusting.lines.length).toBeGreaterThan(1)
      for (const line of trusting.lines) expect(line.requestId).toBe(id)
    }
  })

  it('replaces an id from a peer it does not trust, and an id that is not well formed', async () => {
    for (const [api, id] of [
      [untrusting, 'forged-0123456789'],
      [trusting, 'bad id\n{"level":"info"}'.replace('\n', '%0A')],
      [trusting, 'x'.repeat(65)],
    ] as const) {
      backend.ids.length = 0
      api.lines.length = 0
      const res = await fetch(`${api.base}/api/shop/categories`, {
        headers: { 'x-request-id': id },
      })
      const own = res.headers.get('x-request-id')
      expect(own).toMatch(/^[0-9a-f-]{36}$/)
      expect(((await res.json()) as { requestId?: string }).requestId).toBe(own)
      expect(backend.ids.every((seen) => seen === own)).toBe(true)
      expect(JSON.stringify(api.lines)).not.toContain(id)
      expect(api.lines.every((line) => line.requestId === own)).toBe(true)
    }
  })
})

import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { readConfig } from './env.server'
import { createJsonLogger } from '@shop/node-server/log'

describe('API server', () => {
  const lines: Record<string, unknown>[] = []
  let base = ''
  let close: () => void = () => undefined
  beforeAll(async () => {
    const config = readConfig({
      COMMERCE_BACKEND_URL: 'http://127.0.0.1:9',
      BACKEND_TIMEOUT_MS: '500',
    })
    const server = createApp(config, {
      logger: createJsonLogger((line) => lines.push(JSON.parse(line))),
    }).listen(0)
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  it('answers health checks with security headers and a request id', async () => {
    const res = await fetch(`${base}/healthz`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('logs one line per API call, without the query that may carry tokens', async () => {
    const res = await fetch(`${base}/api/nope?token=secret-cart-token`)
    await res.text()
    const line = lines.find(
      (l) => l.event === 'request' && l.path === '/api/nope',
    )
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      status: 404,
      requestId: res.headers.get('x-request-id'),
    })
    expect(line?.durationMs).toEqual(expect.any(Number))
    expect(JSON.stringify(lines)).not.toContain('secret-cart-token')
  })

  it('is not ready while the commerce backend is unreachable', async () => {
    const res = await fetch(`${base}/readyz`)
    expect(res.status).toBe(503)
  })

  it('answers unknown API paths with a JSON 404 that no shared cache keeps', async () => {
    const res = await fetch(`${base}/api/nope`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      message: 'This API call was not found.',
    })
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('refuses cross-site state changes', async () => {
    const headers = { 'content-type': 'application/json' }
    const foreign = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { ...headers, origin: 'https://evil.example' },
      body: '{}',
    })
    expect(foreign.status).toBe(403)
    const crossSite = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { ...headers, 'sec-fetch-site': 'cross-site' },
      body: '{}',
    })
    expect(crossSite.status).toBe(403)
    const form = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    })
    expect(form.status).toBe(403)
  })

  it('answers malformed JSON with a 400 and an oversized body with a 413', async () => {
    const bad = await fetch(`${base}/api/shop/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"productId":',
    })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toBe(
      'The request body is not valid JSON.',
    )
    const huge = await fetch(`${base}/api/shop/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'x'.repeat(200_000) }),
    })
    expect(huge.status).toBe(413)
  })
})

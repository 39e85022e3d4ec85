import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { readConfig } from './env.server'

describe('API server shell', () => {
  let base = ''
  let close: () => void = () => undefined
  beforeAll(async () => {
    const server = createApp(
      readConfig({ COMMERCE_BACKEND_URL: 'http://127.0.0.1:9' }),
    ).listen(0)
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  it('answers health checks', async () => {
    const res = await fetch(`${base}/healthz`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
  })

  it('is not ready while the commerce backend is unreachable', async () => {
    const res = await fetch(`${base}/readyz`)
    expect(res.status).toBe(503)
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${base}/api/nope`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Not found' })
  })
})

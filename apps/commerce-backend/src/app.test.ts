import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCommerceBackend } from './app'

describe('commerce backend shell', () => {
  const backend = createCommerceBackend({ port: 0, host: '127.0.0.1' })
  let url = ''
  beforeAll(async () => {
    url = await backend.listen()
  })
  afterAll(() => backend.close())

  it('answers health checks', async () => {
    const res = await fetch(`${url}/healthz`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
  })

  it('answers unknown paths with a JSON 404', async () => {
    const res = await fetch(`${url}/nope`)
    expect(res.status).toBe(404)
  })
})

import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import {
  ENCRYPTION_SECRET,
  SERVICE_SECRET,
  backend,
  base,
  call,
  listenApi,
  useApiServer,
} from '../../test/api'

// The development tools: the local outbox lists what the shop sent, and only off production.
useApiServer()

describe('the local outbox', () => {
  it('lists the messages the shop wrote, newest first, with both parts', async () => {
    await call(null, 'POST', '/auth/forgot-password', {
      email: 'buyer@northside-clinic.example',
    })
    const { status, json } = await call(null, 'GET', '/dev/outbox')
    expect(status).toBe(200)
    expect(json.messages[0]).toMatchObject({
      kind: 'password-reset',
      recipient: 'buyer@northside-clinic.example',
      subject: 'Reset your Clinic Supply password',
      text: expect.stringContaining(
        'http://localhost:3000/en/auth/reset-password?token=',
      ),
      html: expect.stringContaining('<!doctype html>'),
    })
  })

  it('answers only to this machine, not to a client from the network', async () => {
    const remote = await fetch(`${base}/api/dev/outbox`, {
      // The shop server in front names the visitor (the API trusts a proxy on this machine).
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(remote.status).toBe(404)
    expect(((await remote.json()) as { messages?: unknown }).messages).toBe(
      undefined,
    )
  })

  it('answers no page of another site that this machine’s browser opened (DNS rebinding)', async () => {
    // The page's own name resolves to 127.0.0.1: the socket is this machine, the Host is not.
    const rebound = await rawGet('/api/dev/outbox', {
      headers: { host: 'rebind.evil.example:4001' },
    })
    expect(rebound.status).toBe(404)
    expect(rebound.body).not.toContain('messages')
  })

  it('believes no other peer that names this machine as the visitor', async () => {
    // 127.0.0.5 is loopback, so `trust proxy` believes its X-Forwarded-For; it is not this
    // machine's shop server, and the socket is what cannot be forged.
    const forged = await rawGet('/api/dev/outbox', {
      localAddress: '127.0.0.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    })
    expect(forged.status).toBe(404)
    expect(forged.body).not.toContain('messages')
  })

  it('is not there in production', async () => {
    const stop = await listenApi({
      NODE_ENV: 'production',
      COMMERCE_BACKEND_URL: backend.url,
      COMMERCE_SERVICE_SECRET: SERVICE_SECRET,
      ENCRYPTION_SECRET,
    })
    try {
      const { status, json } = await call(null, 'GET', '/dev/outbox')
      expect(status).toBe(404)
      expect(json.messages).toBeUndefined()
    } finally {
      stop()
    }
  })
})

/** A GET of the API as written on the wire: a Host and a local address `fetch` cannot send. */
function rawGet(
  path: string,
  {
    headers,
    localAddress,
  }: { headers: Record<string, string>; localAddress?: string },
) {
  const { port } = new URL(base)
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers, localAddress }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
      .on('error', reject)
      .end()
  })
}

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

import { describe, expect, it } from 'vitest'
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords'
import {
  ACCESS_TOKEN_TTL_S,
  randomToken,
  signAccessToken,
  verifyAccessToken,
} from './tokens'

describe('passwords', () => {
  it('hashes with scrypt and verifies only the right password', async () => {
    const hash = await hashPassword('demo1234')
    expect(hash.startsWith('scrypt$')).toBe(true)
    expect(hash).not.toContain('demo1234')
    expect(await verifyPassword('demo1234', hash)).toBe(true)
    expect(await verifyPassword('demo12345', hash)).toBe(false)
    expect(await verifyPassword('anything', DUMMY_HASH)).toBe(false)
  })
})

describe('access tokens', () => {
  it('carry the customer, refuse tampering and expire', () => {
    const token = signAccessToken(7, 'session-1', 'secret', 0)
    expect(verifyAccessToken(token, 'secret', 1000)).toEqual({
      customerId: 7,
      sessionId: 'session-1',
    })
    expect(verifyAccessToken(token, 'other', 1000)).toEqual({
      error: 'invalid',
    })
    const [payload, signature] = token.split('.')
    const forged = Buffer.from(
      JSON.stringify({ sub: 8, sid: 'session-1', exp: 9e9 }),
    ).toString('base64url')
    expect(verifyAccessToken(`${forged}.${signature}`, 'secret')).toEqual({
      error: 'invalid',
    })
    expect(payload).toBeTruthy()
    expect(
      verifyAccessToken(token, 'secret', ACCESS_TOKEN_TTL_S * 1000 + 1),
    ).toEqual({ error: 'expired' })
  })

  it('makes random tokens of at least 128 bits', () => {
    const token = randomToken()
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(
      128,
    )
    expect(randomToken()).not.toBe(token)
  })
})

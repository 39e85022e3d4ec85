import { describe, expect, it } from 'vitest'
import { readConfig } from './env.server'

describe('readConfig', () => {
  it('defaults to the embedded backend', () => {
    const config = readConfig({})
    expect(config.commerceUrl).toBe('http://127.0.0.1:4000/graphql/commerce')
    expect(config.contentUrl).toBe('http://127.0.0.1:4000/graphql/content')
    expect(config.port).toBe(4001)
    expect(config.stripe).toBeUndefined()
  })

  it('stops production start-up when a secret is missing, naming it', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      'ENCRYPTION_SECRET must be set in production.',
    )
  })

  it('names every invalid variable', () => {
    expect(() =>
      readConfig({ PORT: 'abc', COMMERCE_BACKEND_URL: 'not a url' }),
    ).toThrow(/PORT[\s\S]*COMMERCE_BACKEND_URL/)
  })

  it('needs all three Stripe keys together', () => {
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'Stripe needs',
    )
  })
})

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

  it('reads the seller of the invoices, with placeholders for development', () => {
    expect(readConfig({}).seller).toMatchObject({
      name: 'Clinic Supply',
      addressLines: expect.arrayContaining(['United States']),
    })
    const { seller } = readConfig({
      SELLER_NAME: 'Clinic Supply LLC',
      SELLER_ADDRESS: ' 1 Lake Street | |Madison, WI 53703\nUnited States',
      SELLER_TAX_ID: '12-3456789',
      SELLER_EMAIL: 'invoices@clinic-supply.com',
    })
    expect(seller).toEqual({
      name: 'Clinic Supply LLC',
      addressLines: ['1 Lake Street', 'Madison, WI 53703', 'United States'],
      taxId: '12-3456789',
      email: 'invoices@clinic-supply.com',
    })
    expect(() => readConfig({ SELLER_ADDRESS: ' | ' })).toThrow(
      /SELLER_ADDRESS: must have at least one line/,
    )
    expect(() => readConfig({ SELLER_EMAIL: 'billing' })).toThrow(
      /SELLER_EMAIL/,
    )
  })

  it('needs all three Stripe keys together', () => {
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'Stripe needs',
    )
  })
})

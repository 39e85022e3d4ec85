import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startStripeDouble } from '../../../../../tooling/vitest/stripe-double'
import type { StripeDouble } from '../../../../../tooling/vitest/stripe-double'
import type { Executor } from '../../db/client'
import {
  HostedTaxError,
  StripeTaxProvider,
  taxProviderFromEnv,
} from './stripe-tax'

// The Stripe Tax provider against the Stripe double (decision 041): what it sends, what it
// makes of the answers, and how it fails.

let stripe: StripeDouble
let provider: StripeTaxProvider
const db = {} as Executor // Stripe Tax reads no database.
const NYC = { state: 'NY', zip: '10001', country: 'US' }

beforeAll(async () => {
  stripe = await startStripeDouble()
  provider = new StripeTaxProvider({
    secretKey: stripe.secretKey,
    apiUrl: stripe.url,
    currency: 'usd',
    taxCodes: { medical: 'txcd_32020002' },
    timeoutMs: 300,
  })
})
afterAll(() => stripe.close())
afterEach(() => {
  stripe.taxOutage.down = false
  stripe.taxOutage.slowMs = 0
})

const lastBody = () => stripe.requests.at(-1)!.body as Record<string, never>

describe('StripeTaxProvider', () => {
  it('taxes a cart by line, half up to the cent, from the ship-to address and the tax classes', async () => {
    const taxed = await provider.calculate(
      NYC,
      [
        // 8.875% of $100.00 is 887.5 cents: 888.
        { key: '1', taxClass: 'standard', amountCents: 10_000 },
        // 8.875% of $0.04 is 0.355 cents: 0.
        { key: '2', taxClass: 'medical', amountCents: 4 },
        { key: '3', taxClass: 'exempt', amountCents: 2_500 },
      ],
      db,
      { exempt: false },
    )
    expect(taxed).toMatchObject({
      amount: 888,
      lines: [
        { key: '1', amount: 888 },
        { key: '2', amount: 0 },
        { key: '3', amount: 0 },
      ],
      breakdown: [{ name: 'NY sales tax', rate: '8.875%', amount: 888 }],
    })
    expect(taxed.calculationId).toMatch(/^taxcalc_/)
    const sent = lastBody()
    expect(stripe.requests.at(-1)!.path).toBe('/v1/tax/calculations')
    expect(sent).toMatchObject({
      currency: 'usd',
      customer_details: {
        address: { country: 'US', state: 'NY', postal_code: '10001' },
        address_source: 'shipping',
      },
      line_items: {
        0: {
          amount: '10000',
          reference: '1',
          tax_code: 'txcd_99999999',
          tax_behavior: 'exclusive',
        },
        1: { tax_code: 'txcd_32020002' },
        2: { tax_code: 'txcd_00000000' },
      },
    })
    expect(sent.customer_details).not.toHaveProperty('taxability_override')
  })

  it('reports an exempt buyer as customer_exempt and gets no tax', async () => {
    const taxed = await provider.calculate(
      NYC,
      [{ key: '1', taxClass: 'standard', amountCents: 10_000 }],
      db,
      { exempt: true },
    )
    expect(taxed).toMatchObject({
      amount: 0,
      lines: [{ key: '1', amount: 0 }],
      breakdown: [],
    })
    expect(lastBody()).toMatchObject({
      customer_details: { taxability_override: 'customer_exempt' },
    })
  })

  it('says which address it cannot place when the ZIP is unknown to Stripe', async () => {
    const refused = provider.calculate(
      { state: 'NY', zip: '90210', country: 'US' },
      [{ key: '1', taxClass: 'standard', amountCents: 10_000 }],
      db,
      { exempt: false },
    )
    await expect(refused).rejects.toThrow(HostedTaxError)
    await expect(refused).rejects.toMatchObject({
      kind: 'address',
      message:
        'The tax service cannot find this ship-to address: check its state and ZIP code.',
    })
  })

  it('counts Stripe as unavailable when it answers 5xx, is slow, or refuses the key', async () => {
    const line = [{ key: '1', taxClass: 'standard', amountCents: 100 }]
    stripe.taxOutage.down = true
    await expect(
      provider.calculate(NYC, line, db, { exempt: false }),
    ).rejects.toMatchObject({ kind: 'unavailable' })
    stripe.taxOutage.down = false
    stripe.taxOutage.slowMs = 1_000
    await expect(
      provider.calculate(NYC, line, db, { exempt: false }),
    ).rejects.toMatchObject({ kind: 'unavailable' })
    stripe.taxOutage.slowMs = 0
    const wrongKey = new StripeTaxProvider({
      secretKey: 'sk_test_other',
      apiUrl: stripe.url,
      currency: 'usd',
    })
    await expect(
      wrongKey.calculate(NYC, line, db, { exempt: false }),
    ).rejects.toMatchObject({ kind: 'unavailable' })
  })

  it('records a placed order as a tax transaction under its number, once', async () => {
    const { calculationId } = await provider.calculate(
      NYC,
      [{ key: '7', taxClass: 'standard', amountCents: 2_000 }],
      db,
      { exempt: false },
    )
    await provider.record(calculationId!, 'SO-1001')
    await provider.record(calculationId!, 'SO-1001')
    const recorded = [...stripe.taxTransactions.values()].filter(
      (t) => t.transaction.reference === 'SO-1001',
    )
    expect(recorded).toHaveLength(1)
    expect(recorded[0]!.lines).toMatchObject([
      { reference: '7', amount: 2_000, amount_tax: 178 },
    ])
    expect(stripe.requests.at(-1)!.idempotencyKey).toBe(
      'tax-transaction-SO-1001',
    )
  })
})

describe('the Stripe double', () => {
  it('refuses a call without the secret key as Stripe does', async () => {
    const response = await fetch(`${stripe.url}/v1/tax/calculations`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'currency=usd',
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({
      error: {
        type: 'invalid_request_error',
        message: expect.stringMatching(/did not provide an API key/),
      },
    })
  })
})

describe('taxProviderFromEnv', () => {
  it('keeps the rate table unless TAX_PROVIDER=stripe, which needs the secret key', () => {
    expect(taxProviderFromEnv({})).toBeUndefined()
    expect(taxProviderFromEnv({ TAX_PROVIDER: 'rate-table' })).toBeUndefined()
    expect(() => taxProviderFromEnv({ TAX_PROVIDER: 'stripe' })).toThrow(
      'TAX_PROVIDER=stripe needs STRIPE_SECRET_KEY',
    )
    expect(() => taxProviderFromEnv({ TAX_PROVIDER: 'avalara' })).toThrow(
      'TAX_PROVIDER must be stripe or rate-table',
    )
    expect(
      taxProviderFromEnv({
        TAX_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
      })?.name,
    ).toBe('stripe-tax')
  })
})

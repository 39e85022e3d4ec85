import { describe, expect, it } from 'vitest'
import {
  applyStepResult,
  isCartEmpty,
  isCheckoutValid,
  sortCarriers,
} from './checkout-state.js'

const complete = {
  items: [{ id: 1 }],
  shippingAddress: { id: 1 },
  invoiceAddress: { id: 2 },
  carrier: { id: 3 },
  paymentProvider: { id: 4, identifier: 'invoice' },
}

describe('isCartEmpty', () => {
  it('treats a missing cart or one without items as empty', () => {
    expect(isCartEmpty(undefined)).toBe(true)
    expect(isCartEmpty(null)).toBe(true)
    expect(isCartEmpty({})).toBe(true)
    expect(isCartEmpty({ items: [] })).toBe(true)
    expect(isCartEmpty({ items: [{ id: 1 }] })).toBe(false)
  })
})

describe('isCheckoutValid', () => {
  it('is valid with everything chosen and nothing loading', () => {
    expect(isCheckoutValid(complete, { loading: false })).toBe(true)
  })

  it('is invalid while loading', () => {
    expect(isCheckoutValid(complete, { loading: true })).toBe(false)
  })

  it.each([
    'shippingAddress',
    'invoiceAddress',
    'carrier',
    'paymentProvider',
  ] as const)('is invalid without %s', (field) => {
    expect(
      isCheckoutValid({ ...complete, [field]: null }, { loading: false }),
    ).toBe(false)
  })
})

describe('applyStepResult', () => {
  it('takes the new cart but keeps the existing items', () => {
    const next = applyStepResult(complete, {
      ...complete,
      items: [],
      carrier: { id: 9 },
    })
    expect(next.items).toEqual([{ id: 1 }])
    expect(next.carrier).toEqual({ id: 9 })
  })
})

describe('sortCarriers', () => {
  it('sorts by identifier without changing the input', () => {
    const input = [
      { identifier: 'ups' },
      { identifier: 'dhl' },
      { identifier: 'fedex' },
    ]
    expect(sortCarriers(input).map((c) => c.identifier)).toEqual([
      'dhl',
      'fedex',
      'ups',
    ])
    expect(input[0]?.identifier).toBe('ups')
  })
})

import { describe, expect, it } from 'vitest'
import {
  applyStepResult,
  awaitsApproval,
  currentCheckoutStep,
  isReadyToPlace,
  needsPaymentMethod,
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

describe('the payment-method step', () => {
  const card = { ...complete, paymentProvider: { id: 5, identifier: 'stripe' } }

  it('is needed for a card provider and skipped for invoice', () => {
    expect(needsPaymentMethod(card)).toBe(true)
    expect(needsPaymentMethod(complete)).toBe(false)
    expect(needsPaymentMethod(null)).toBe(false)
  })

  it('names the first step still open, in the spec’s order', () => {
    expect(currentCheckoutStep({ items: [{}] })).toBe('addresses')
    expect(currentCheckoutStep({ ...complete, invoiceAddress: null })).toBe(
      'addresses',
    )
    expect(currentCheckoutStep({ ...complete, carrier: null })).toBe('shipping')
    expect(currentCheckoutStep({ ...complete, paymentProvider: null })).toBe(
      'payment-provider',
    )
    expect(currentCheckoutStep(card)).toBe('payment-method')
    expect(currentCheckoutStep({ ...card, paymentMethodId: 'pm_1' })).toBe(
      'order',
    )
    expect(currentCheckoutStep(complete)).toBe('order')
  })

  it('lets a card order be placed only with a card chosen', () => {
    expect(isReadyToPlace(card, { loading: false })).toBe(false)
    expect(
      isReadyToPlace({ ...card, paymentMethodId: 'pm_1' }, { loading: false }),
    ).toBe(true)
    expect(
      isReadyToPlace({ ...card, paymentMethodId: 'pm_1' }, { loading: true }),
    ).toBe(false)
    expect(isReadyToPlace(complete, { loading: false })).toBe(true)
  })
})

describe('awaitsApproval', () => {
  it('knows an order sent for approval from a cart and from placed orders', () => {
    expect(awaitsApproval({ state: 'awaiting_approval' })).toBe(true)
    expect(awaitsApproval({ state: 'payment_pending' })).toBe(false)
    expect(awaitsApproval({ state: 'cart' })).toBe(false)
    expect(awaitsApproval(null)).toBe(false)
  })
})

import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { Address, User } from '#lib/queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { NewStandingOrderForm } from './new-standing-order-form'
import type { StandingOrderSource } from './new-standing-order-form'

// What the new standing order form's tests share: Ana and her address book, the API the form
// asks, a cart's and a list's source, and the form rendered on a Wednesday afternoon in Chicago.

const address = (id: string, company: string): Address => ({
  id,
  salutation: 'mrs',
  firstname: 'Ana',
  lastname: 'Lee',
  company,
  street: 'Maple Avenue',
  number: '120',
  postcode: '60614',
  city: 'Chicago',
  country: { isoCode: 'US' },
  stateCode: 'IL',
  phoneNumber: '',
})

const PRACTICE = address('1', 'Lakeside Practice')
const CLINIC = address('2', 'Lakeside Clinic')
const ACCOUNTS = address('3', 'Lakeside Accounts')

/** Ana, a buyer who ships to the clinic and is invoiced at the accounts office by default. */
const ANA = {
  id: 'u5',
  customer: {
    id: '5',
    firstname: 'Ana',
    lastname: 'Lee',
    roles: ['BUYER'],
    defaultShippingAddress: CLINIC,
    defaultInvoiceAddress: ACCOUNTS,
  },
} as unknown as User

const carrier = (id: string, identifier: string, title: string) => ({
  id,
  identifier,
  price_net: 995,
  translations: [{ locale: 'en_US', title, description: '' }],
})

/** The API as a list's standing order asks it: the address book, carriers and payments. */
export function listApi() {
  const api = fakeApi()
  api.get.mockImplementation((path: string) => {
    switch (path) {
      case '/account/addresses':
        return Promise.resolve({ addresses: [PRACTICE, CLINIC, ACCOUNTS] })
      case '/shop/cart/current':
        return Promise.resolve({ cart: { token: 'c1', items: [] } })
      case '/shop/checkout/carriers':
        return Promise.resolve({
          carriers: [
            carrier('1', 'express', 'Express'),
            carrier('2', 'standard', 'Standard delivery'),
          ],
        })
      case '/shop/checkout/payment-providers':
        return Promise.resolve({
          paymentProviders: [
            { id: '1', identifier: 'invoice' },
            { id: '2', identifier: 'stripe' },
          ],
        })
      case '/shop/payment/payment-methods':
        return Promise.resolve({
          paymentMethods: [{ id: 'pm_4242', brand: 'visa', last4: '4242' }],
        })
      default:
        return Promise.reject(new Error(`Unexpected call ${path}`))
    }
  })
  api.post.mockResolvedValue({ standingOrder: { id: '77' } })
  return api
}

/** A cart's choices as the checkout passes them: shipped to the clinic by express, paid by Visa. */
export const fromCart: StandingOrderSource = {
  kind: 'cart',
  choices: {
    shippingAddressId: '2',
    invoiceAddressId: '3',
    carrierIdentifier: 'express',
    paymentProviderIdentifier: 'stripe',
    paymentMethodId: 'pm_4242',
    purchaseOrderReference: 'PO-2211',
  },
  summary: [
    {
      term: 'Shipping address',
      value:
        'Lakeside Clinic, Ana Lee, 120 Maple Avenue, Chicago, IL 60614, United States',
    },
    { term: 'Payment', value: 'Visa ending in 4242' },
  ],
}
export const fromList: StandingOrderSource = {
  kind: 'list',
  listId: '31',
  listName: 'Exam room 2 — weekly',
}

export function renderForm(
  source: StandingOrderSource,
  api: ReturnType<typeof fakeApi> = listApi(),
) {
  return renderInRouter(() => <NewStandingOrderForm source={source} />, {
    api,
    user: ANA,
  }).then((rendered) => ({ ...rendered, api }))
}

export const choose = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), {
    target: { value },
  })
export const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Set up standing order' }))

/** Runs each test of the `describe` it is called in on a known day, the real clock back after. */
export function onWednesdayAfternoon() {
  beforeEach(() => {
    // Wednesday, November 25, 2026, late in the afternoon in Chicago (UTC: the 25th still).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-25T21:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())
}

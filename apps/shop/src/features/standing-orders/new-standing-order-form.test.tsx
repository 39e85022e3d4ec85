import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#lib/api'
import type { Address, User } from '#lib/queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { NewStandingOrderForm } from './new-standing-order-form'
import type { StandingOrderSource } from './new-standing-order-form'

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
function listApi() {
  const api = fakeApi()
  api.get.mockImplementation(async (path: string) => {
    switch (path) {
      case '/account/addresses':
        return { addresses: [PRACTICE, CLINIC, ACCOUNTS] }
      case '/shop/cart/current':
        return { cart: { token: 'c1', items: [] } }
      case '/shop/checkout/carriers':
        return {
          carriers: [
            carrier('1', 'express', 'Express'),
            carrier('2', 'standard', 'Standard delivery'),
          ],
        }
      case '/shop/checkout/payment-providers':
        return {
          paymentProviders: [
            { id: '1', identifier: 'invoice' },
            { id: '2', identifier: 'stripe' },
          ],
        }
      case '/shop/payment/payment-methods':
        return {
          paymentMethods: [{ id: 'pm_4242', brand: 'visa', last4: '4242' }],
        }
      default:
        throw new Error(`Unexpected call ${path}`)
    }
  })
  api.post.mockResolvedValue({ standingOrder: { id: '77' } })
  return api
}

/** A cart's choices as the checkout passes them: shipped to the clinic by express, paid by Visa. */
const fromCart: StandingOrderSource = {
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
const fromList: StandingOrderSource = {
  kind: 'list',
  listId: '31',
  listName: 'Exam room 2 — weekly',
}

function renderForm(
  source: StandingOrderSource,
  api: ReturnType<typeof fakeApi> = listApi(),
) {
  return renderInRouter(() => <NewStandingOrderForm source={source} />, {
    api,
    user: ANA,
  }).then((rendered) => ({ ...rendered, api }))
}

const choose = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), {
    target: { value },
  })
const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Set up standing order' }))

describe('NewStandingOrderForm', () => {
  beforeEach(() => {
    // Wednesday, November 25, 2026, late in the afternoon in Chicago (UTC: the 25th still).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-25T21:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('shows the first run the chosen schedule would have before it is set up', async () => {
    await renderForm(fromCart)
    screen.getByText('Every week on Monday')
    screen.getByText('First run: Monday, November 30, 2026')

    choose('Day of the week', '4')
    screen.getByText('First run: Thursday, November 26, 2026')

    choose('Repeats', 'monthly')
    choose('Every', '2')
    choose('Day of the month', '25')
    // The 25th is today: the first run is next month's.
    screen.getByText('Every 2 months on the 25th')
    screen.getByText('First run: Friday, December 25, 2026')
    choose('Day of the month', '28')
    screen.getByText('First run: Saturday, November 28, 2026')
  })

  it('repeats the cart with the checkout’s choices, asks for none of them, and leaves the cart alone', async () => {
    const api = listApi()
    api.post.mockResolvedValue({ standingOrder: { id: '77' } })
    const { router, queryClient } = await renderForm(fromCart, api)
    queryClient.setQueryData(['account', 'standing-orders'], [])

    expect(screen.queryByRole('combobox', { name: /address/ })).toBe(null)
    expect(screen.queryByRole('combobox', { name: 'Shipping method' })).toBe(
      null,
    )
    expect(screen.queryByRole('combobox', { name: 'Payment' })).toBe(null)
    screen.getByText(
      'Your cart stays as it is: place it now as well if you need these goods before the first run.',
    )
    screen.getByText(
      'Lakeside Clinic, Ana Lee, 120 Maple Avenue, Chicago, IL 60614, United States',
    )
    screen.getByText('Visa ending in 4242')

    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Clinic restock' },
    })
    fireEvent.click(screen.getByRole('radio', { name: /Order nothing/ }))
    fireEvent.change(
      screen.getByRole('textbox', { name: /Price rise you accept/ }),
      { target: { value: '5' } },
    )
    submit()

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/en/shop/account/standing-orders/77',
      ),
    )
    expect(api.post).toHaveBeenCalledTimes(1)
    expect(api.post).toHaveBeenCalledWith('/account/standing-orders/create', {
      body: {
        name: 'Clinic restock',
        schedule: { cadence: 'weekly', interval: 1, weekday: 1 },
        onProblem: 'place-nothing',
        priceTolerancePercent: 5,
        shippingAddressId: '2',
        invoiceAddressId: '3',
        carrierIdentifier: 'express',
        paymentProviderIdentifier: 'stripe',
        paymentMethodId: 'pm_4242',
        purchaseOrderReference: 'PO-2211',
      },
    })
    const body = (
      api.post.mock.calls[0] as [string, { body: Record<string, unknown> }]
    )[1].body
    expect(body).not.toHaveProperty('listId')
    // Nothing was asked of the address book, and nothing of the cart was changed.
    expect(api.get).not.toHaveBeenCalled()
    expect(
      queryClient.getQueryState(['account', 'standing-orders'])?.isInvalidated,
    ).toBe(true)
  })

  it('shows the API’s violations at their fields and its message above the button', async () => {
    const api = listApi()
    api.post.mockRejectedValue(
      new ApiError(400, 'The input is not valid.', [
        {
          propertyPath: 'schedule.weekday',
          message: 'Choose a day of the week.',
        },
        {
          propertyPath: 'priceTolerancePercent',
          message:
            'Enter a whole percent from 0 to 100, without decimals (for example 2 or 3, not 2.5).',
        },
        {
          propertyPath: 'items',
          message: 'The cart is empty: add products first.',
        },
      ]),
    )
    const { router } = await renderForm(fromCart, api)
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Clinic restock' },
    })
    submit()

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'The input is not valid. The cart is empty: add products first.',
    )
    const weekday = screen.getByRole('combobox', { name: 'Day of the week' })
    expect(weekday.getAttribute('aria-invalid')).toBe('true')
    expect(
      document.getElementById(
        weekday.getAttribute('aria-describedby') as string,
      )?.textContent,
    ).toBe('Choose a day of the week.')
    const tolerance = screen.getByRole('textbox', {
      name: /Price rise you accept/,
    })
    expect(tolerance.getAttribute('aria-invalid')).toBe('true')
    screen.getByText(
      'Enter a whole percent from 0 to 100, without decimals (for example 2 or 3, not 2.5).',
    )
    expect(router.state.location.pathname).toBe('/')
  })

  it('checks the name and the price rise before sending anything, and says a percent is whole', async () => {
    const { api } = await renderForm(fromCart)
    fireEvent.change(
      screen.getByRole('textbox', { name: /Price rise you accept/ }),
      { target: { value: '2.5' } },
    )
    submit()
    await screen.findByText('Name is required.')
    screen.getByText(
      'Enter a whole percent from 0 to 100, without decimals (for example 2 or 3, not 2.5).',
    )
    expect(api.post).not.toHaveBeenCalled()
  })

  it('starts again at every 1 when weekly becomes monthly', async () => {
    await renderForm(fromCart)
    choose('Every', '2')
    screen.getByText('Every 2 weeks on Monday')
    choose('Repeats', 'monthly')
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Every' }).value,
    ).toBe('1')
    screen.getByText('Every month on the 1st')
  })

  it('says when runs fall on a weekend and moves them to the next working day when asked', async () => {
    const { api, router } = await renderForm(fromCart)
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Clinic restock' },
    })
    choose('Day of the week', '6')
    screen.getByText(
      '12 of the next 12 runs fall on a weekend, the first on Saturday, November 28, 2026.',
    )
    fireEvent.click(
      screen.getByRole('button', { name: 'Run on Mondays instead' }),
    )
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', {
        name: 'Day of the week',
      }).value,
    ).toBe('1')
    expect(screen.queryByText(/on a weekend, the first/)).toBe(null)

    choose('Repeats', 'monthly')
    choose('Day of the month', '28')
    // Saturday, November 28; Sundays, February 28 and March 28; Saturday, August 28.
    screen.getByText(
      '4 of the next 12 runs fall on a weekend, the first on Saturday, November 28, 2026.',
    )
    fireEvent.click(
      screen.getByRole('button', { name: 'Move them to the next working day' }),
    )
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', {
        name: 'When a run falls on a Saturday or Sunday, place it on the Monday after',
      }).checked,
    ).toBe(true)
    expect(screen.queryByText(/on a weekend, the first/)).toBe(null)
    screen.getByText(
      'Every month on the 28th, or the Monday after when it falls on a weekend',
    )
    screen.getByText('First run: Monday, November 30, 2026')
    submit()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/en/shop/account/standing-orders/77',
      ),
    )
    expect(
      (api.post.mock.calls[0] as [string, { body: Record<string, unknown> }])[1]
        .body.schedule,
    ).toEqual({
      cadence: 'monthly',
      interval: 1,
      dayOfMonth: 28,
      nextWorkingDay: true,
    })
  })

  it('from a list, starts with the member’s default addresses and sends the list with the choices', async () => {
    const { api, router } = await renderForm(fromList)
    const shipping = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: /Shipping address/,
    })
    expect(shipping.value).toBe('2')
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', {
        name: /Invoice address/,
      }).value,
    ).toBe('3')
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: /Payment/ })
        .value,
    ).toBe('invoice')
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: /Name/ }).value,
    ).toBe('Exam room 2 — weekly')
    expect(screen.queryByText(/Your cart stays as it is/)).toBe(null)

    choose('Every', '2')
    choose('Day of the week', '5')
    choose('Shipping method', 'standard')
    choose('Payment', 'pm_4242')
    submit()

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/en/shop/account/standing-orders/77',
      ),
    )
    expect(api.post).toHaveBeenCalledWith('/account/standing-orders/create', {
      body: {
        name: 'Exam room 2 — weekly',
        schedule: { cadence: 'weekly', interval: 2, weekday: 5 },
        onProblem: 'place-available',
        priceTolerancePercent: 10,
        listId: '31',
        shippingAddressId: 2,
        invoiceAddressId: 3,
        carrierIdentifier: 'standard',
        paymentProviderIdentifier: 'stripe',
        paymentMethodId: 'pm_4242',
      },
    })
  })

  it('from a list, shows a refused address or card at its field', async () => {
    const api = listApi()
    api.post.mockRejectedValue(
      new ApiError(400, 'The input is not valid.', [
        {
          propertyPath: 'shippingAddressId',
          message: 'Choose one of your saved addresses.',
        },
        { propertyPath: 'paymentMethodId', message: 'Choose a saved card.' },
      ]),
    )
    await renderForm(fromList, api)
    await screen.findByRole('combobox', { name: /Shipping address/ })
    choose('Shipping method', 'express')
    submit()
    await screen.findByText('Choose one of your saved addresses.')
    screen.getByText('Choose a saved card.')
    expect(
      screen
        .getByRole('combobox', { name: /Payment/ })
        .getAttribute('aria-invalid'),
    ).toBe('true')
  })
})

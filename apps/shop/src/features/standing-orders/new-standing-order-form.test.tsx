import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import {
  choose,
  fromCart,
  fromList,
  listApi,
  onWednesdayAfternoon,
  renderForm,
  submit,
} from './new-standing-order-fixtures'

// Setting up a standing order from a cart (its checkout's choices) or from a list (with the
// member's choices), the checks before sending and the API's refusals. The schedule step has its
// own file.

describe('NewStandingOrderForm', () => {
  onWednesdayAfternoon()

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

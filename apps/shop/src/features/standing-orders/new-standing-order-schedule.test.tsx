import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  choose,
  fromCart,
  onWednesdayAfternoon,
  renderForm,
  submit,
} from './new-standing-order-fixtures'

// The new standing order form's schedule: the first run it would have, the interval when the
// cadence changes, and runs that fall on a weekend.

describe('NewStandingOrderForm', () => {
  onWednesdayAfternoon()

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
})

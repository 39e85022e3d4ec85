import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#lib/api'
import { weeklyStandingOrder } from './standing-order-fixtures'
import {
  field,
  renderPage,
  standingOrderApi,
} from './standing-order-page-fixtures'

// The standing order page's settings: the next run a changed schedule would have, runs moved off
// weekends, and the API's refusal of the settings at their fields.

afterEach(() => {
  vi.useRealTimers()
})

describe('StandingOrderPage', () => {
  it('shows the next run a changed schedule would have before it is saved', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // Tuesday, November 24, 2026 (UTC).
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'))
    await renderPage(standingOrderApi())
    const settings = screen.getByRole('region', { name: 'Name and schedule' })
    within(settings).getByText('Next run: Monday, November 30, 2026')

    fireEvent.change(within(settings).getByLabelText('Day of the week'), {
      target: { value: '4' },
    })
    within(settings).getByText(
      'Saving moves the next run to Thursday, November 26, 2026.',
    )

    fireEvent.change(within(settings).getByLabelText('Repeats'), {
      target: { value: 'monthly' },
    })
    fireEvent.change(within(settings).getByLabelText('Day of the month'), {
      target: { value: '24' },
    })
    // The 24th is today: the first run is a month from now.
    within(settings).getByText(
      'Saving moves the next run to Thursday, December 24, 2026.',
    )
    expect(
      within(settings)
        .getAllByRole<HTMLOptionElement>('option')
        .filter((o) => o.closest('select')?.id.endsWith('interval'))
        .map((o) => o.textContent)
        .slice(0, 2),
    ).toEqual(['month', '2 months'])
  })

  it('moves only the month’s run when a run on a weekend is moved to the Monday after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // Tuesday, November 24, 2026 (UTC); the 28th is a Saturday.
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'))
    await renderPage(
      standingOrderApi(
        weeklyStandingOrder({
          schedule: {
            cadence: 'monthly',
            interval: 1,
            weekday: null,
            dayOfMonth: 28,
            nextWorkingDay: false,
          },
          nextRunOn: '2026-11-28',
        }),
      ),
    )
    const settings = screen.getByRole('region', { name: 'Name and schedule' })
    within(settings).getByText('Next run: Saturday, November 28, 2026')
    within(settings).getByText(
      '4 of the next 12 runs fall on a weekend, the first on Saturday, November 28, 2026.',
    )
    const move = within(settings).getByRole('checkbox', {
      name: 'When a run falls on a Saturday or Sunday, place it on the Monday after',
    })
    fireEvent.click(move)
    within(settings).getByText(
      'Saving moves the next run to Monday, November 30, 2026.',
    )
    fireEvent.click(move)
    within(settings).getByText('Next run: Saturday, November 28, 2026')
  })

  it('shows the API’s refusal of the settings at their fields', async () => {
    const api = standingOrderApi()
    api.post.mockRejectedValue(
      new ApiError(400, 'Invalid input', [
        { propertyPath: 'name', message: 'Is too long.' },
        {
          propertyPath: 'schedule.interval',
          message: 'Run every 1 to 12 weeks.',
        },
        {
          propertyPath: 'onProblem',
          message: 'Choose whether to order what can be ordered, or nothing.',
        },
        {
          propertyPath: 'priceTolerancePercent',
          message:
            'Enter a whole percent from 0 to 100, without decimals (for example 2 or 3, not 2.5).',
        },
      ]),
    )
    await renderPage(api)
    const settings = screen.getByRole('region', { name: 'Name and schedule' })
    fireEvent.change(within(settings).getByLabelText(/^Name/), {
      target: { value: '  Exam room 3 ' },
    })
    fireEvent.click(
      within(settings).getByRole('radio', { name: /^Order nothing/ }),
    )
    fireEvent.change(
      within(settings).getByLabelText(/^Price rise you accept/),
      {
        target: { value: '15' },
      },
    )
    fireEvent.click(
      within(settings).getByRole('button', { name: 'Save settings' }),
    )
    await within(field(/^Name/, settings)).findByText('Is too long.')
    within(field('Every', settings)).getByText('Run every 1 to 12 weeks.')
    within(field(/^Price rise you accept/, settings)).getByText(
      'Enter a whole percent from 0 to 100, without decimals (for example 2 or 3, not 2.5).',
    )
    within(settings).getByText(
      'Choose whether to order what can be ordered, or nothing.',
    )
    expect(api.post).toHaveBeenCalledWith('/account/standing-orders/update', {
      body: {
        standingOrderId: '61',
        name: 'Exam room 3',
        schedule: { cadence: 'weekly', interval: 2, weekday: 1 },
        onProblem: 'place-nothing',
        priceTolerancePercent: 15,
      },
    })
    expect(screen.queryByText('The settings were saved.')).toBe(null)
  })
})

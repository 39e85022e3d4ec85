import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { StandingOrder } from './standing-order-queries'
import { weeklyStandingOrder } from './standing-order-fixtures'
import {
  line,
  renderPage,
  standingOrderApi,
} from './standing-order-page-fixtures'

// The standing order page: what it shows, and its controls (pause and resume, skip, cancel). Its
// settings and its lines have their own files.

describe('StandingOrderPage', () => {
  it('shows the status, next run, schedule, choices, lines and runs', async () => {
    await renderPage(standingOrderApi())
    screen.getByText(
      'Every 2 weeks on Monday · Next run: Monday, November 30, 2026',
    )
    const details = screen
      .getByText('Shipping method')
      .closest('dl') as HTMLElement
    within(details).getAllByText(
      'Northside Family Clinic, Ana Lee, 120 Maple Avenue, Chicago, IL 60614, United States',
    )
    within(details).getByText('Standard delivery')
    within(details).getByText('Pay by invoice')
    within(details).getByText('PO-7781')
    within(details).getByText('Order what can be ordered')
    within(details).getByText('Up to 10 %')

    within(line('Alcohol swabs, 200')).getByText(
      'No longer sold — left out of runs',
    )
    within(line('Luer-lock syringes 5 ml')).getByText(
      /\$24\.50 each \(agreed at \$23\.00\)/,
    )

    const runs = screen.getByRole('region', { name: 'Runs' })
    within(runs).getByText('Monday, November 16, 2026')
    within(runs).getByText('Placed without some lines')
    expect(
      within(runs)
        .getByRole('link', { name: 'Order SO-1052' })
        .getAttribute('href'),
    ).toBe('/en/shop/account/orders/tok-1052')
    within(runs).getByText(
      'Alcohol swabs, 200 (SWB-ALC-P200): This product is no longer sold.',
    )
    within(runs).getByText('Skipped')
    within(runs).getByText('Skipped by Ana Lee.')
  })

  it('pauses and resumes through the API', async () => {
    const api = standingOrderApi()
    api.post.mockResolvedValueOnce({
      standingOrder: weeklyStandingOrder({ status: 'paused' }),
    })
    const { queryClient } = await renderPage(api)
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    await screen.findByText(
      'The standing order is paused. Nothing is ordered until you resume it.',
    )
    expect(api.post).toHaveBeenCalledWith('/account/standing-orders/pause', {
      body: { standingOrderId: '61', paused: true },
    })
    screen.getByText(
      'This standing order is paused: nothing is ordered until you resume it.',
    )
    // A paused standing order has no run to skip.
    expect(screen.queryByRole('button', { name: 'Skip next run' })).toBe(null)
    expect(
      queryClient.getQueryData<{ standingOrder: StandingOrder }>([
        'account',
        'standing-order',
        '61',
      ])?.standingOrder.status,
    ).toBe('paused')

    api.post.mockResolvedValueOnce({
      standingOrder: weeklyStandingOrder({ nextRunOn: '2026-12-14' }),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }))
    await screen.findByText(
      'The standing order runs again. The next run is on Monday, December 14, 2026.',
    )
    expect(api.post).toHaveBeenLastCalledWith(
      '/account/standing-orders/pause',
      { body: { standingOrderId: '61', paused: false } },
    )
  })

  it('says which run a skip skips, and which is next after it', async () => {
    const api = standingOrderApi()
    const before = weeklyStandingOrder()
    api.post.mockResolvedValue({
      standingOrder: weeklyStandingOrder({
        nextRunOn: '2026-12-14',
        runs: [
          {
            id: '73',
            scheduledFor: '2026-11-30',
            ranAt: '2026-11-24T09:00:00Z',
            outcome: 'skipped',
            orderNumber: null,
            orderToken: null,
            problems: [],
            note: 'Skipped by Ana Lee.',
          },
          ...before.runs,
        ],
      }),
    })
    await renderPage(api)
    const skip = screen.getByRole('button', { name: 'Skip next run' })
    expect(skip.getAttribute('aria-describedby')).toBeTruthy()
    expect(
      document.getElementById(skip.getAttribute('aria-describedby')!)
        ?.textContent,
    ).toBe(
      'Skips the run on Monday, November 30, 2026; the one after it becomes the next.',
    )
    fireEvent.click(skip)
    await screen.findByText(
      'The run on Monday, November 30, 2026 was skipped. The next run is on Monday, December 14, 2026.',
    )
    expect(api.post).toHaveBeenCalledWith('/account/standing-orders/skip', {
      body: { standingOrderId: '61' },
    })
  })

  it('cancels only once the member confirms, then shows it read-only', async () => {
    const api = standingOrderApi()
    api.post.mockResolvedValue({
      standingOrder: weeklyStandingOrder({
        status: 'cancelled',
        nextRunOn: null,
      }),
    })
    await renderPage(api)
    fireEvent.click(
      screen.getByRole('button', { name: 'Cancel standing order' }),
    )
    screen.getByText(
      'Cancel “Exam room 2 — weekly” for good? Nothing more is ordered, and it cannot be resumed.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(api.post).not.toHaveBeenCalled()

    fireEvent.click(
      screen.getByRole('button', { name: 'Cancel standing order' }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    await screen.findByText(
      'This standing order was canceled: nothing more is ordered. Its lines and runs stay here for your records.',
    )
    expect(api.post).toHaveBeenCalledWith('/account/standing-orders/cancel', {
      body: { standingOrderId: '61' },
    })
    expect(screen.queryByRole('button', { name: 'Pause' })).toBe(null)
    expect(screen.queryByRole('button', { name: 'Save lines' })).toBe(null)
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBe(null)
    screen.getByText('4 pieces × Nitrile gloves, M (GLV-NIT-E-M) · Each')
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 1 }),
      ),
    )
  })
})

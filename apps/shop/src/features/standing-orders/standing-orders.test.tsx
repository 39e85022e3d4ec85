import { screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import type { StandingOrder } from './standing-order-queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { ANA_BUYER } from '#lib/list-fixtures'
import {
  monthlyStandingOrder,
  weeklyStandingOrder,
} from './standing-order-fixtures'
import { StandingOrders } from './standing-orders'

function standingOrdersApi(standingOrders: StandingOrder[]) {
  const api = fakeApi()
  api.get.mockImplementation(async (path: string) => {
    if (path === '/account/standing-orders') return { standingOrders }
    throw new Error(`Unexpected call ${path}`)
  })
  return api
}

const renderStandingOrders = (standingOrders: StandingOrder[]) =>
  renderInRouter(
    () => (
      <Suspense fallback={null}>
        <StandingOrders />
      </Suspense>
    ),
    { api: standingOrdersApi(standingOrders), user: ANA_BUYER },
  )

describe('StandingOrders', () => {
  it('shows each standing order with its schedule, status, next run, lines and estimate', async () => {
    await renderStandingOrders([weeklyStandingOrder(), monthlyStandingOrder()])
    const [weekly, monthly] = await screen.findAllByRole('listitem')
    const link = within(weekly!).getByRole('link', {
      name: 'Exam room 2 — weekly',
    })
    expect(link.getAttribute('href')).toBe(
      '/en/shop/account/standing-orders/61',
    )
    within(weekly!).getByText('Active')
    within(weekly!).getByText(
      'Every 2 weeks on Monday · Next run: Monday, November 30, 2026',
    )
    // 4 × $12.99 + 2 × $24.50 at today's prices; the swabs are no longer sold.
    within(weekly!).getByText('3 lines · about $100.96 net per run')

    within(monthly!).getByText('Paused')
    within(monthly!).getByText(
      'Every month on the 15th · No runs while paused · By Jamie Rivera',
    )
    within(monthly!).getByText('1 line · about $89.90 net per run')
  })

  it('says how to set one up when there is none', async () => {
    await renderStandingOrders([])
    await screen.findByRole('heading', {
      name: 'You have no standing orders yet.',
    })
    screen.getByText(/from an order list or at checkout/)
    expect(
      screen
        .getByRole('link', { name: 'Go to your order lists' })
        .getAttribute('href'),
    ).toBe('/en/shop/account/lists')
    expect(screen.queryByRole('listitem')).toBe(null)
  })
})

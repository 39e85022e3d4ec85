import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#lib/api'
import type { StandingOrder } from './standing-order-queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { ANA_BUYER } from '#lib/list-fixtures'
import { unitFields } from '#lib/unit-fixtures'
import { StandingOrderPage } from './standing-order'
import { weeklyStandingOrder } from './standing-order-fixtures'

/** The API as the page asks it, answering `standingOrder` for the standing order. */
function standingOrderApi(
  standingOrder: StandingOrder = weeklyStandingOrder(),
) {
  const api = fakeApi()
  api.get.mockImplementation(async (path: string) => {
    if (path === '/account/standing-order') return { standingOrder }
    if (path === '/app-config')
      return { appConfig: { fallbackImage: { url: '/fallback.png' } } }
    if (path === '/account/standing-orders') return { standingOrders: [] }
    throw new Error(`Unexpected call ${path}`)
  })
  return api
}

async function renderPage(api: ReturnType<typeof fakeApi>) {
  const rendered = await renderInRouter(
    () => (
      <Suspense fallback={null}>
        <StandingOrderPage standingOrderId="61" />
      </Suspense>
    ),
    { api, user: ANA_BUYER },
  )
  await screen.findByRole('heading', { level: 1 })
  return rendered
}

const line = (name: string) =>
  screen.getByRole('link', { name }).closest('li') as HTMLElement
/** The field (label, control, help and errors) of a control, in the page or a part of it. */
const field = (label: string | RegExp, container = document.body) =>
  within(container).getByLabelText(label).closest('.ui-field') as HTMLElement

afterEach(() => {
  vi.useRealTimers()
})

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

  it('saves the lines by SKU without those no longer sold, and shows refusals at their lines', async () => {
    const api = standingOrderApi()
    api.get.mockImplementation(async (path: string) => {
      if (path === '/account/standing-order')
        return { standingOrder: weeklyStandingOrder() }
      if (path === '/app-config')
        return { appConfig: { fallbackImage: { url: '/fallback.png' } } }
      if (path === '/shop/products-by-sku')
        return {
          products: [
            {
              id: 'p9',
              sku: 'NDL-E-G23-L25-P100',
              name: 'Needles 23G, 100',
              storeValues: [{ price: 1100 }],
              priceBreaks: [],
              mainImage: { url: '/n.jpg', width: 400, height: 400, alt: '' },
              // As the API answers a product: with its unit and quantity rule.
              ...unitFields(),
            },
          ],
        }
      throw new Error(`Unexpected call ${path}`)
    })
    api.post.mockRejectedValue(
      new ApiError(400, 'Some lines could not be read.', [
        {
          propertyPath: 'items.1.quantity',
          message: 'Must be at most 10,000.',
        },
        {
          propertyPath: 'items.2.productId',
          message: 'This product is no longer sold.',
        },
      ]),
    )
    await renderPage(api)
    const quantity = screen.getByRole('textbox', {
      name: 'Quantity for Nitrile gloves, M',
    })
    fireEvent.change(quantity, { target: { value: '6' } })
    fireEvent.blur(quantity)
    fireEvent.change(screen.getByLabelText('SKU'), {
      target: { value: ' ndl-e-g23-l25-p100 ' },
    })
    fireEvent.change(screen.getByLabelText('Quantity'), {
      target: { value: '2' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    within(
      await screen
        .findByRole('link', { name: 'Needles 23G, 100' })
        .then((link) => link.closest('li') as HTMLElement),
    ).getByText('Not saved yet')
    screen.getByText('The lines have changes that are not saved yet.')

    fireEvent.click(screen.getByRole('button', { name: 'Save lines' }))
    await screen.findByText(
      'The lines were not saved: see the messages at the lines.',
    )
    expect(api.post).toHaveBeenCalledWith(
      '/account/standing-orders/set-lines',
      {
        body: {
          standingOrderId: '61',
          items: [
            { sku: 'GLV-NIT-E-M', quantity: 6 },
            { sku: 'SYR-LL-E-V5-P50', quantity: 2 },
            { sku: 'NDL-E-G23-L25-P100', quantity: 2 },
          ],
        },
      },
    )
    within(line('Luer-lock syringes 5 ml')).getByText('Must be at most 10,000.')
    within(line('Needles 23G, 100')).getByText(
      'This product is no longer sold.',
    )
    expect(
      within(line('Nitrile gloves, M')).queryByText(
        'This product is no longer sold.',
      ),
    ).toBe(null)
  })

  it('refuses a SKU that is not in the catalogue or is a line already, before saving', async () => {
    const api = standingOrderApi()
    api.get.mockImplementation(async (path: string) => {
      if (path === '/account/standing-order')
        return { standingOrder: weeklyStandingOrder() }
      if (path === '/shop/products-by-sku') return { products: [] }
      return { appConfig: { fallbackImage: { url: '/fallback.png' } } }
    })
    await renderPage(api)
    fireEvent.change(screen.getByLabelText('SKU'), {
      target: { value: 'nope' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await within(field('SKU')).findByText('There is no product with SKU NOPE.')

    fireEvent.change(screen.getByLabelText('SKU'), {
      target: { value: 'glv-nit-e-m' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await within(field('SKU')).findByText(
      'Nitrile gloves, M is a line already: change its quantity above.',
    )
    expect(api.post).not.toHaveBeenCalled()
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

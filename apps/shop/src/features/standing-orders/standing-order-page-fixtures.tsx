import { screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { ANA_BUYER } from '#lib/list-fixtures'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { StandingOrderPage } from './standing-order'
import type { StandingOrder } from './standing-order-queries'
import { weeklyStandingOrder } from './standing-order-fixtures'

// What the standing order page's tests share: the API the page asks, the page rendered for Ana,
// and the parts of it the tests look into.

/** The API as the page asks it, answering `standingOrder` for the standing order. */
export function standingOrderApi(
  standingOrder: StandingOrder = weeklyStandingOrder(),
) {
  const api = fakeApi()
  api.get.mockImplementation((path: string) => {
    if (path === '/account/standing-order')
      return Promise.resolve({ standingOrder })
    if (path === '/app-config')
      return Promise.resolve({
        appConfig: { fallbackImage: { url: '/fallback.png' } },
      })
    if (path === '/account/standing-orders')
      return Promise.resolve({ standingOrders: [] })
    return Promise.reject(new Error(`Unexpected call ${path}`))
  })
  return api
}

export async function renderPage(api: ReturnType<typeof fakeApi>) {
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

export const line = (name: string) =>
  screen.getByRole('link', { name }).closest('li') as HTMLElement
/** The field (label, control, help and errors) of a control, in the page or a part of it. */
export const field = (label: string | RegExp, container = document.body) =>
  within(container).getByLabelText(label).closest('.ui-field') as HTMLElement

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import type { StandingOrder } from './standing-order-queries'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { ANA_BUYER } from '#lib/list-fixtures'
import { StandingOrderPage } from './standing-order'
import { standingLine, weeklyStandingOrder } from './standing-order-fixtures'

// A standing order's lines follow the product's quantity rule, and a discontinued product's line
// offers its replacement (a run swaps nothing by itself; issue 33).

function pageApi(standingOrder: StandingOrder) {
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
  await renderInRouter(
    () => (
      <Suspense fallback={null}>
        <StandingOrderPage standingOrderId="61" />
      </Suspense>
    ),
    { api, user: ANA_BUYER },
  )
  await screen.findByRole('heading', { level: 1 })
}

const line = (name: string) =>
  screen.getByRole('link', { name }).closest('li') as HTMLElement

describe('a standing order’s lines', () => {
  it('step in the product’s increments, and a typed quantity off them is a line error', async () => {
    const standingOrder = weeklyStandingOrder()
    const syringes = standingOrder.items[1]!
    syringes.quantity = 20
    syringes.product.quantityRule = { min: 10, increment: 10, max: 40 }
    await renderPage(pageApi(standingOrder))
    const row = within(line('Luer-lock syringes 5 ml'))
    const quantity = row.getByRole<HTMLInputElement>('textbox', {
      name: 'Quantity for Luer-lock syringes 5 ml',
    })
    fireEvent.click(row.getByRole('button', { name: 'Increase' }))
    expect(quantity.value).toBe('30')
    fireEvent.change(quantity, { target: { value: '35' } })
    fireEvent.blur(quantity)
    expect(row.getByRole('alert').textContent).toBe(
      'Order in steps of 10: 30 or 40.',
    )
    expect(quantity.value).toBe('35')
  })

  it('replace a discontinued product at once and say how its quantity was rounded', async () => {
    const standingOrder = weeklyStandingOrder()
    const swabs = standingOrder.items[2]!
    swabs.product.status = 'DISCONTINUED'
    swabs.product.replacedBy = {
      id: 'p9',
      sku: 'SWB-ALC-P100',
      name: 'Alcohol swabs, 100',
    }
    const api = pageApi(standingOrder)
    const replaced = weeklyStandingOrder({
      items: [
        ...standingOrder.items.slice(0, 2),
        standingLine('9', 'SWB-ALC-P100', 'Alcohol swabs, 100', 500, 10),
      ],
    })
    api.post.mockResolvedValue({
      standingOrder: replaced,
      replacement: {
        product: { id: 'p9', sku: 'SWB-ALC-P100', name: 'Alcohol swabs, 100' },
        quantity: 10,
        note: '3 became 10: Alcohol swabs, 100 is sold in steps of 10, from 10.',
      },
    })
    await renderPage(api)
    fireEvent.click(
      within(line('Alcohol swabs, 200')).getByRole('button', {
        name: 'Replace with Alcohol swabs, 100',
      }),
    )
    await screen.findByText(
      'Replaced with Alcohol swabs, 100. 3 became 10: Alcohol swabs, 100 is sold in steps of 10, from 10.',
    )
    expect(api.post).toHaveBeenCalledWith('/account/standing-orders/replace', {
      body: { standingOrderId: '61', productId: 'p3' },
    })
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Alcohol swabs, 200' })).toBe(
        null,
      ),
    )
    within(line('Alcohol swabs, 100')).getByRole('textbox', {
      name: 'Quantity for Alcohol swabs, 100',
    })
  })
})

import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import type { User } from '#lib/queries'
import { capabilities } from '#lib/test-capabilities'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { ANA, APPROVER, JAMIE, decidedOrder } from '#lib/approval-fixtures'
import { OrderHistory } from './order-history'

const member = (person: typeof JAMIE) => ({
  ...person,
  email: `${person.firstname.toLowerCase()}@clinic.example`,
  salutation: '',
  roles: ['BUYER'],
  orderLimit: 20000,
  monthlyLimit: null,
  spentThisMonth: 0,
  active: true,
})

/** The API as the history asks it: the orders (of whom the query says) and the members. */
function companyApi() {
  const api = fakeApi()
  api.get.mockImplementation(async (path: string) => {
    if (path === '/account/company/members')
      return { members: [member(ANA), member(JAMIE)] }
    if (path === '/account/orders')
      return {
        total: 1,
        page: 1,
        pageSize: 20,
        orders: [
          decidedOrder('APPROVED', { placedAt: '2026-11-21T09:00:00Z' }),
        ],
      }
    throw new Error(`Unexpected call ${path}`)
  })
  return api
}

const renderHistory = (
  api: ReturnType<typeof fakeApi>,
  user: User,
  placedBy?: number,
) =>
  renderInRouter(
    () => (
      <Suspense fallback={null}>
        <OrderHistory placedBy={placedBy} />
      </Suspense>
    ),
    { api, user },
  )

describe('OrderHistory', () => {
  it('names who placed each order', async () => {
    await renderHistory(companyApi(), APPROVER)
    const row = (await screen.findByRole('rowheader', { name: 'SO-1041' }))
      .parentElement as HTMLElement
    within(row).getByRole('cell', { name: /Jamie Rivera/ })
    screen.getByRole('columnheader', { name: 'Placed by' })
  })

  it('narrows an approver’s list to one member’s orders through the address', async () => {
    const api = companyApi()
    const { router } = await renderHistory(api, APPROVER)
    const filter = await screen.findByLabelText<HTMLSelectElement>(
      'Show orders placed by',
    )
    expect(filter.value).toBe('')
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'Everyone',
      'Ana Lee',
      'Jamie Rivera',
    ])
    fireEvent.change(filter, { target: { value: JAMIE.id } })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/shop/account/orders'),
    )
    expect(router.state.location.search).toEqual({ placedBy: 7 })
    expect(api.get).toHaveBeenCalledWith('/account/orders', {
      query: { placedBy: undefined },
    })
  })

  it('offers the invoice of a bought order once issued only, and totals with tax', async () => {
    const api = companyApi()
    const invoice = {
      number: 'INV-000041',
      dueAt: '2026-12-21',
      amountDue: 38106,
      paid: false,
    }
    api.get.mockImplementation(async (path: string) => {
      if (path === '/account/company/members') return { members: [] }
      return {
        total: 3,
        page: 1,
        pageSize: 20,
        orders: [
          decidedOrder('APPROVED', {
            number: 'SO-1041',
            totalWithTax: 38106,
            invoice,
          }),
          // Bought, not shipped yet: its invoice is not issued.
          decidedOrder('APPROVED', { number: 'SO-1043', token: 'unshipped' }),
          decidedOrder('REJECTED', { number: 'SO-1042', token: 'rejected' }),
        ],
      }
    })
    await renderHistory(api, APPROVER)
    await screen.findByRole('rowheader', { name: 'SO-1042' })
    expect(
      screen
        .getAllByRole('link', { name: /^Download invoice/ })
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Download invoice (PDF) for order SO-1041'])
    // The total is what the practice pays: with its sales tax.
    const row = screen.getByRole('rowheader', { name: 'SO-1041' }).closest('tr')
    expect(within(row!).getByText('$381.06')).toBeTruthy()
  })

  it('asks the API for the chosen member’s orders', async () => {
    const api = companyApi()
    await renderHistory(api, APPROVER, 7)
    const filter = await screen.findByLabelText<HTMLSelectElement>(
      'Show orders placed by',
    )
    expect(filter.value).toBe('7')
    expect(api.get).toHaveBeenCalledWith('/account/orders', {
      query: { placedBy: 7 },
    })
  })

  it('leads from an order a standing order placed to the standing order, where the backend lets the member open it', async () => {
    const api = (canOpen: boolean) => {
      const answers = companyApi()
      answers.get.mockImplementation(async (path: string) => {
        if (path === '/account/company/members') return { members: [] }
        return {
          total: 1,
          page: 1,
          pageSize: 20,
          orders: [
            decidedOrder('APPROVED', {
              placedAt: '2026-11-21T09:00:00Z',
              standingOrder: {
                id: '61',
                name: 'Exam room 2 — weekly',
                canOpen,
              },
            }),
          ],
        }
      })
      return answers
    }
    await renderHistory(api(true), APPROVER)
    const row = (await screen.findByRole('rowheader', { name: 'SO-1041' }))
      .parentElement as HTMLElement
    expect(
      within(row)
        .getByRole('link', { name: 'Standing order: Exam room 2 — weekly' })
        .getAttribute('href'),
    ).toBe('/en/shop/account/standing-orders/61')
    cleanup()

    // A colleague's standing order she may not open is named, not linked.
    await renderHistory(api(false), APPROVER)
    const approverRow = (
      await screen.findByRole('rowheader', { name: 'SO-1041' })
    ).parentElement as HTMLElement
    within(approverRow).getByText('Standing order: Exam room 2 — weekly')
    expect(
      within(approverRow).queryByRole('link', { name: /^Standing order/ }),
    ).toBeNull()
  })

  it('offers no filter to who may not see the company’s orders: they see their own', async () => {
    const buyer = {
      id: 'u7',
      customer: {
        id: JAMIE.id,
        roles: ['APPROVER', 'BUYER'],
        can: capabilities({ placeOrders: true }),
      },
    } as unknown as User
    const api = companyApi()
    await renderHistory(api, buyer)
    await screen.findByRole('rowheader', { name: 'SO-1041' })
    expect(screen.queryByLabelText('Show orders placed by')).toBe(null)
    expect(api.get).not.toHaveBeenCalledWith('/account/company/members')
  })
})

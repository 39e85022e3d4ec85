import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { Statement } from './statement'

const invoice = (over: Record<string, unknown>) => ({
  number: 'INV-000001',
  orderNumber: 'SO-20001',
  orderToken: 'tok-1',
  issuedAt: '2026-10-01T12:00:00Z',
  dueOn: '2026-10-31',
  total: 10_825,
  tax: 825,
  paid: 0,
  due: 10_825,
  state: 'OPEN',
  paidAt: null,
  daysPastDue: 0,
  ageing: 'CURRENT',
  ...over,
})

describe('Statement', () => {
  it('shows what is owed after credit, the ageing, the credit notes and each invoice with what is due and how late', async () => {
    const api = fakeApi()
    api.get.mockResolvedValue({
      asOf: '2026-11-27T10:00:00Z',
      totalDue: 20_824,
      creditAvailable: 500,
      balanceDue: 20_324,
      credits: [
        {
          number: 'CN-000001',
          orderNumber: 'SO-20003',
          issuedAt: '2026-11-02T12:00:00Z',
          net: 462,
          tax: 38,
          total: 1_000,
          applied: 500,
          available: 500,
        },
      ],
      ageing: {
        current: 10_825,
        days1To30: 0,
        days31To60: 9_999,
        days61To90: 0,
        over90: 0,
      },
      invoices: [
        invoice({}),
        invoice({
          number: 'INV-000002',
          orderNumber: 'SO-20002',
          orderToken: 'tok-2',
          total: 10_000,
          paid: 1,
          due: 9_999,
          daysPastDue: 31,
          ageing: 'DAYS_31_TO_60',
        }),
        invoice({
          number: 'INV-000003',
          state: 'PAID',
          paid: 10_825,
          due: 0,
          ageing: null,
        }),
      ],
    })
    await renderInRouter(() => <Statement />, { api })
    expect(api.get).toHaveBeenCalledWith('/account/statement')
    const summary = within(
      await screen.findByRole('region', { name: 'Total due' }),
    )
    // What is owed: the open invoices less the credit no invoice took.
    summary.getByText('$203.24')
    summary.getByText('Open invoices $208.24, less credit $5.00 from returns.')
    const credit = within(
      screen.getByRole('heading', { name: 'CN-000001' }).closest('li')!,
    )
    expect(credit.getByText('Credit left').nextSibling?.textContent).toBe(
      '$5.00',
    )
    expect(
      credit
        .getByRole('link', { name: 'Download credit note CN-000001 (PDF)' })
        .getAttribute('href'),
    ).toBe('/api/account/credit-notes/CN-000001.pdf')
    // The monthly statement: last month first (as of the statement), any of the last twelve.
    const monthly = within(
      screen.getByRole('region', { name: 'Monthly statement' }),
    )
    expect(
      monthly
        .getByRole('link', {
          name: 'Download the statement of October 2026 (PDF)',
        })
        .getAttribute('href'),
    ).toBe('/api/account/statement.pdf?month=2026-10')
    fireEvent.change(monthly.getByLabelText('Month'), {
      target: { value: '2025-12' },
    })
    expect(
      monthly
        .getByRole('link', {
          name: 'Download the statement of December 2025 (PDF)',
        })
        .getAttribute('href'),
    ).toBe('/api/account/statement.pdf?month=2025-12')
    expect(summary.getByText('31–60 days late').nextSibling?.textContent).toBe(
      '$99.99',
    )
    const late = within(
      screen.getByRole('heading', { name: 'INV-000002' }).closest('li')!,
    )
    late.getByText('31 days late')
    late.getByText('$0.01')
    late.getByText('$99.99')
    expect(
      late.getByRole('link', { name: 'SO-20002' }).getAttribute('href'),
    ).toBe('/en/shop/account/orders/tok-2')
    const paid = within(
      screen.getByRole('heading', { name: 'INV-000003' }).closest('li')!,
    )
    paid.getByText('Paid', { selector: '.ui-badge' })
    expect(paid.queryByText('Age')).toBeNull()
  })

  it('lets the clerk choose open invoices, or all of them, and pay their sum; a paid one is not offered', async () => {
    const api = fakeApi()
    api.get.mockResolvedValue({
      asOf: '2026-11-27T10:00:00Z',
      totalDue: 20_824,
      creditAvailable: 0,
      balanceDue: 20_824,
      credits: [],
      ageing: {
        current: 20_824,
        days1To30: 0,
        days31To60: 0,
        days61To90: 0,
        over90: 0,
      },
      invoices: [
        invoice({}),
        invoice({ number: 'INV-000002', orderToken: 'tok-2', due: 9_999 }),
        invoice({
          number: 'INV-000003',
          state: 'PAID',
          paid: 10_825,
          due: 0,
          ageing: null,
        }),
      ],
    })
    await renderInRouter(() => <Statement />, { api })
    const pay = await screen.findByRole('button', { name: 'Pay $0.00 by card' })
    expect(pay).toHaveProperty('disabled', true)
    expect(screen.queryByLabelText('Pay INV-000003')).toBeNull()
    fireEvent.click(screen.getByLabelText('Pay INV-000002'))
    screen.getByText('1 invoice chosen: $99.99')
    fireEvent.click(screen.getByLabelText('Choose all open invoices'))
    screen.getByText('2 invoices chosen: $208.24')
    // The dialog itself (a native <dialog>) is driven in e2e/statement.e2e.ts.
    expect(
      screen.getByRole('button', { name: 'Pay $208.24 by card' }),
    ).toHaveProperty('disabled', false)
  })
})

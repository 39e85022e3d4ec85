import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { pendingOrder } from '#lib/approval-fixtures'
import { OrderSummary } from './order-summary'

/** The summary's rows as "label amount" texts, top to bottom. */
const rows = () =>
  [...document.querySelectorAll('.ui-summary > div')].map((row) =>
    [...row.children].map((cell) => cell.textContent).join(' '),
  )

const CERTIFICATE = {
  id: '4',
  state: 'NY',
  number: 'NY-12345',
  expiresOn: '2027-12-31',
  status: 'ACCEPTED' as const,
  refusalReason: null,
  fileName: 'exempt.pdf',
  uploadedAt: '2026-01-02T00:00:00.000Z',
}

describe('OrderSummary and sales tax (issue 36)', () => {
  it('shows a cart its estimated tax and the total with it', async () => {
    const cart = pendingOrder({
      state: 'cart',
      totalWithTax: 38106,
      tax: { amount: 3106, estimated: true, lines: [], exemption: null },
    })
    await renderInRouter(() => <OrderSummary cart={cart} />, {
      api: fakeApi(),
    })
    expect(rows()).toEqual([
      'Subtotal $350.00',
      'Sales tax (estimated) $31.06',
      'Total $381.06',
    ])
    screen.getByText(
      'Sales tax is estimated for the ship-to address and set when the order is placed.',
    )
    expect(document.body.textContent).not.toContain('added on your invoice')
  })

  it('names the certificate of an exempt practice instead of an amount', async () => {
    const order = pendingOrder({
      state: 'new',
      tax: { amount: 0, estimated: false, lines: [], exemption: CERTIFICATE },
    })
    await renderInRouter(() => <OrderSummary cart={order} />, {
      api: fakeApi(),
    })
    expect(rows()).toEqual([
      'Subtotal $350.00',
      'Sales tax Exempt (certificate NY-12345)',
      'Total $350.00',
    ])
  })

  it('says when tax is added while the cart has no ship-to address', async () => {
    await renderInRouter(
      () => <OrderSummary cart={pendingOrder({ state: 'cart', tax: null })} />,
      { api: fakeApi() },
    )
    expect(rows()).toEqual(['Subtotal $350.00', 'Total before tax $350.00'])
    screen.getByText(
      'Sales tax, where it applies, is added once a ship-to address is chosen.',
    )
  })
})

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, renderInRouter } from '#lib/test-router'
import type { Address } from '#lib/queries'
import { pendingOrder } from '#lib/approval-fixtures'
import { OrderFacts } from './order-facts'

const CLINIC: Address = {
  id: '2',
  salutation: '',
  firstname: 'Ana',
  lastname: 'Lee',
  company: 'Lakeside Clinic',
  street: 'Maple Avenue',
  number: '120',
  postcode: '60614',
  city: 'Chicago',
  country: { isoCode: 'US' },
  stateCode: 'IL',
  phoneNumber: '',
}

const facts = () =>
  [...document.querySelectorAll('.confirmation__facts > div')].map((fact) => [
    fact.querySelector('dt')?.textContent,
    fact.querySelector('dd')?.textContent,
  ])

describe('OrderFacts', () => {
  it('shows a placed order’s labelled date, both addresses and the PO reference (issue 31)', async () => {
    await renderInRouter(
      () => (
        <OrderFacts
          order={pendingOrder({
            state: 'new',
            placedAt: '2026-11-20T10:00:00Z',
            shippingAddress: CLINIC,
            invoiceAddress: CLINIC,
            purchaseOrderReference: 'PO-2211',
          })}
        />
      ),
      { api: fakeApi() },
    )
    const line =
      'Lakeside Clinic, Ana Lee, 120 Maple Avenue, Chicago, IL 60614, United States'
    expect(facts()).toEqual([
      ['Placed on', '11/20/26'],
      ['Shipping address', line],
      ['Invoice address', line],
      ['Purchase order reference', 'PO-2211'],
    ])
  })

  it('says when an order over a limit was sent for approval, and leaves out a PO never given', async () => {
    await renderInRouter(
      () => (
        <OrderFacts
          order={pendingOrder({
            placedAt: '2026-11-20T10:00:00Z',
            shippingAddress: CLINIC,
            invoiceAddress: CLINIC,
          })}
        />
      ),
      { api: fakeApi() },
    )
    expect(facts().map(([term]) => term)).toEqual([
      'Sent for approval on',
      'Shipping address',
      'Invoice address',
    ])
    expect(screen.queryByText('Purchase order reference')).toBe(null)
  })
})

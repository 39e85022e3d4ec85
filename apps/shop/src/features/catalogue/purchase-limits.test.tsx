import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { pendingOrder } from '#lib/approval-fixtures'
import { PurchaseLimits } from './purchase-limits'

const cart = (
  purchaseLimits: ReturnType<typeof pendingOrder>['purchaseLimits'],
) => pendingOrder({ state: 'cart', purchaseLimits })

describe('PurchaseLimits', () => {
  it('tells a buyer their limit per order and what is left of the month (issue 31)', async () => {
    await renderInRouter(
      () => (
        <PurchaseLimits
          cart={cart({
            perOrder: 200_00,
            monthly: 1_500_00,
            monthlyLeft: 1_234_00,
          })}
        />
      ),
      { api: fakeApi() },
    )
    expect(
      [...document.querySelectorAll('.purchase-limits li')].map(
        (li) => li.textContent,
      ),
    ).toEqual(['$200.00 per order', '$1,234.00 left of $1,500.00 this month'])
    screen.getByText(
      'An order over a limit goes to an approver before it is placed.',
    )
  })

  it('names only the limits a buyer has, and nothing without any', async () => {
    await renderInRouter(
      () => (
        <>
          <PurchaseLimits
            cart={cart({ perOrder: 200_00, monthly: null, monthlyLeft: null })}
          />
          <PurchaseLimits cart={cart(null)} />
        </>
      ),
      { api: fakeApi() },
    )
    expect(document.querySelectorAll('.purchase-limits')).toHaveLength(1)
    expect(
      [...document.querySelectorAll('.purchase-limits li')].map(
        (li) => li.textContent,
      ),
    ).toEqual(['$200.00 per order'])
  })
})

import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi, renderInRouter } from '#lib/test-router'
import type { Cart } from '#lib/queries'
import { pendingOrder } from '../../account/-components/approval-fixtures'
import { OrderReview } from './order-review'

/** A cart ready to place; `approvalNeeded` as the API computed it for the buyer's limits. */
const cart = (approvalNeeded: Cart['approvalNeeded']): Cart => ({
  ...pendingOrder(),
  state: 'cart',
  number: null,
  approval: null,
  canDecide: false,
  approvalNeeded,
})

const renderReview = (order: Cart, unpaid = false) => {
  const onPlace = vi.fn()
  return renderInRouter(
    () => (
      <OrderReview
        order={order}
        approvalNeeded={order.approvalNeeded}
        cardLabel={null}
        error={null}
        incomplete={false}
        canPlace
        placing={false}
        unpaid={unpaid}
        unverified={false}
        onPlace={onPlace}
      />
    ),
    { api: fakeApi() },
  ).then(() => onPlace)
}

describe('OrderReview', () => {
  it('says an order over the buyer’s limit goes for approval, and why, before it is sent', async () => {
    const onPlace = await renderReview(
      cart([
        { kind: 'ORDER_LIMIT', limit: 20000, amount: 35000 },
        { kind: 'MONTHLY_LIMIT', limit: 100000, amount: 120000 },
      ]),
    )
    screen.getByText(
      'This order needs approval before it is placed: over your limit of $200.00 per order: $350.00; this month’s orders would come to $1,200.00, over your monthly limit of $1,000.00. Nothing is charged until an approver approves it.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send for approval' }))
    expect(onPlace).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Place order' })).toBe(null)
  })

  it('places an order within the limits as before', async () => {
    await renderReview(cart([]))
    screen.getByRole('button', { name: 'Place order' })
    expect(screen.queryByText(/needs approval/)).toBe(null)
  })
})

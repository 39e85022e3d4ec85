import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import type { User } from '#lib/queries'
import { capabilities } from '#lib/test-capabilities'
import { fakeApi, renderInRouter } from '#lib/test-router'
import {
  APPROVER,
  JAMIE,
  decidedOrder,
  pendingOrder,
} from '#lib/approval-fixtures'
import { ApprovalDecision } from './approval-decision'
import { ApprovalList } from './approval-list'
import { OrderApproval } from './order-approval'

const decision = () =>
  within(screen.getByRole('region', { name: 'Approve or reject this order' }))

describe('ApprovalList', () => {
  it('lists an order by number, buyer, date and total, with why it needs approval', async () => {
    await renderInRouter(
      () => <ApprovalList orders={[pendingOrder()]} empty="None" />,
      { api: fakeApi(), user: APPROVER },
    )
    const link = screen.getByRole('link', { name: 'Order SO-1041' })
    expect(link.getAttribute('href')).toBe('/en/shop/account/approvals/tok-41')
    const card = within(link.closest('li') as HTMLElement)
    card.getByText('Jamie Rivera')
    card.getByText('11/20/26')
    card.getByText('$350.00')
    card.getByText('Awaiting approval')
    card.getByText('Over Jamie’s limit of $200.00 per order: $350.00')
    card.getByText(
      'This month’s orders would come to $1,200.00, over the monthly limit of $1,000.00',
    )
  })

  it('says who decided a decided order, and when', async () => {
    await renderInRouter(
      () => <ApprovalList orders={[decidedOrder('REJECTED')]} empty="None" />,
      { api: fakeApi(), user: APPROVER },
    )
    screen.getByText(
      'Rejected by Ana Lee on 11/21/26: Please split it over two months.',
    )
    screen.getByText('Rejected')
  })

  it('says so when nothing waits', async () => {
    await renderInRouter(
      () => (
        <ApprovalList orders={[]} empty="No orders are waiting for approval." />
      ),
      { api: fakeApi(), user: APPROVER },
    )
    screen.getByText('No orders are waiting for approval.')
  })
})

describe('ApprovalDecision', () => {
  it('approves an invoice order and says it is placed', async () => {
    const api = fakeApi()
    api.post.mockResolvedValue({ order: decidedOrder('APPROVED') })
    const { queryClient } = await renderInRouter(
      () => <ApprovalDecision order={pendingOrder()} />,
      { api, user: APPROVER },
    )
    // The order page has the order (with its fulfilment) in its cache.
    queryClient.setQueryData(['account', 'order', 'tok-41'], {
      ...pendingOrder(),
      fulfilmentState: 'PLACED',
    })
    fireEvent.click(decision().getByRole('button', { name: 'Approve' }))
    await waitFor(() =>
      expect(decision().getByRole('status').textContent).toBe(
        'Approved: order placed.',
      ),
    )
    expect(api.post).toHaveBeenCalledWith('/account/approvals/approve', {
      body: { token: 'tok-41' },
    })
    // The order page shows the decision as the API answered it, keeping its fulfilment.
    expect(
      queryClient.getQueryData(['account', 'order', 'tok-41']),
    ).toMatchObject({
      state: 'new',
      approval: { state: 'APPROVED' },
      fulfilmentState: 'PLACED',
    })
    // Decided, it offers nothing more to decide.
    expect(decision().queryByRole('button', { name: 'Approve' })).toBe(null)
    expect(decision().queryByRole('button', { name: 'Reject' })).toBe(null)
  })

  it('approves a card order and says it waits for the buyer’s payment', async () => {
    const api = fakeApi()
    const card = { id: '2', identifier: 'stripe' }
    api.post.mockResolvedValue({
      order: decidedOrder('APPROVED', {
        state: 'payment_pending',
        paymentProvider: card,
      }),
    })
    await renderInRouter(
      () => (
        <ApprovalDecision order={pendingOrder({ paymentProvider: card })} />
      ),
      { api, user: APPROVER },
    )
    fireEvent.click(decision().getByRole('button', { name: 'Approve' }))
    await waitFor(() =>
      expect(decision().getByRole('status').textContent).toBe(
        'Approved: waiting for the buyer’s card payment.',
      ),
    )
  })

  it('rejects only with a reason, and shows the API’s refusal of it beside the field', async () => {
    const api = fakeApi()
    api.post.mockRejectedValue(
      new ApiError(400, 'The request is not valid.', [
        { propertyPath: 'reason', message: 'Is too long.' },
      ]),
    )
    await renderInRouter(() => <ApprovalDecision order={pendingOrder()} />, {
      api,
      user: APPROVER,
    })
    const reject = decision().getByRole('button', { name: 'Reject' })
    fireEvent.click(reject)
    await decision().findByText('Reason for the buyer is required.')
    expect(api.post).not.toHaveBeenCalled()

    const reason = decision().getByLabelText(/^Reason for the buyer/)
    fireEvent.change(reason, {
      target: { value: '  Please split it over two months. ' },
    })
    fireEvent.click(reject)
    await decision().findByText('Is too long.')
    expect(api.post).toHaveBeenCalledWith('/account/approvals/reject', {
      body: { token: 'tok-41', reason: 'Please split it over two months.' },
    })
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    expect(reason.getAttribute('aria-describedby')).toContain(
      'approval-reject-reason-errors',
    )
  })

  it('rejects with a reason and says the items went back to the buyer', async () => {
    const api = fakeApi()
    api.post.mockResolvedValue({ order: decidedOrder('REJECTED') })
    await renderInRouter(() => <ApprovalDecision order={pendingOrder()} />, {
      api,
      user: APPROVER,
    })
    fireEvent.change(decision().getByLabelText(/^Reason for the buyer/), {
      target: { value: 'Please split it over two months.' },
    })
    fireEvent.click(decision().getByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(decision().getByRole('status').textContent).toBe(
        'Order rejected. The buyer is told why, and the items are back in their cart.',
      ),
    )
  })

  it('says in words when another approver decided first', async () => {
    const api = fakeApi()
    api.post.mockRejectedValue(
      new ApiError(409, 'The order was already decided.'),
    )
    await renderInRouter(() => <ApprovalDecision order={pendingOrder()} />, {
      api,
      user: APPROVER,
    })
    fireEvent.click(decision().getByRole('button', { name: 'Approve' }))
    expect((await decision().findByRole('alert')).textContent).toBe(
      'This order could not be decided: The order was already decided. It is shown as it is now.',
    )
  })

  it('says why the reader may not decide on a waiting order', async () => {
    const own = {
      ...APPROVER,
      customer: { ...APPROVER.customer, id: JAMIE.id },
    }
    await renderInRouter(
      () => <ApprovalDecision order={pendingOrder({ canDecide: false })} />,
      { api: fakeApi(), user: own },
    )
    decision().getByText('You cannot approve your own order.')
    expect(decision().queryByRole('button', { name: 'Approve' })).toBe(null)
  })

  it('names another approver when the order is someone else’s', async () => {
    await renderInRouter(
      () => <ApprovalDecision order={pendingOrder({ canDecide: false })} />,
      { api: fakeApi(), user: APPROVER },
    )
    decision().getByText('Another approver must decide on this order.')
  })
})

describe('OrderApproval', () => {
  it('shows the buyer why it was rejected, and leads to the cart the items went back into', async () => {
    const buyer = {
      id: 'u7',
      customer: { id: JAMIE.id, roles: ['BUYER'], can: capabilities() },
    } as unknown as User
    await renderInRouter(
      () => <OrderApproval order={decidedOrder('REJECTED')} />,
      { api: fakeApi(), user: buyer },
    )
    screen.getByText(
      'Rejected by Ana Lee on 11/21/26: Please split it over two months.',
    )
    expect(
      screen
        .getByRole('link', { name: 'Go to your cart' })
        .getAttribute('href'),
    ).toBe('/en/shop/cart')
    // The buyer reads of their own limit.
    screen.getByText('Over your limit of $200.00 per order: $350.00')
  })

  it('shows a waiting order as waiting, with its reasons', async () => {
    await renderInRouter(() => <OrderApproval order={pendingOrder()} />, {
      api: fakeApi(),
      user: APPROVER,
    })
    screen.getByText('Waiting for approval')
    screen.getByText('Over Jamie’s limit of $200.00 per order: $350.00')
  })
})

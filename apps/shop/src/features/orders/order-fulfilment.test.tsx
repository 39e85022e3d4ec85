import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '#lib/api'
import { fakeApi, renderInRouter } from '#lib/test-router'
import { CancelOrder } from './cancel-order'
import { shippedOrder } from './fulfilment-fixtures'
import { LineState } from './line-state'
import { OrderProgress } from './order-progress'
import { OrderReturns } from './order-returns'
import { OrderShipments } from './order-shipments'
import { OrderStatus } from './order-status'

afterEach(cleanup)

const show = (node: () => React.ReactNode, api = fakeApi()) =>
  renderInRouter(() => <Suspense fallback={null}>{node()}</Suspense>, { api })

describe('an order on its way', () => {
  it('shows the steps with their dates, the warehouse’s number and the expected delivery', async () => {
    await show(() => <OrderProgress order={shippedOrder()} />)
    const steps = within(
      await screen.findByRole('region', { name: 'Order progress' }),
    ).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      'Placed11/20/26',
      'Confirmed11/21/26',
      'Partly shipped11/22/26',
      'DeliveredNot yet',
    ])
    expect(steps[2]?.getAttribute('aria-current')).toBe('step')
    screen.getByText('WH-88120')
    screen.getByText('11/30/26')
  })

  it('shows a canceled order’s steps up to its cancellation', async () => {
    await show(() => (
      <OrderProgress
        order={shippedOrder({
          fulfilmentState: 'CANCELLED',
          timeline: [
            { state: 'PLACED', at: '2026-11-20T10:00:00Z' },
            { state: 'CANCELLED', at: '2026-11-20T11:00:00Z' },
          ],
          distributorOrderNumber: null,
        })}
      />
    ))
    expect(
      (await screen.findAllByRole('listitem')).map((s) => s.textContent),
    ).toEqual(['Placed11/20/26', 'Canceled11/20/26'])
  })

  it('links each tracking number to the carrier’s page, in a new tab; without a page, the number alone', async () => {
    await show(() => <OrderShipments order={shippedOrder()} />)
    const link = await screen.findByRole('link', {
      name: 'Track parcel 1Z999AA10123456784 on the UPS website (opens in a new tab)',
    })
    expect(link.getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    )
    expect(link.getAttribute('target')).toBe('_blank')
    expect(screen.getAllByRole('link')).toHaveLength(1)
    screen.getByText(/LC-7731/)
    // Each lot in the product's units, with its pack (issue 33).
    const lines = document.querySelectorAll('.order-shipment__lines li')
    expect([...lines].map((li) => li.textContent)).toEqual([
      '2 boxes × Nitrile gloves, 100Box of 100 · Lot LOT-A, expires 01/31/28',
      '1 box × Nitrile gloves, 100Box of 100 · Lot LOT-B, expires 02/29/28',
    ])
    screen.getByText(/Delivered on 11\/24\/26/)
    screen.getByText(/On its way/)
  })

  it('says what became of each line', async () => {
    const [gloves, syringes] = shippedOrder().items
    await show(() => (
      <>
        <LineState line={gloves!} />
        <LineState line={syringes!} />
      </>
    ))
    expect(
      (await screen.findAllByRole('listitem')).map((li) => li.textContent),
    ).toEqual([
      'Shipped 3 of 5 boxes',
      '2 boxes canceled: Discontinued by the maker',
      'Backordered until 03/01/27',
    ])
  })

  it('badges an order by where it is, unless it waits for the practice', async () => {
    await show(() => (
      <>
        <OrderStatus order={shippedOrder()} />
        <OrderStatus
          order={{ state: 'payment_pending', fulfilmentState: 'PLACED' }}
        />
      </>
    ))
    await screen.findByText('Partly shipped')
    screen.getByText('Awaiting payment')
  })
})

describe('cancelling an order', () => {
  it('asks once, then cancels and says so', async () => {
    const api = fakeApi()
    const order = shippedOrder({
      canCancel: true,
      fulfilmentState: 'PLACED',
      canRequestReturn: false,
    })
    api.post.mockResolvedValue({
      order: { ...order, canCancel: false, fulfilmentState: 'CANCELLED' },
    })
    await show(() => <CancelOrder order={order} />, api)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }))
    screen.getByText(
      'Cancel order SO-1041? Nothing of it will be shipped, and it cannot be undone.',
    )
    expect(api.post).not.toHaveBeenCalled()
    fireEvent.click(
      screen.getByRole('button', { name: 'Yes, cancel the order' }),
    )
    await screen.findByText('Order SO-1041 is canceled.')
    expect(api.post).toHaveBeenCalledWith('/account/orders/cancel', {
      body: { token: 'tok-41' },
    })
  })

  it('offers nothing once the warehouse confirmed the order', async () => {
    await show(() => <CancelOrder order={shippedOrder()} />)
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull(),
    )
  })
})

describe('returns', () => {
  it('fills in a recalled lot’s return, sends it and shows the backend’s refusal beside its line', async () => {
    const api = fakeApi()
    const order = shippedOrder()
    api.post.mockRejectedValueOnce(
      new ApiError(400, 'The input is not valid.', [
        {
          propertyPath: 'lines[0].quantity',
          message: 'At most 1 of lot LOT-B can be returned.',
        },
      ]),
    )
    await show(() => <OrderReturns order={order} recalledLot="LOT-B" />, api)
    const lotB = await screen.findByRole<HTMLInputElement>('spinbutton', {
      name: 'Quantity to return (at most 1 box) of Nitrile gloves, 100, lot LOT-B',
    })
    expect(lotB.value).toBe('1')
    const lotA = screen.getByRole<HTMLInputElement>('spinbutton', {
      name: 'Quantity to return (at most 2 boxes) of Nitrile gloves, 100, lot LOT-A',
    })
    expect(lotA.value).toBe('')
    const reason = screen.getByRole<HTMLSelectElement>('combobox', {
      name: /^Reason/,
    })
    expect(reason.value).toBe('RECALLED')
    fireEvent.change(screen.getByLabelText('Note (optional)'), {
      target: { value: 'Per the recall notice' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send return request' }))
    await screen.findByText('At most 1 of lot LOT-B can be returned.')
    expect(api.post).toHaveBeenCalledWith('/account/orders/return', {
      body: {
        token: 'tok-41',
        lines: [{ orderItemId: 1, lotNumber: 'LOT-B', quantity: 1 }],
        reason: 'RECALLED',
        note: 'Per the recall notice',
      },
    })
  })

  it('asks for a lot and a reason before sending anything', async () => {
    const api = fakeApi()
    await show(() => <OrderReturns order={shippedOrder()} />, api)
    fireEvent.click(
      await screen.findByRole('button', { name: 'Request a return' }),
    )
    fireEvent.click(
      await screen.findByRole('button', { name: 'Send return request' }),
    )
    screen.getByText('Choose at least one lot to return.')
    screen.getByText('Choose a reason.')
    expect(api.post).not.toHaveBeenCalled()
  })

  it('shows each return’s state: requested, accepted with its RMA number, refused with why', async () => {
    const line = { orderItemId: '1', quantity: 1, lotNumber: 'LOT-A' }
    const requested = {
      id: '1',
      state: 'REQUESTED' as const,
      reason: 'DAMAGED' as const,
      note: '',
      requestedAt: '2026-11-25T10:00:00Z',
      decidedAt: null,
      rmaNumber: null,
      instructions: null,
      refusalReason: null,
      lines: [line],
    }
    await show(() => (
      <OrderReturns
        order={shippedOrder({
          canRequestReturn: false,
          returns: [
            requested,
            {
              ...requested,
              id: '2',
              state: 'ACCEPTED',
              rmaNumber: 'RMA-5521',
              instructions: 'Ship to dock 4.',
            },
            {
              ...requested,
              id: '3',
              state: 'REFUSED',
              refusalReason: 'Opened packs cannot go back.',
            },
          ],
        })}
      />
    ))
    const [first, second, third] = (
      await screen.findAllByRole('heading', { level: 3 })
    ).map((heading) => heading.closest('li') as HTMLElement)
    within(first!).getByText('Requested')
    within(first!).getByText('Waiting for the warehouse’s decision.')
    within(first!).getByText(
      '1 box × Nitrile gloves, 100 · Box of 100 · lot LOT-A',
    )
    within(second!).getByText('RMA number: RMA-5521')
    within(second!).getByText('How to send it back: Ship to dock 4.')
    within(third!).getByText('Not accepted: Opened packs cannot go back.')
    expect(
      screen.queryByRole('button', { name: 'Request a return' }),
    ).toBeNull()
  })
})

import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, renderInRouter } from '#lib/test-router'
import type { Address, Cart } from '#lib/queries'
import { pendingOrder } from '#lib/approval-fixtures'
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

const renderReview = (
  order: Cart,
  {
    unpaid = false,
    canRepeat = true,
    reference = '',
    cardLabel = null,
    api = fakeApi(),
  }: {
    unpaid?: boolean
    canRepeat?: boolean
    reference?: string
    cardLabel?: string | null
    api?: ReturnType<typeof fakeApi>
  } = {},
) => {
  const onPlace = vi.fn()
  return renderInRouter(
    () => (
      <OrderReview
        order={order}
        approvalNeeded={order.approvalNeeded}
        cardLabel={cardLabel}
        error={null}
        incomplete={false}
        canPlace
        placing={false}
        unpaid={unpaid}
        unverified={false}
        reference={reference}
        canRepeat={canRepeat}
        onPlace={onPlace}
      />
    ),
    { api },
  ).then(({ router }) => ({ onPlace, router }))
}

const CLINIC: Address = {
  id: '2',
  salutation: 'mrs',
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

/** Every choice made: shipped to and invoiced at the clinic by express, paid with a saved Visa. */
const chosen = (): Cart => ({
  ...cart([]),
  shippingAddress: CLINIC,
  invoiceAddress: CLINIC,
  carrier: {
    id: '1',
    identifier: 'express',
    price_net: 1495,
    translations: [{ locale: 'en_US', title: 'Express', description: '' }],
  },
  paymentProvider: { id: '2', identifier: 'stripe' },
  paymentMethodId: 'pm_4242',
})

describe('OrderReview', () => {
  it('says an order over the buyer’s limit goes for approval, and why, before it is sent', async () => {
    const { onPlace } = await renderReview(
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

  it('shows the buyer a price that moved since they added it, with the new total, before placing again (issue 34)', async () => {
    // The cart placing answered instead of an order: the gloves went from $35.00 to $38.00 each.
    const [line] = chosen().items
    const { onPlace } = await renderReview({
      ...chosen(),
      totalNet: 38000,
      subtotalNet: 38000,
      items: [
        {
          ...line!,
          unitPrice: 3800,
          itemPriceNet: 3800,
          subtotalNet: 38000,
          totalNet: 38000,
          priceChange: { previousUnitPrice: 3500 },
        },
      ],
    })
    expect(screen.getByRole('alert').textContent).toBe(
      'The price of Nitrile gloves, 100 changed since you added it: now $38.00, was $35.00.Review and place again.',
    )
    // The totals are the new ones: what placing again charges.
    expect(screen.getAllByText('$380.00').length).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }))
    expect(onPlace).toHaveBeenCalledTimes(1)
  })

  it('says nothing of prices when none moved', async () => {
    await renderReview(chosen())
    expect(screen.queryByText(/changed since you added it/)).toBe(null)
  })

  it('lists every choice, the purchase order reference included (issue 31)', async () => {
    await renderReview(chosen(), {
      reference: ' PO-2211 ',
      cardLabel: 'Visa ending in 4242',
    })
    const choices = [...document.querySelectorAll('.review-choices > div')]
    expect(
      choices.map((choice) => [
        choice.querySelector('dt')?.textContent,
        choice.querySelector('dd')?.textContent,
      ]),
    ).toEqual([
      [
        'Shipping address',
        'Lakeside Clinic, Ana Lee, 120 Maple Avenue, Chicago, IL 60614, United States',
      ],
      [
        'Invoice address',
        'Lakeside Clinic, Ana Lee, 120 Maple Avenue, Chicago, IL 60614, United States',
      ],
      ['Shipping method', 'Express'],
      ['Payment', 'Visa ending in 4242'],
      ['Purchase order reference', 'PO-2211'],
    ])
  })

  it('counts each line in its units and names its pack, as the order page does (issue 33)', async () => {
    await renderReview(chosen())
    expect(
      [...document.querySelectorAll('.review-lines > li')].map(
        (li) => li.textContent,
      ),
    ).toEqual(['10 boxes × Nitrile gloves, 100Box of 100'])
  })

  describe('repeating the cart on a schedule', () => {
    // jsdom has no modal dialogs: opening one here only shows it.
    const dialog = HTMLDialogElement.prototype
    beforeEach(() => {
      dialog.showModal = function (this: HTMLDialogElement) {
        this.open = true
      }
      dialog.close = function (this: HTMLDialogElement) {
        this.open = false
      }
    })
    afterEach(() => {
      delete (dialog as Partial<typeof dialog>).showModal
      delete (dialog as Partial<typeof dialog>).close
    })

    it('sets the cart up as a standing order with the checkout’s choices, asks none again and places nothing', async () => {
      const api = fakeApi()
      api.post.mockResolvedValue({ standingOrder: { id: '77' } })
      const { onPlace, router } = await renderReview(chosen(), {
        reference: ' PO-2211 ',
        cardLabel: 'Visa ending in 4242',
        api,
      })
      fireEvent.click(
        screen.getByRole('button', { name: 'Repeat this order on a schedule' }),
      )
      const dialogBox = await screen.findByRole('dialog')
      await screen.findByRole('button', { name: 'Set up standing order' })
      screen.getByText(
        'Your cart stays as it is: place it now as well if you need these goods before the first run.',
      )
      screen.getByText(/^First run: /)
      expect(screen.queryByRole('combobox', { name: /address/ })).toBe(null)
      expect(screen.queryByRole('combobox', { name: 'Shipping method' })).toBe(
        null,
      )
      expect(dialogBox.textContent).toContain('Visa ending in 4242')
      expect(dialogBox.textContent).toContain('PO-2211')

      fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), {
        target: { value: 'Clinic restock' },
      })
      fireEvent.click(
        screen.getByRole('button', { name: 'Set up standing order' }),
      )
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(
          '/en/shop/account/standing-orders/77',
        ),
      )
      expect(api.post).toHaveBeenCalledTimes(1)
      expect(api.post).toHaveBeenCalledWith('/account/standing-orders/create', {
        body: {
          name: 'Clinic restock',
          schedule: { cadence: 'weekly', interval: 1, weekday: 1 },
          onProblem: 'place-available',
          priceTolerancePercent: 10,
          shippingAddressId: '2',
          invoiceAddressId: '2',
          carrierIdentifier: 'express',
          paymentProviderIdentifier: 'stripe',
          paymentMethodId: 'pm_4242',
          purchaseOrderReference: 'PO-2211',
        },
      })
      const [, { body }] = api.post.mock.calls[0] as [
        string,
        { body: Record<string, unknown> },
      ]
      expect(body).not.toHaveProperty('listId')
      expect(onPlace).not.toHaveBeenCalled()
    })

    it('sends no card with an invoice payment', async () => {
      const api = fakeApi()
      api.post.mockResolvedValue({ standingOrder: { id: '78' } })
      await renderReview(
        {
          ...chosen(),
          paymentProvider: { id: '1', identifier: 'invoice' },
          // A card chosen before the buyer switched to the invoice stays on the cart.
          paymentMethodId: 'pm_4242',
        },
        { api },
      )
      fireEvent.click(
        screen.getByRole('button', { name: 'Repeat this order on a schedule' }),
      )
      fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), {
        target: { value: 'Clinic restock' },
      })
      fireEvent.click(
        screen.getByRole('button', { name: 'Set up standing order' }),
      )
      await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1))
      const [, { body }] = api.post.mock.calls[0] as [
        string,
        { body: Record<string, unknown> },
      ]
      expect(body.paymentProviderIdentifier).toBe('invoice')
      expect(body.paymentMethodId).toBe(undefined)
      expect(body.purchaseOrderReference).toBe(undefined)
    })

    it('is not offered before every choice is made', async () => {
      await renderReview(cart([]), { canRepeat: false })
      const repeat = screen.getByRole<HTMLButtonElement>('button', {
        name: 'Repeat this order on a schedule',
      })
      expect(repeat.disabled).toBe(true)
    })

    it('is not offered for a placed order waiting for its payment', async () => {
      await renderReview(chosen(), { unpaid: true })
      expect(
        screen.queryByRole('button', {
          name: 'Repeat this order on a schedule',
        }),
      ).toBe(null)
    })
  })
})

import {
  ApprovalsDocument,
  ApproveOrderDocument,
  CartDocument,
  MembersDocument,
  OrderDocument,
  RejectOrderDocument,
} from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import {
  add,
  backend,
  cartOf,
  checkout,
  commerce,
  mailTo,
  newBuyer,
  newProduct,
  useTestShop,
} from '../../test-shop'
import { join, orderOf } from './company-fixture'

// Orders over a buyer's limits wait for an approver: approved, rejected with a reason,
// never decided on one's own order or over the approver's own limit.
useTestShop()

describe('approvals', () => {
  it('sends an order over the buyer’s limit for approval, and places it once approved', async () => {
    const founder = await newBuyer('approving')
    const buyer = await join(founder, 'limited', ['BUYER'], {
      orderLimit: 200_00,
    })
    const approver = await join(founder, 'deputyapprover', ['APPROVER'])
    const cart = (
      await commerce.request(CartDocument, {}, { token: buyer.token })
    ).cart
    const product = await newProduct(`CA-350-${Date.now()}`, 350_00)
    const preview = cartOf(
      await add(buyer.token, cart.token, product.id, 1),
    ).approvalNeeded
    expect(preview).toEqual([
      { kind: 'ORDER_LIMIT', limit: 200_00, amount: expect.any(Number) },
    ])
    const awaiting = cartOf(
      await checkout(buyer.token, cart.token, founder.address.id),
    )
    expect(awaiting).toMatchObject({
      state: 'awaiting_approval',
      canDecide: false,
      approval: {
        state: 'PENDING',
        reasons: [{ kind: 'ORDER_LIMIT', limit: 200_00 }],
        decidedBy: null,
      },
    })
    // Nothing was bought: no lots, no confirmation; both approvers were asked, not the buyer.
    const lots = await backend.database.db
      .select()
      .from(t.inventoryLots)
      .where(eq(t.inventoryLots.orderId, Number(awaiting.id)))
    expect(lots).toEqual([])
    expect((await mailTo(buyer.email)).map((m) => m.kind)).not.toContain(
      'order-confirmation',
    )
    expect((await mailTo(approver.email)).map((m) => m.kind)).toContain(
      'approval-request',
    )
    expect((await mailTo(founder.email)).map((m) => m.kind)).toContain(
      'approval-request',
    )
    // The buyer shops on in a new cart; the order itself can no longer change.
    const next = (
      await commerce.request(CartDocument, {}, { token: buyer.token })
    ).cart
    expect(next.token).not.toBe(cart.token)
    expect((await add(buyer.token, cart.token, product.id, 1)).__typename).toBe(
      'ValidationError',
    )

    const { approvals } = await commerce.request(
      ApprovalsDocument,
      {},
      { token: approver.token },
    )
    expect(approvals.map((o) => o.token)).toContain(cart.token)
    expect(approvals.find((o) => o.token === cart.token)?.canDecide).toBe(true)
    const { approveOrder } = await commerce.request(
      ApproveOrderDocument,
      { token: cart.token },
      { token: approver.token },
    )
    expect(approveOrder).toMatchObject({
      __typename: 'CartSuccess',
      cart: {
        state: 'new',
        approval: {
          state: 'APPROVED',
          decidedBy: { id: approver.id, firstname: 'deputyapprover' },
        },
      },
    })
    expect((await mailTo(buyer.email)).map((m) => m.kind)).toEqual(
      expect.arrayContaining(['order-approved', 'order-confirmation']),
    )
    // Decided once: a second decision is refused and changes nothing.
    const { rejectOrder } = await commerce.request(
      RejectOrderDocument,
      { token: cart.token, reason: 'Too late' },
      { token: founder.token },
    )
    expect(rejectOrder.__typename).toBe('ValidationError')
    const { order } = await commerce.request(
      OrderDocument,
      { token: cart.token },
      { token: buyer.token },
    )
    expect(order).toMatchObject({
      state: 'new',
      approval: { state: 'APPROVED', note: null },
    })
  })

  it('refuses a decision on one’s own order or over the approver’s own limit', async () => {
    const founder = await newBuyer('selfish')
    const approver = await join(
      founder,
      'smallapprover',
      ['APPROVER', 'BUYER'],
      {
        orderLimit: 300_00,
      },
    )
    const buyer = await join(founder, 'bigbuyer', ['BUYER'], {
      orderLimit: 100_00,
    })
    const big = await orderOf(buyer.token, founder.address.id, 350_00)
    const { approveOrder } = await commerce.request(
      ApproveOrderDocument,
      { token: big.token },
      { token: approver.token },
    )
    expect(approveOrder).toMatchObject({
      __typename: 'Forbidden',
      message: expect.stringMatching(/your own limit/),
    })
    // The approver's own order over their limit waits for someone else.
    const own = await orderOf(approver.token, founder.address.id, 400_00)
    expect(own.state).toBe('awaiting_approval')
    const self = await commerce.request(
      ApproveOrderDocument,
      { token: own.token },
      { token: approver.token },
    )
    expect(self.approveOrder).toMatchObject({ __typename: 'Forbidden' })
    // The buyer cannot decide on anything.
    const buyerTry = await commerce.request(
      ApproveOrderDocument,
      { token: big.token },
      { token: buyer.token },
    )
    expect(buyerTry.approveOrder.__typename).toBe('Forbidden')
    const { order } = await commerce.request(
      OrderDocument,
      { token: big.token },
      { token: founder.token },
    )
    expect(order?.state).toBe('awaiting_approval')
  })

  it('rejects with a reason: the buyer is told and gets the lines back in the cart', async () => {
    const founder = await newBuyer('rejecting')
    const buyer = await join(founder, 'rejected', ['BUYER'], {
      orderLimit: 200_00,
    })
    const big = await orderOf(buyer.token, founder.address.id, 250_00)
    const empty = await commerce.request(
      RejectOrderDocument,
      { token: big.token, reason: '   ' },
      { token: founder.token },
    )
    expect(empty.rejectOrder).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'reason' }],
    })
    const { rejectOrder } = await commerce.request(
      RejectOrderDocument,
      { token: big.token, reason: 'Order the 100-pack instead <b>please</b>' },
      { token: founder.token },
    )
    expect(rejectOrder).toMatchObject({
      __typename: 'CartSuccess',
      cart: {
        state: 'rejected',
        approval: {
          state: 'REJECTED',
          note: 'Order the 100-pack instead <b>please</b>',
          decidedBy: { id: String(founder.customerId) },
        },
      },
    })
    const { cart } = await commerce.request(
      CartDocument,
      {},
      { token: buyer.token },
    )
    expect(cart.items.map((i) => i.product.sku)).toEqual(
      big.items.map((i) => i.product.sku),
    )
    expect(cart.shippingAddress?.id).toBe(founder.address.id)
    const rejection = (await mailTo(buyer.email)).find(
      (m) => m.kind === 'order-rejected',
    )
    expect(rejection?.text).toContain('Order the 100-pack instead')
    expect(rejection?.html).not.toContain('<b>please</b>')
  })

  it('counts a month’s orders against the monthly limit, however they are split', async () => {
    const founder = await newBuyer('monthly')
    const buyer = await join(founder, 'splitter', ['BUYER'], {
      monthlyLimit: 500_00,
    })
    const placed = []
    for (let i = 0; i < 3; i++)
      placed.push(await orderOf(buyer.token, founder.address.id, 150_00))
    expect(placed.map((o) => o.state)).toEqual(['new', 'new', 'new'])
    const fourth = await orderOf(buyer.token, founder.address.id, 150_00)
    expect(fourth).toMatchObject({
      state: 'awaiting_approval',
      approval: { reasons: [{ kind: 'MONTHLY_LIMIT', limit: 500_00 }] },
    })
    const spent = placed.reduce((sum, o) => sum + o.totalNet, 0)
    expect(fourth.approval?.reasons[0]?.amount).toBe(spent + fourth.totalNet)
    const { members } = await commerce.request(
      MembersDocument,
      {},
      { token: founder.token },
    )
    expect(members.find((m) => m.id === buyer.id)?.spentThisMonth).toBe(spent)
  })

  it('tells a buyer with limits in their cart what one order may come to and what is left of the month (issue 31)', async () => {
    const founder = await newBuyer('limits-shown')
    const buyer = await join(founder, 'shown', ['BUYER'], {
      orderLimit: 200_00,
      monthlyLimit: 500_00,
    })
    const cartLimits = async (token: string) =>
      (await commerce.request(CartDocument, {}, { token })).cart.purchaseLimits
    expect(await cartLimits(buyer.token)).toEqual({
      perOrder: 200_00,
      monthly: 500_00,
      monthlyLeft: 500_00,
    })
    const placed = await orderOf(buyer.token, founder.address.id, 150_00)
    expect(await cartLimits(buyer.token)).toEqual({
      perOrder: 200_00,
      monthly: 500_00,
      monthlyLeft: 500_00 - placed.totalNet,
    })
    // A member without limits is told of none.
    expect(await cartLimits(founder.token)).toBe(null)
  })

  it('lets only buyers place orders', async () => {
    const founder = await newBuyer('roles')
    const approver = await join(founder, 'onlyapprover', ['APPROVER'])
    const product = await newProduct(`CA-role-${Date.now()}`, 10_00)
    const cart = (
      await commerce.request(CartDocument, {}, { token: approver.token })
    ).cart
    cartOf(await add(approver.token, cart.token, product.id, 1))
    const answer = await checkout(
      approver.token,
      cart.token,
      founder.address.id,
    )
    expect(answer).toMatchObject({
      __typename: 'Forbidden',
      message: expect.stringMatching(/role/),
    })
  })
})

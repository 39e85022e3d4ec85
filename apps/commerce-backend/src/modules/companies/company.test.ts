import {
  AcceptInvitationDocument,
  AddressesDocument,
  ApprovalsDocument,
  ApproveOrderDocument,
  AuthorizeDocument,
  CartDocument,
  CreateAddressDocument,
  DeleteAddressDocument,
  InventoryDocument,
  InvitationPreviewDocument,
  InvitationsDocument,
  InviteMemberDocument,
  MeDocument,
  MembersDocument,
  OrderDocument,
  OrdersDocument,
  RejectOrderDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  RevokeInvitationDocument,
  SetMemberActiveDocument,
  UpdateCompanyDocument,
  UpdateMemberDocument,
} from '@shop/commerce-client'
import type { Role } from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import {
  ADDRESS,
  add,
  backend,
  cartOf,
  checkout,
  commerce,
  linkTokenTo,
  mailTo,
  newBuyer,
  newProduct,
  useTestShop,
  shipAll,
} from '../../test-shop'

useTestShop()

type Founder = Awaited<ReturnType<typeof newBuyer>>

/** Invites `name` into the founder's company with roles and limits, and joins with the link. */
async function join(
  founder: Founder,
  name: string,
  roles: Role[],
  limits: { orderLimit?: number | null; monthlyLimit?: number | null } = {},
) {
  const email = `${name}-${Date.now()}@members.example`
  const { inviteMember } = await commerce.request(
    InviteMemberDocument,
    { input: { email, roles, ...limits } },
    { token: founder.token },
  )
  expect(inviteMember.__typename).toBe('InvitationSuccess')
  const link = await linkTokenTo(email, '/en/auth/accept-invitation')
  const { acceptInvitation } = await commerce.request(
    AcceptInvitationDocument,
    {
      token: link,
      input: { firstname: name, lastname: 'Member', password: 'member-pass-1' },
    },
  )
  if (acceptInvitation.__typename !== 'AuthorizeSuccess')
    throw new Error(`join refused: ${acceptInvitation.__typename}`)
  return {
    email,
    link,
    token: acceptInvitation.token,
    id: acceptInvitation.user.customer.id,
  }
}

/** A product at `price` cents, so an order's total is known (standard delivery on top). */
async function orderOf(token: string, addressId: string, price: number) {
  const product = await newProduct(`CA-${price}-${Date.now()}`, price)
  const cart = (await commerce.request(CartDocument, {}, { token })).cart
  cartOf(await add(token, cart.token, product.id, 1))
  return cartOf(await checkout(token, cart.token, addressId))
}

describe('invitations', () => {
  it('lets an administrator invite a member who joins with the e-mailed link, once', async () => {
    const founder = await newBuyer('inviter')
    const member = await join(founder, 'nurse', ['BUYER'], {
      orderLimit: 200_00,
    })
    const { me } = await commerce.request(
      MeDocument,
      {},
      { token: member.token },
    )
    expect(me?.customer).toMatchObject({
      email: member.email,
      roles: ['BUYER'],
      orderLimit: 200_00,
      monthlyLimit: null,
      emailVerified: true,
      company: { name: 'inviter clinic' },
    })
    // The link is used up: it neither previews nor joins again.
    expect(
      (
        await commerce.request(InvitationPreviewDocument, {
          token: member.link,
        })
      ).invitation,
    ).toBeNull()
    const again = await commerce.request(AcceptInvitationDocument, {
      token: member.link,
      input: { firstname: 'X', lastname: 'Y', password: 'member-pass-2' },
    })
    expect(again.acceptInvitation).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'token' }],
    })
  })

  it('previews an open invitation and refuses a withdrawn or superseded one', async () => {
    const founder = await newBuyer('withdrawer')
    const email = `late-${Date.now()}@members.example`
    const invite = () =>
      commerce.request(
        InviteMemberDocument,
        { input: { email, roles: ['BUYER'] } },
        { token: founder.token },
      )
    await invite()
    const first = await linkTokenTo(email, '/en/auth/accept-invitation')
    const { invitation } = await commerce.request(InvitationPreviewDocument, {
      token: first,
    })
    expect(invitation).toMatchObject({
      email,
      companyName: 'withdrawer clinic',
      invitedBy: 'Test withdrawer',
    })
    // A second invitation of the address ends the first link.
    const second = await invite()
    const secondLink = await linkTokenTo(email, '/en/auth/accept-invitation')
    expect(secondLink).not.toBe(first)
    expect(
      (await commerce.request(InvitationPreviewDocument, { token: first }))
        .invitation,
    ).toBeNull()
    // Withdrawn: the second link stops working too, and nothing joins.
    const id =
      second.inviteMember.__typename === 'InvitationSuccess'
        ? second.inviteMember.invitation.id
        : ''
    const { revokeInvitation } = await commerce.request(
      RevokeInvitationDocument,
      { id },
      { token: founder.token },
    )
    expect(revokeInvitation).toMatchObject({ __typename: 'DeleteSuccess', id })
    const { acceptInvitation } = await commerce.request(
      AcceptInvitationDocument,
      {
        token: secondLink,
        input: { firstname: 'A', lastname: 'B', password: 'member-pass-1' },
      },
    )
    expect(acceptInvitation.__typename).toBe('ValidationError')
    const joined = await backend.database.db
      .select()
      .from(t.customers)
      .where(eq(t.customers.email, email))
    expect(joined).toEqual([])
  })

  it('refuses bad input and changes nothing', async () => {
    const founder = await newBuyer('careful')
    const email = `bad-${Date.now()}@members.example`
    const { inviteMember } = await commerce.request(
      InviteMemberDocument,
      { input: { email, roles: [], orderLimit: 0, monthlyLimit: -5 } },
      { token: founder.token },
    )
    expect(inviteMember).toMatchObject({ __typename: 'ValidationError' })
    const paths =
      inviteMember.__typename === 'ValidationError'
        ? inviteMember.violations.map((v) => v.propertyPath).sort()
        : []
    expect(paths).toEqual(['monthlyLimit', 'orderLimit', 'roles'])
    expect(await mailTo(email)).toEqual([])
    // The founder's own address belongs to a member already.
    const self = await commerce.request(
      InviteMemberDocument,
      { input: { email: founder.email, roles: ['BUYER'] } },
      { token: founder.token },
    )
    expect(self.inviteMember).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'email' }],
    })
  })

  it('does not let an address with an account elsewhere join a second company', async () => {
    const founder = await newBuyer('poacher')
    const elsewhere = await newBuyer('elsewhere')
    await commerce.request(
      InviteMemberDocument,
      { input: { email: elsewhere.email, roles: ['BUYER'] } },
      { token: founder.token },
    )
    const link = await linkTokenTo(
      elsewhere.email,
      '/en/auth/accept-invitation',
    )
    const { acceptInvitation } = await commerce.request(
      AcceptInvitationDocument,
      {
        token: link,
        input: { firstname: 'A', lastname: 'B', password: 'member-pass-1' },
      },
    )
    expect(acceptInvitation.__typename).toBe('ValidationError')
    const [row] = await backend.database.db
      .select()
      .from(t.customers)
      .where(eq(t.customers.email, elsewhere.email))
    expect(row?.companyId).toBe(elsewhere.companyId)
  })
})

describe('permissions', () => {
  it('keeps a buyer from managing the company: every call is refused in the backend', async () => {
    const founder = await newBuyer('strict')
    const buyer = await join(founder, 'plain', ['BUYER'])
    const as = { token: buyer.token }
    await expect(commerce.request(MembersDocument, {}, as)).rejects.toThrow(
      /administrators and approvers/,
    )
    await expect(commerce.request(InvitationsDocument, {}, as)).rejects.toThrow(
      /administrator/,
    )
    await expect(commerce.request(ApprovalsDocument, {}, as)).rejects.toThrow(
      /approver/,
    )
    const refused = [
      (
        await commerce.request(
          InviteMemberDocument,
          { input: { email: 'x@y.example', roles: ['ADMINISTRATOR'] } },
          as,
        )
      ).inviteMember,
      (
        await commerce.request(
          UpdateMemberDocument,
          { id: buyer.id, input: { roles: ['ADMINISTRATOR'] } },
          as,
        )
      ).updateMember,
      (
        await commerce.request(
          SetMemberActiveDocument,
          { id: String(founder.customerId), active: false },
          as,
        )
      ).setMemberActive,
      (
        await commerce.request(
          UpdateCompanyDocument,
          { input: { membersMayAddAddresses: true } },
          as,
        )
      ).updateCompany,
    ]
    for (const answer of refused) expect(answer.__typename).toBe('Forbidden')
    const { me } = await commerce.request(MeDocument, {}, as)
    expect(me?.customer.roles).toEqual(['BUYER'])
  })

  it('answers another company’s members, invitations and orders as not found', async () => {
    const founder = await newBuyer('home')
    const buyer = await join(founder, 'homebuyer', ['BUYER'])
    const order = await orderOf(buyer.token, founder.address.id, 50_00)
    const stranger = await newBuyer('stranger')
    const as = { token: stranger.token }
    const { updateMember } = await commerce.request(
      UpdateMemberDocument,
      { id: buyer.id, input: { roles: ['ADMINISTRATOR'] } },
      as,
    )
    expect(updateMember).toMatchObject({
      __typename: 'Error',
      message: 'The member was not found.',
    })
    const { setMemberActive } = await commerce.request(
      SetMemberActiveDocument,
      { id: buyer.id, active: false },
      as,
    )
    expect(setMemberActive.__typename).toBe('Error')
    const pending = await commerce.request(
      InviteMemberDocument,
      { input: { email: `p-${Date.now()}@x.example`, roles: ['BUYER'] } },
      { token: founder.token },
    )
    const invitationId =
      pending.inviteMember.__typename === 'InvitationSuccess'
        ? pending.inviteMember.invitation.id
        : ''
    const { revokeInvitation } = await commerce.request(
      RevokeInvitationDocument,
      { id: invitationId },
      as,
    )
    expect(revokeInvitation).toMatchObject({
      __typename: 'Error',
      message: 'The invitation was not found.',
    })
    expect(
      (await commerce.request(OrderDocument, { token: order.token }, as)).order,
    ).toBeNull()
    const { approveOrder } = await commerce.request(
      ApproveOrderDocument,
      { token: order.token },
      as,
    )
    expect(approveOrder).toMatchObject({
      __typename: 'Error',
      message: 'The order was not found.',
    })
    const { orders } = await commerce.request(
      OrdersDocument,
      { placedBy: buyer.id },
      as,
    )
    expect(orders.total).toBe(0)
    const { addresses } = await commerce.request(AddressesDocument, {}, as)
    expect(addresses.map((a) => a.id)).not.toContain(founder.address.id)
    // Nothing changed: the buyer is still a buyer, active, and the invitation open.
    const { members } = await commerce.request(
      MembersDocument,
      {},
      { token: founder.token },
    )
    expect(members.find((m) => m.id === buyer.id)).toMatchObject({
      roles: ['BUYER'],
      active: true,
    })
  })

  it('shows buyers their own orders and administrators the company’s, by who placed them', async () => {
    const founder = await newBuyer('viewer')
    const first = await join(founder, 'first', ['BUYER'])
    const second = await join(founder, 'second', ['BUYER'])
    const mine = await orderOf(first.token, founder.address.id, 20_00)
    const theirs = await orderOf(second.token, founder.address.id, 30_00)
    const numbers = async (token: string, placedBy?: string) =>
      (
        await commerce.request(OrdersDocument, { placedBy }, { token })
      ).orders.orders.map((o) => o.number)
    expect(await numbers(first.token)).toEqual([mine.number])
    expect(await numbers(first.token, second.id)).toEqual([])
    expect(
      (
        await commerce.request(
          OrderDocument,
          { token: theirs.token },
          { token: first.token },
        )
      ).order,
    ).toBeNull()
    expect(await numbers(founder.token)).toEqual([theirs.number, mine.number])
    expect(await numbers(founder.token, first.id)).toEqual([mine.number])
    const { order } = await commerce.request(
      OrderDocument,
      { token: mine.token },
      { token: founder.token },
    )
    expect(order?.placedBy).toMatchObject({ id: first.id, firstname: 'first' })
    // The practice's stock is everyone's: the founder sees lots of the buyers' orders.
    await shipAll(mine.number ?? '', `LOT-MINE-${Date.now()}`)
    const { inventory } = await commerce.request(
      InventoryDocument,
      {},
      { token: founder.token },
    )
    expect(inventory.map((l) => l.orderNumber)).toContain(mine.number)
  })

  it('lets administrators manage the address book and buyers add only when allowed', async () => {
    const founder = await newBuyer('book')
    const buyer = await join(founder, 'bookbuyer', ['BUYER'])
    const as = { token: buyer.token }
    const create = async () =>
      (
        await commerce.request(
          CreateAddressDocument,
          { input: { ...ADDRESS, city: 'Boston' } },
          as,
        )
      ).createAddress
    expect((await create()).__typename).toBe('Forbidden')
    const { deleteAddress } = await commerce.request(
      DeleteAddressDocument,
      { id: founder.address.id },
      as,
    )
    expect(deleteAddress.__typename).toBe('Forbidden')
    // The company's address is the buyer's to choose.
    const { addresses } = await commerce.request(AddressesDocument, {}, as)
    expect(addresses.map((a) => a.id)).toEqual([founder.address.id])
    await commerce.request(
      UpdateCompanyDocument,
      { input: { membersMayAddAddresses: true } },
      { token: founder.token },
    )
    expect((await create()).__typename).toBe('AddressSuccess')
    const { addresses: shared } = await commerce.request(
      AddressesDocument,
      {},
      { token: founder.token },
    )
    expect(shared.map((a) => a.city)).toEqual(['New York', 'Boston'])
  })
})

describe('members', () => {
  it('keeps one active administrator and ends a deactivated member’s sessions at once', async () => {
    const founder = await newBuyer('last')
    const buyer = await join(founder, 'leaver', ['BUYER'])
    const order = await orderOf(buyer.token, founder.address.id, 10_00)
    const { updateMember } = await commerce.request(
      UpdateMemberDocument,
      { id: String(founder.customerId), input: { roles: ['BUYER'] } },
      { token: founder.token },
    )
    expect(updateMember).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'roles' }],
    })
    const self = await commerce.request(
      SetMemberActiveDocument,
      { id: String(founder.customerId), active: false },
      { token: founder.token },
    )
    expect(self.setMemberActive.__typename).toBe('ValidationError')

    const { setMemberActive } = await commerce.request(
      SetMemberActiveDocument,
      { id: buyer.id, active: false },
      { token: founder.token },
    )
    expect(setMemberActive).toMatchObject({
      __typename: 'MemberSuccess',
      member: { active: false },
    })
    await expect(
      commerce.request(MeDocument, {}, { token: buyer.token }),
    ).rejects.toThrow()
    const signIn = await commerce.request(AuthorizeDocument, {
      username: buyer.email,
      password: 'member-pass-1',
    })
    expect(signIn.authorize.__typename).toBe('Forbidden')
    // Their order stays in the company's history.
    const { orders } = await commerce.request(
      OrdersDocument,
      { placedBy: buyer.id },
      { token: founder.token },
    )
    expect(orders.orders.map((o) => o.number)).toEqual([order.number])
    // Once there is a second administrator, the founder may step down.
    const second = await join(founder, 'deputy', ['ADMINISTRATOR'])
    const stepDown = await commerce.request(
      UpdateMemberDocument,
      { id: String(founder.customerId), input: { roles: ['BUYER'] } },
      { token: second.token },
    )
    expect(stepDown.updateMember).toMatchObject({
      __typename: 'MemberSuccess',
      member: { roles: ['BUYER'] },
    })
  })
})

describe('a deactivated member', () => {
  it('is told their access ended only after the right password, and cannot reset it to get in', async () => {
    const founder = await newBuyer('ender')
    const member = await join(founder, 'ended', ['BUYER'])
    await commerce.request(
      SetMemberActiveDocument,
      { id: member.id, active: false },
      { token: founder.token },
    )
    const signIn = async (username: string, password: string) =>
      (await commerce.request(AuthorizeDocument, { username, password }))
        .authorize
    const ended = {
      __typename: 'Forbidden',
      message:
        'Your access to your practice’s account was ended. Ask your practice’s administrator to give it back if you still need it.',
    }
    expect(await signIn(member.email, 'member-pass-1')).toEqual(ended)
    // A wrong password tells no more than for an address without an account.
    const wrong = await signIn(member.email, 'not-the-password')
    expect(wrong).toEqual(await signIn('nobody@members.example', 'x-pass-1'))

    await commerce.request(RequestPasswordResetDocument, {
      email: member.email,
    })
    const token = await linkTokenTo(member.email, '/en/auth/reset-password')
    const { resetPassword } = await commerce.request(ResetPasswordDocument, {
      token,
      password: 'a-new-password',
    })
    expect(resetPassword).toEqual(ended)
    // Nothing changed: the old password is theirs, nobody was signed in, nothing was e-mailed.
    expect(await signIn(member.email, 'a-new-password')).toEqual(wrong)
    expect(await signIn(member.email, 'member-pass-1')).toEqual(ended)
    expect((await mailTo(member.email)).map((m) => m.kind)).toEqual([
      'invitation',
      'password-reset',
    ])
  })
})

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

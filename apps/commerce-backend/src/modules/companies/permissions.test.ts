import {
  AddressesDocument,
  ApprovalsDocument,
  ApproveOrderDocument,
  CreateAddressDocument,
  DeleteAddressDocument,
  InventoryDocument,
  InvitationsDocument,
  InviteMemberDocument,
  MeDocument,
  MembersDocument,
  OrderDocument,
  OrdersDocument,
  RevokeInvitationDocument,
  SetMemberActiveDocument,
  UpdateCompanyDocument,
  UpdateMemberDocument,
} from '@shop/commerce-client'
import { describe, expect, it } from 'vitest'
import {
  ADDRESS,
  commerce,
  newBuyer,
  useTestShop,
  shipAll,
} from '../../test-shop'
import { join, orderOf } from './company-fixture'

// What a member may do in the practice, refused in the backend, and another
// practice's objects answered as not found.
useTestShop()

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

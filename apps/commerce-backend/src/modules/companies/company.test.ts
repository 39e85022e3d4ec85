import {
  AcceptInvitationDocument,
  AuthorizeDocument,
  InvitationPreviewDocument,
  InviteMemberDocument,
  MeDocument,
  OrdersDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  RevokeInvitationDocument,
  SetMemberActiveDocument,
  UpdateMemberDocument,
} from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import {
  backend,
  commerce,
  linkTokenTo,
  mailTo,
  newBuyer,
  useTestShop,
} from '../../test-shop'
import { join, orderOf } from './company-fixture'

// A practice's members: invited by e-mail, kept with one active administrator, and
// shut out at once when deactivated.
useTestShop()

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

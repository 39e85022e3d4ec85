import {
  AcceptInvitationDocument,
  ApproveOrderDocument,
  CreateAddressDocument,
  AuthorizeDocument,
  CartDocument,
  InvitationPreviewDocument,
  InviteMemberDocument,
  MarkOrderPaidDocument,
  MeDocument,
  OrderUpdatedDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  SetMemberActiveDocument,
  SignUpDocument,
  UpdateCompanyDocument,
  UpdateMemberDocument,
  VerifyEmailDocument,
  createSubscriptionClient,
} from '@shop/commerce-client'
import type { Role } from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { hashPassword } from '../../auth/passwords'
import { hashToken } from '../../auth/tokens'
import * as t from '../../db/schema'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import {
  ADDRESS,
  add,
  backend,
  cartOf,
  checkout,
  commerce,
  linkTokenTo,
  newBuyer,
  newProduct,
  url,
  useTestShop,
} from '../../test-shop'

// Issue 30: what an unconfirmed sign-up, a withdrawn administrator or a deactivated subscriber
// can no longer do.
useTestShop()

const service = { headers: { 'x-service-secret': TEST_SERVICE_SECRET } }

const signIn = async (username: string, password: string) =>
  (await commerce.request(AuthorizeDocument, { username, password })).authorize

/** The caller's e-mail address, or 'refused' once the session is over. */
const me = (token: string) =>
  commerce.request(MeDocument, {}, { token }).then(
    (answer) => answer.me?.customer.email ?? null,
    () => 'refused' as const,
  )

const preview = async (token: string) =>
  (await commerce.request(InvitationPreviewDocument, { token })).invitation

/** Invites `email` as the inviter, answering the e-mailed link's token. */
async function invite(inviterToken: string, email: string, roles: Role[]) {
  const { inviteMember } = await commerce.request(
    InviteMemberDocument,
    { input: { email, roles } },
    { token: inviterToken },
  )
  expect(inviteMember.__typename).toBe('InvitationSuccess')
  return linkTokenTo(email, '/en/auth/accept-invitation')
}

const accept = async (link: string) =>
  (
    await commerce.request(AcceptInvitationDocument, {
      token: link,
      input: {
        firstname: 'New',
        lastname: 'Member',
        password: 'member-pass-1',
      },
    })
  ).acceptInvitation

/** Joins `name` to the founder's company with an invitation, signed in. */
async function join(founderToken: string, name: string, roles: Role[]) {
  const email = `${name}-${Date.now()}@members.example`
  const joined = await accept(await invite(founderToken, email, roles))
  if (joined.__typename !== 'AuthorizeSuccess')
    throw new Error(`join refused: ${joined.__typename}`)
  return { email, token: joined.token, id: joined.user.customer.id }
}

/**
 * Someone signs up with the owner's address (never confirmed) and signs in with the password
 * they chose; `hidden` is an administrator who joined through that account's invitation before
 * unconfirmed accounts were kept from inviting (as the running shop has them).
 */
async function hijackedAccount(name: string) {
  const email = `${name}-${Date.now()}@owner.example`
  const { signUp } = await commerce.request(
    SignUpDocument,
    {
      input: {
        email,
        password: 'attackers-pass-1',
        firstname: 'Pre',
        lastname: 'Hijacker',
        company: `${name} practice`,
        npiNumber: '1234567893',
      },
    },
    service,
  )
  expect(signUp.__typename).toBe('Accepted')
  const attacker = await signIn(email, 'attackers-pass-1')
  if (attacker.__typename !== 'AuthorizeSuccess')
    throw new Error('an unconfirmed account signs in')
  const { db } = backend.database
  const [account] = await db
    .select()
    .from(t.customers)
    .where(eq(t.customers.email, email))
  const hiddenEmail = `hidden-${Date.now()}@attacker.example`
  await db.insert(t.customers).values({
    companyId: account!.companyId,
    roles: ['administrator'],
    email: hiddenEmail,
    passwordHash: await hashPassword('hidden-pass-1'),
    firstname: 'Hidden',
    lastname: 'Admin',
    emailVerifiedAt: new Date(),
  })
  const openLink = `open-${Date.now()}`
  for (const [to, accepted, token] of [
    [hiddenEmail, new Date(), `used-${Date.now()}`],
    [`second-${Date.now()}@attacker.example`, null, openLink],
  ] as const)
    await db.insert(t.invitations).values({
      companyId: account!.companyId,
      email: to,
      roles: ['administrator'],
      invitedBy: account!.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
      acceptedAt: accepted,
    })
  const hidden = await signIn(hiddenEmail, 'hidden-pass-1')
  if (hidden.__typename !== 'AuthorizeSuccess') throw new Error('hidden')
  return {
    email,
    attacker: attacker.token,
    founderId: attacker.user.customer.id,
    hidden: { email: hiddenEmail, token: hidden.token },
    openLink,
  }
}

describe('an unconfirmed account', () => {
  it('browses, but neither invites nor changes members, roles, addresses or the company', async () => {
    const founder = await newBuyer('unconfirmed', { verified: false })
    expect(await me(founder.token)).toBe(founder.email)
    const { inviteMember } = await commerce.request(
      InviteMemberDocument,
      {
        input: {
          email: `co-admin-${Date.now()}@attacker.example`,
          roles: ['ADMINISTRATOR'],
        },
      },
      { token: founder.token },
    )
    expect(inviteMember).toMatchObject({
      __typename: 'Forbidden',
      message:
        'Please confirm your email address first: follow the link we sent you, or ask for a new one.',
    })
    const { updateCompany } = await commerce.request(
      UpdateCompanyDocument,
      { input: { membersMayAddAddresses: true } },
      { token: founder.token },
    )
    expect(updateCompany.__typename).toBe('Forbidden')
    const { updateMember } = await commerce.request(
      UpdateMemberDocument,
      { id: String(founder.customerId), input: { roles: ['ADMINISTRATOR'] } },
      { token: founder.token },
    )
    expect(updateMember.__typename).toBe('Forbidden')
    const { setMemberActive } = await commerce.request(
      SetMemberActiveDocument,
      { id: String(founder.customerId), active: true },
      { token: founder.token },
    )
    expect(setMemberActive.__typename).toBe('Forbidden')
    // Nor an address: it would be the owner's default for deliveries.
    const { createAddress } = await commerce.request(
      CreateAddressDocument,
      { input: ADDRESS },
      { token: founder.token },
    )
    expect(createAddress.__typename).toBe('Forbidden')
  })

  it('decides on no order', async () => {
    const founder = await newBuyer('unconfirmed-approver')
    const buyer = await join(founder.token, 'limited', ['BUYER'])
    await backend.database.db
      .update(t.customers)
      .set({ orderLimitNet: 1_00 })
      .where(eq(t.customers.id, Number(buyer.id)))
    backend.services.sessions.customerChanged(Number(buyer.id))
    const product = await newProduct(`UNA-${Date.now()}`, 10_00)
    const cart = (
      await commerce.request(CartDocument, {}, { token: buyer.token })
    ).cart
    cartOf(await add(buyer.token, cart.token, product.id, 1))
    const order = cartOf(
      await checkout(buyer.token, cart.token, founder.address.id),
    )
    expect(order.state).toBe('awaiting_approval')
    // The approver's address is no longer confirmed (as one who joined before this rule).
    await backend.database.db
      .update(t.customers)
      .set({ emailVerifiedAt: null })
      .where(eq(t.customers.id, founder.customerId))
    backend.services.sessions.customerChanged(founder.customerId)
    const { approveOrder } = await commerce.request(
      ApproveOrderDocument,
      { token: order.token },
      { token: founder.token },
    )
    expect(approveOrder).toMatchObject({
      __typename: 'Forbidden',
      message: expect.stringContaining('confirm your email address'),
    })
  })

  it('loses what it did, and its sessions, when the owner resets the password', async () => {
    const account = await hijackedAccount('reset')
    // The owner, who never signed up, asks for a new password.
    await commerce.request(
      RequestPasswordResetDocument,
      { email: account.email },
      service,
    )
    const { resetPassword } = await commerce.request(ResetPasswordDocument, {
      token: await linkTokenTo(account.email, '/en/auth/reset-password'),
      password: 'owners-pass-1',
    })
    expect(resetPassword.__typename).toBe('AuthorizeSuccess')
    expect(await me(account.attacker)).toBe('refused')
    // The hidden administrator is signed out and deactivated, the open invitation withdrawn.
    expect(await me(account.hidden.token)).toBe('refused')
    expect(
      (await signIn(account.hidden.email, 'hidden-pass-1')).__typename,
    ).toBe('Forbidden') // deactivated: told so after the right password
    expect(await preview(account.openLink)).toBeNull()
  })

  it('loses what it did when the owner confirms the address, and the owner is signed in', async () => {
    const account = await hijackedAccount('confirm')
    const { verifyEmail } = await commerce.request(VerifyEmailDocument, {
      token: await linkTokenTo(account.email, '/en/auth/verify-email'),
    })
    if (verifyEmail.__typename !== 'EmailVerified' || !verifyEmail.signIn)
      throw new Error(`not signed in: ${verifyEmail.__typename}`)
    expect(await me(verifyEmail.signIn.token)).toBe(account.email)
    expect(await me(account.attacker)).toBe('refused')
    expect(await me(account.hidden.token)).toBe('refused')
    expect(await preview(account.openLink)).toBeNull()
    expect(await accept(account.openLink)).toMatchObject({
      __typename: 'ValidationError',
    })
  })
})

describe('an invitation', () => {
  it('stops working when its inviter is deactivated or demoted, or no longer may invite', async () => {
    const founder = await newBuyer('sleeper')
    const deputy = await join(founder.token, 'deputy', ['ADMINISTRATOR'])
    const sleeper = await invite(
      deputy.token,
      `sleeper-${Date.now()}@members.example`,
      ['ADMINISTRATOR'],
    )
    await commerce.request(
      SetMemberActiveDocument,
      { id: deputy.id, active: false },
      { token: founder.token },
    )
    expect(await preview(sleeper)).toBeNull()
    expect(await accept(sleeper)).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'token' }],
    })

    const second = await join(founder.token, 'second', ['ADMINISTRATOR'])
    const demotedLink = await invite(
      second.token,
      `demoted-${Date.now()}@members.example`,
      ['ADMINISTRATOR'],
    )
    const { updateMember } = await commerce.request(
      UpdateMemberDocument,
      { id: second.id, input: { roles: ['BUYER'] } },
      { token: founder.token },
    )
    expect(updateMember.__typename).toBe('MemberSuccess')
    expect(await accept(demotedLink)).toMatchObject({
      __typename: 'ValidationError',
    })

    // However the inviter lost the right (here straight in the database), accepting asks again.
    const third = await join(founder.token, 'third', ['ADMINISTRATOR'])
    const lateLink = await invite(
      third.token,
      `late-${Date.now()}@members.example`,
      ['BUYER'],
    )
    await backend.database.db
      .update(t.customers)
      .set({ roles: ['buyer'] })
      .where(eq(t.customers.id, Number(third.id)))
    expect(await preview(lateLink)).toBeNull()
    expect(await accept(lateLink)).toMatchObject({
      __typename: 'ValidationError',
    })
  })
})

describe('an order subscription', () => {
  it('stops delivering once its subscriber is deactivated', async () => {
    const founder = await newBuyer('subscribed')
    const buyer = await join(founder.token, 'listener', ['BUYER'])
    const product = await newProduct(`SUB-${Date.now()}`, 10_00)
    const cart = (
      await commerce.request(CartDocument, {}, { token: buyer.token })
    ).cart
    cartOf(await add(buyer.token, cart.token, product.id, 1))
    expect(
      cartOf(
        await checkout(buyer.token, cart.token, founder.address.id, 'stripe'),
      ).state,
    ).toBe('payment_pending')
    const listen = (token: string) => {
      const client = createSubscriptionClient({
        url: `${url.replace('http', 'ws')}/graphql/commerce`,
        webSocketImpl: WebSocket,
        token: () => token,
      })
      return {
        client,
        updates: client.subscribe(OrderUpdatedDocument, { token: cart.token }),
      }
    }
    const buyers = listen(buyer.token)
    const founders = listen(founder.token)
    // Payment events, delivered again until the founder's subscription (the control) hears one.
    const hear = async (next: Promise<unknown>) => {
      let waiting = true
      const redeliver = async () => {
        while (waiting) {
          await new Promise((r) => setTimeout(r, 100))
          await commerce.request(
            MarkOrderPaidDocument,
            { token: cart.token, paymentReference: 'pi_sub' },
            service,
          )
        }
      }
      const [heard] = await Promise.all([
        next.finally(() => (waiting = false)),
        redeliver(),
      ])
      return heard
    }
    const first = buyers.updates.next()
    await hear(founders.updates.next())
    expect((await first).value?.orderUpdated.state).toBe('paid')

    await commerce.request(
      SetMemberActiveDocument,
      { id: buyer.id, active: false },
      { token: founder.token },
    )
    // Events already on their way may arrive; after the next one, the subscription is over.
    const ended = (async () => {
      for await (const _ of buyers.updates);
      return 'ended'
    })()
    await hear(founders.updates.next())
    const grace = new Promise((r) =>
      setTimeout(() => r('still listening'), 5000),
    )
    expect(await Promise.race([ended, grace])).toBe('ended')
    await buyers.client.dispose()
    await founders.client.dispose()
  })
})

import {
  AcceptInvitationDocument,
  AuthorizeDocument,
  ChangePasswordDocument,
  MarkPaymentFailedDocument,
  MeDocument,
  PasswordResetLinkValidDocument,
  RequestEmailChangeDocument,
  RequestPasswordResetDocument,
  ResendVerificationDocument,
  ResetPasswordDocument,
  SignUpDocument,
  UpdateProfileDocument,
  VerifyEmailDocument,
} from '@shop/commerce-client'
import type { AuthorizeResultFieldsFragment } from '@shop/commerce-client'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { hashPassword } from '../../auth/passwords'
import type * as passwords from '../../auth/passwords'
import * as t from '../../db/schema'
import { DEMO_CUSTOMERS } from '../../seed/seed'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import {
  add,
  backend,
  cartOf,
  checkout,
  commerce,
  count,
  linkTokenTo,
  mailTo,
  newBuyer,
  productId,
  useTestShop,
} from '../../test-shop'

// Password hashes counted: the costly work a made-up link must not cause.
vi.mock('../../auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>()
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) }
})

useTestShop()

const fromClient = (client: string) => ({
  headers: {
    'x-service-secret': TEST_SERVICE_SECRET,
    'x-client-address': client,
  },
})

function signedIn(result: AuthorizeResultFieldsFragment) {
  if (result.__typename !== 'AuthorizeSuccess')
    throw new Error(`expected a sign-in, got ${result.__typename}`)
  return result
}

const signIn = async (username: string, password: string) =>
  (await commerce.request(AuthorizeDocument, { username, password })).authorize

const me = async (token: string) =>
  commerce.request(MeDocument, {}, { token }).then(
    (answer) => answer.me?.customer ?? null,
    () => 'refused' as const,
  )

const newAccount = (email: string) => ({
  email,
  password: 'a-good-password',
  salutation: 'dr',
  firstname: 'Iris',
  lastname: 'Okafor',
  company: 'Riverbend Dental Care',
  npiNumber: '1987654328',
})

describe('sign-up', () => {
  it('creates the account without signing in and e-mails a link that confirms it once and signs in', async () => {
    const email = 'reception@riverbend-dental.example'
    const { signUp } = await commerce.request(
      SignUpDocument,
      { input: newAccount(email) },
      fromClient('203.0.113.70'),
    )
    expect(signUp).toEqual({ __typename: 'Accepted', accepted: true })
    const [message] = await mailTo(email)
    expect(message).toMatchObject({ kind: 'verify-email', recipient: email })
    // The account works at once for signing in and browsing, not yet for ordering.
    const early = signedIn(await signIn(email, 'a-good-password'))
    expect((await me(early.token)) as object).toMatchObject({
      emailVerified: false,
    })
    const token = await linkTokenTo(email, '/en/auth/verify-email')
    const { verifyEmail } = await commerce.request(VerifyEmailDocument, {
      token,
    })
    // Confirmed and signed in by the link (decision 022); a session from before is over, since
    // whoever signed up with the address may not be its owner.
    if (verifyEmail.__typename !== 'EmailVerified' || !verifyEmail.signIn)
      throw new Error(`not signed in: ${verifyEmail.__typename}`)
    expect(verifyEmail.email).toBe(email)
    expect((await me(verifyEmail.signIn.token)) as object).toMatchObject({
      email,
      emailVerified: true,
    })
    expect(await me(early.token)).toBe('refused')
    const { verifyEmail: again } = await commerce.request(VerifyEmailDocument, {
      token,
    })
    expect(again).toMatchObject({
      __typename: 'ValidationError',
      message: 'This link has expired or was already used. Ask for a new one.',
    })
  })

  it('answers a taken address exactly like a new one and e-mails its owner instead', async () => {
    const owner = DEMO_CUSTOMERS[0]
    const customersBefore = await count(
      sql`select count(*)::int as n from customers`,
    )
    const mailBefore = (await mailTo(owner.email)).length
    const { signUp } = await commerce.request(
      SignUpDocument,
      { input: newAccount(owner.email) },
      fromClient('203.0.113.71'),
    )
    expect(signUp).toEqual({ __typename: 'Accepted', accepted: true })
    expect(await count(sql`select count(*)::int as n from customers`)).toBe(
      customersBefore,
    )
    const messages = await mailTo(owner.email)
    expect(messages).toHaveLength(mailBefore + 1)
    expect(messages.at(-1)?.kind).toBe('sign-up-attempt')
    expect(messages.at(-1)?.text).not.toMatch(/token=/)
    // Nothing changed for the owner: the password chosen at the sign-up does not sign in.
    expect((await signIn(owner.email, 'a-good-password')).__typename).toBe(
      'Error',
    )
    expect((await signIn(owner.email, owner.password)).__typename).toBe(
      'AuthorizeSuccess',
    )
  })

  it('sends the link again to an unconfirmed address only, with the same answer for any address', async () => {
    const email = 'desk@harbor-eye.example'
    await commerce.request(
      SignUpDocument,
      { input: { ...newAccount(email), npiNumber: '1679576722' } },
      fromClient('203.0.113.72'),
    )
    const first = await linkTokenTo(email, '/en/auth/verify-email')
    for (const address of [email, 'nobody@nowhere.example'])
      expect(
        (
          await commerce.request(
            ResendVerificationDocument,
            { email: address },
            fromClient('203.0.113.72'),
          )
        ).resendVerification,
      ).toEqual({ __typename: 'Accepted', accepted: true })
    expect(await mailTo('nobody@nowhere.example')).toEqual([])
    const second = await linkTokenTo(email, '/en/auth/verify-email')
    expect(second).not.toBe(first)
    // Only the newest link works.
    expect(
      (await commerce.request(VerifyEmailDocument, { token: first }))
        .verifyEmail.__typename,
    ).toBe('ValidationError')
    expect(
      (await commerce.request(VerifyEmailDocument, { token: second }))
        .verifyEmail.__typename,
    ).toBe('EmailVerified')
  })

  it('refuses an order until the address is confirmed, and e-mails the confirmation with the order', async () => {
    const buyer = await newBuyer('unconfirmed', { verified: false })
    const gloves = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')
    cartOf(await add(buyer.token, buyer.cart.token, Number(gloves.id), 2))
    const refused = await checkout(
      buyer.token,
      buyer.cart.token,
      buyer.address.id,
    )
    expect(refused).toMatchObject({
      __typename: 'Error',
      message: expect.stringContaining('confirm your email address'),
    })
    expect(await mailTo(buyer.email)).toEqual([])
    await backend.database.db
      .update(t.customers)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(t.customers.id, buyer.customerId))
    const order = cartOf(
      await checkout(buyer.token, buyer.cart.token, buyer.address.id),
    )
    const [confirmation] = await mailTo(buyer.email)
    expect(confirmation).toMatchObject({
      kind: 'order-confirmation',
      subject: expect.stringContaining(order.number ?? 'no number'),
    })
    // No invoice link yet: it is issued when the order ships (INVOICE_ON=shipped).
    expect(confirmation?.text).toContain(
      'The invoice follows when the order ships',
    )
    expect(confirmation?.text).not.toContain('/invoice.pdf')
    expect(confirmation?.text).toContain(gloves.sku)
  })
})

describe('a forgotten password', () => {
  it('e-mails a single-use link that sets a new password, ends every session and signs in', async () => {
    const buyer = await newBuyer('forgetful')
    const other = signedIn(await signIn(buyer.email, 'buyer-pass-1'))
    const { requestPasswordReset } = await commerce.request(
      RequestPasswordResetDocument,
      { email: buyer.email.toUpperCase() },
      fromClient('203.0.113.80'),
    )
    expect(requestPasswordReset).toEqual({
      __typename: 'Accepted',
      accepted: true,
    })
    const token = await linkTokenTo(buyer.email, '/en/auth/reset-password')
    const { resetPassword } = await commerce.request(ResetPasswordDocument, {
      token,
      password: 'a-new-password',
    })
    const fresh = signedIn(resetPassword)
    expect(await me(fresh.token)).toMatchObject({ email: buyer.email })
    // Whoever held a session before is out; the old password no longer works.
    expect(await me(buyer.token)).toBe('refused')
    expect(await me(other.token)).toBe('refused')
    expect((await signIn(buyer.email, 'buyer-pass-1')).__typename).toBe('Error')
    expect((await signIn(buyer.email, 'a-new-password')).__typename).toBe(
      'AuthorizeSuccess',
    )
    expect((await mailTo(buyer.email)).map((m) => m.kind)).toEqual([
      'password-reset',
      'password-changed',
    ])
    // Used once, the link changes nothing again.
    const { resetPassword: again } = await commerce.request(
      ResetPasswordDocument,
      { token, password: 'an-attackers-password' },
    )
    expect(again.__typename).toBe('ValidationError')
    expect((await signIn(buyer.email, 'a-new-password')).__typename).toBe(
      'AuthorizeSuccess',
    )
  })

  it('tells the page a reset link opens whether it still works, and uses nothing up', async () => {
    const buyer = await newBuyer('link-check')
    const ask = () =>
      commerce.request(
        RequestPasswordResetDocument,
        { email: buyer.email },
        fromClient('203.0.113.83'),
      )
    const valid = async (token: string) =>
      (await commerce.request(PasswordResetLinkValidDocument, { token }))
        .passwordResetLinkValid
    await ask()
    const first = await linkTokenTo(buyer.email, '/en/auth/reset-password')
    expect(await valid(first)).toBe(true)
    // Asked again, the link still works: the check used nothing up.
    expect(await valid(first)).toBe(true)
    expect(await valid('forged-token-forged-token-forged-token-123')).toBe(
      false,
    )
    await commerce.request(ResetPasswordDocument, {
      token: first,
      password: 'a-new-password',
    })
    // Used: the page says so at once.
    expect(await valid(first)).toBe(false)
    await ask()
    const second = await linkTokenTo(buyer.email, '/en/auth/reset-password')
    await backend.database.db
      .update(t.accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.accountTokens.customerId, buyer.customerId))
    // Expired: likewise.
    expect(await valid(second)).toBe(false)
  })

  it('answers an unknown address the same and e-mails nobody', async () => {
    const { requestPasswordReset } = await commerce.request(
      RequestPasswordResetDocument,
      { email: 'stranger@unknown-clinic.example' },
      fromClient('203.0.113.81'),
    )
    expect(requestPasswordReset).toEqual({
      __typename: 'Accepted',
      accepted: true,
    })
    expect(await mailTo('stranger@unknown-clinic.example')).toEqual([])
  })

  it('refuses an expired, a forged or a superseded link and changes nothing', async () => {
    const buyer = await newBuyer('expired-link')
    const ask = () =>
      commerce.request(
        RequestPasswordResetDocument,
        { email: buyer.email },
        fromClient('203.0.113.82'),
      )
    await ask()
    const first = await linkTokenTo(buyer.email, '/en/auth/reset-password')
    await ask()
    const second = await linkTokenTo(buyer.email, '/en/auth/reset-password')
    await backend.database.db
      .update(t.accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.accountTokens.customerId, buyer.customerId))
    for (const token of [
      first,
      second,
      'forged-token-forged-token-forged-token-123',
    ])
      expect(
        (
          await commerce.request(ResetPasswordDocument, {
            token,
            password: 'an-attackers-password',
          })
        ).resetPassword,
      ).toMatchObject({
        __typename: 'ValidationError',
        violations: [{ propertyPath: 'token' }],
      })
    expect(await me(buyer.token)).toMatchObject({ email: buyer.email })
    expect((await signIn(buyer.email, 'buyer-pass-1')).__typename).toBe(
      'AuthorizeSuccess',
    )
  })

  it('answers every request for an address alike, e-mails it five times an hour, and stops a client walking through addresses', async () => {
    const buyer = await newBuyer('much-asked')
    const ask = (email: string, client: string) =>
      commerce
        .request(RequestPasswordResetDocument, { email }, fromClient(client))
        .then((answer) => answer.requestPasswordReset.__typename)
    const answers = []
    for (let i = 0; i < 7; i++)
      answers.push(await ask(buyer.email, `198.51.100.${i + 1}`))
    // A stranger asking again and again keeps nobody from the link: the owner gets the same answer.
    expect(answers).toEqual(Array(7).fill('Accepted'))
    expect(await mailTo(buyer.email)).toHaveLength(5)
    const walk = []
    for (let i = 0; i < 21; i++)
      walk.push(await ask(`walk-${i}@throttled-clinic.example`, '203.0.113.84'))
    expect(walk).toEqual([...Array(20).fill('Accepted'), 'TooManyAttempts'])
  })
})

describe('links that set a password', () => {
  it('spend no password hash on a made-up link, and are throttled per client for the links refused', async () => {
    const madeUp = 'made-up-token-made-up-token-made-up-token-1'
    const reset = (client: string) =>
      commerce
        .request(
          ResetPasswordDocument,
          { token: madeUp, password: 'a-new-password' },
          fromClient(client),
        )
        .then((answer) => answer.resetPassword.__typename)
    const accept = (client: string) =>
      commerce
        .request(
          AcceptInvitationDocument,
          {
            token: madeUp,
            input: {
              firstname: 'Eve',
              lastname: 'Guess',
              password: 'pass-1234',
            },
          },
          fromClient(client),
        )
        .then((answer) => answer.acceptInvitation.__typename)
    // A link that works does not count.
    const buyer = await newBuyer('link-user')
    await commerce.request(
      RequestPasswordResetDocument,
      { email: buyer.email },
      fromClient('203.0.113.90'),
    )
    const { resetPassword } = await commerce.request(
      ResetPasswordDocument,
      {
        token: await linkTokenTo(buyer.email, '/en/auth/reset-password'),
        password: 'a-new-password',
      },
      fromClient('203.0.113.90'),
    )
    expect(resetPassword.__typename).toBe('AuthorizeSuccess')
    vi.mocked(hashPassword).mockClear()
    const answers = []
    for (let i = 0; i < 10; i++)
      answers.push(await reset('203.0.113.90'), await accept('203.0.113.90'))
    expect(answers).toEqual(Array(20).fill('ValidationError'))
    expect(hashPassword).not.toHaveBeenCalled()
    expect(await reset('203.0.113.90')).toBe('TooManyAttempts')
    expect(await accept('203.0.113.90')).toBe('TooManyAttempts')
    expect(await reset('203.0.113.91')).toBe('ValidationError')
  })
})

describe('the signed-in profile', () => {
  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const buyer = await newBuyer('changer')
    const other = signedIn(await signIn(buyer.email, 'buyer-pass-1'))
    const change = (currentPassword: string) =>
      commerce.request(
        ChangePasswordDocument,
        { currentPassword, newPassword: 'a-changed-password' },
        { token: buyer.token },
      )
    const wrong = (await change('not-my-password')).changePassword
    expect(wrong).toMatchObject({
      __typename: 'ValidationError',
      violations: [
        {
          propertyPath: 'currentPassword',
          message: 'The current password is not correct.',
        },
      ],
    })
    expect(await me(other.token)).toMatchObject({ email: buyer.email })
    expect((await change('buyer-pass-1')).changePassword.__typename).toBe(
      'CustomerSuccess',
    )
    expect(await me(buyer.token)).toMatchObject({ email: buyer.email })
    expect(await me(other.token)).toBe('refused')
    expect((await signIn(buyer.email, 'a-changed-password')).__typename).toBe(
      'AuthorizeSuccess',
    )
    expect((await mailTo(buyer.email)).map((m) => m.kind)).toEqual([
      'password-changed',
    ])
  })

  it('changes the e-mail address once the link sent to the new one is followed', async () => {
    const buyer = await newBuyer('mover')
    const newEmail = `moved-${Date.now()}@new-clinic.example`
    const request = (currentPassword: string, address = newEmail) =>
      commerce.request(
        RequestEmailChangeDocument,
        { newEmail: address, currentPassword },
        { token: buyer.token },
      )
    expect((await request('wrong-password')).requestEmailChange).toMatchObject({
      __typename: 'ValidationError',
    })
    expect(await mailTo(newEmail)).toEqual([])
    expect((await request('buyer-pass-1')).requestEmailChange.__typename).toBe(
      'Accepted',
    )
    expect((await mailTo(buyer.email)).map((m) => m.kind)).toEqual([
      'email-change-notice',
    ])
    // Nothing changes before the link is followed.
    expect(await me(buyer.token)).toMatchObject({ email: buyer.email })
    const token = await linkTokenTo(newEmail, '/en/auth/verify-email')
    const { verifyEmail } = await commerce.request(VerifyEmailDocument, {
      token,
    })
    // A changed address's link does not sign in: the session that asked for it stays.
    expect(verifyEmail).toEqual({
      __typename: 'EmailVerified',
      email: newEmail,
      signIn: null,
    })
    expect(await me(buyer.token)).toMatchObject({
      email: newEmail,
      emailVerified: true,
    })
    expect((await signIn(newEmail, 'buyer-pass-1')).__typename).toBe(
      'AuthorizeSuccess',
    )
    // An address another account has gets no link, with the same answer.
    const taken = DEMO_CUSTOMERS[1].email
    const before = (await mailTo(taken)).length
    expect(
      (await request('buyer-pass-1', taken)).requestEmailChange.__typename,
    ).toBe('Accepted')
    expect(await mailTo(taken)).toHaveLength(before)
  })

  it('takes an address from an unconfirmed sign-up that holds it, and tells nobody it exists', async () => {
    const buyer = await newBuyer('claimer')
    const claimed = `claimed-${Date.now()}@new-clinic.example`
    const signUp = (email: string, client: string) =>
      commerce.request(
        SignUpDocument,
        { input: newAccount(email) },
        fromClient(client),
      )
    const request = (newEmail: string) =>
      commerce
        .request(
          RequestEmailChangeDocument,
          { newEmail, currentPassword: 'buyer-pass-1' },
          { token: buyer.token },
        )
        .then((answer) => answer.requestEmailChange.__typename)
    const follow = async (email: string) =>
      (
        await commerce.request(VerifyEmailDocument, {
          token: await linkTokenTo(email, '/en/auth/verify-email'),
        })
      ).verifyEmail
    // Somebody signed up with the address before, and never confirmed it.
    await signUp(claimed, '203.0.113.76')
    const squatter = signedIn(await signIn(claimed, 'a-good-password'))
    expect(await request(claimed)).toBe('Accepted')
    expect(await follow(claimed)).toEqual({
      __typename: 'EmailVerified',
      email: claimed,
      signIn: null,
    })
    expect(await me(buyer.token)).toMatchObject({ email: claimed })
    expect(await me(squatter.token)).toBe('refused')
    expect((await signIn(claimed, 'a-good-password')).__typename).toBe('Error')
    expect((await signIn(claimed, 'buyer-pass-1')).__typename).toBe(
      'AuthorizeSuccess',
    )

    // Somebody signs up with the address after the change was asked for.
    const later = `later-${Date.now()}@new-clinic.example`
    expect(await request(later)).toBe('Accepted')
    const changeLink = await linkTokenTo(later, '/en/auth/verify-email')
    await signUp(later, '203.0.113.77')
    const { verifyEmail } = await commerce.request(VerifyEmailDocument, {
      token: changeLink,
    })
    expect(verifyEmail).toEqual({
      __typename: 'EmailVerified',
      email: later,
      signIn: null,
    })

    // An account that confirmed the address keeps it; the link says no more than a dead one.
    const kept = `kept-${Date.now()}@new-clinic.example`
    expect(await request(kept)).toBe('Accepted')
    const keptLink = await linkTokenTo(kept, '/en/auth/verify-email')
    await signUp(kept, '203.0.113.78')
    expect((await follow(kept)).__typename).toBe('EmailVerified')
    const { verifyEmail: refused } = await commerce.request(
      VerifyEmailDocument,
      { token: keptLink },
    )
    expect(refused).toMatchObject({
      __typename: 'ValidationError',
      message: 'This link has expired or was already used. Ask for a new one.',
    })
    expect(await me(buyer.token)).toMatchObject({ email: later })
  })

  it('changes name and salutation but not the company', async () => {
    const buyer = await newBuyer('renamed')
    const { updateProfile } = await commerce.request(
      UpdateProfileDocument,
      { input: { salutation: 'dr', firstname: 'Ana', lastname: 'Lee-Park' } },
      { token: buyer.token },
    )
    expect(updateProfile).toMatchObject({
      __typename: 'CustomerSuccess',
      customer: {
        salutation: 'dr',
        lastname: 'Lee-Park',
        company: { name: 'renamed clinic' },
      },
    })
  })
})

describe('payment messages', () => {
  it('e-mails a failed card payment once per event, to trusted callers only', async () => {
    const buyer = await newBuyer('declined')
    const gloves = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')
    cartOf(await add(buyer.token, buyer.cart.token, Number(gloves.id), 1))
    const order = cartOf(
      await checkout(buyer.token, buyer.cart.token, buyer.address.id, 'stripe'),
    )
    const fail = (eventId: string) =>
      commerce.request(
        MarkPaymentFailedDocument,
        { token: order.token, eventId },
        fromClient('127.0.0.1'),
      )
    await expect(
      commerce.request(MarkPaymentFailedDocument, { token: order.token }),
    ).rejects.toThrow('Not allowed.')
    await fail('evt_failed_1')
    await fail('evt_failed_1')
    const kinds = (await mailTo(buyer.email)).map((m) => m.kind)
    expect(kinds).toEqual(['order-confirmation', 'payment-failed'])
    const failed = (await mailTo(buyer.email)).at(-1)
    expect(failed?.text).toContain(`/en/shop/account/orders/${order.token}`)
  })
})

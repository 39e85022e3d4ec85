import {
  AcceptInvitationDocument,
  PasswordResetLinkValidDocument,
  RequestEmailChangeDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  SignUpDocument,
  VerifyEmailDocument,
} from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { hashPassword } from '../../auth/passwords'
import type * as passwords from '../../auth/passwords'
import * as t from '../../db/schema'
import {
  backend,
  commerce,
  linkTokenTo,
  mailTo,
  newBuyer,
  useTestShop,
} from '../../test-shop'
import {
  fromClient,
  me,
  newAccount,
  signIn,
  signedIn,
} from './credentials-fixture'

// Who may get into an account: a forgotten password's single-use e-mailed link, which ends every
// session; requests answered alike for any address and throttled, never costly for a made-up link;
// and an address held by an unconfirmed sign-up, taken over without telling anyone it exists.

// Password hashes counted: the costly work a made-up link must not cause.
vi.mock('../../auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>()
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) }
})

useTestShop()

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
})

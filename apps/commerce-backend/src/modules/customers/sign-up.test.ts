import {
  ResendVerificationDocument,
  SignUpDocument,
  VerifyEmailDocument,
} from '@shop/commerce-client'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { DEMO_CUSTOMERS } from '../../seed/seed'
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
import {
  fromClient,
  me,
  newAccount,
  signIn,
  signedIn,
} from './credentials-fixture'

// A new practice signs up: its address confirmed by an e-mailed link before it
// signs in or orders, and a taken address answered exactly like a new one.

useTestShop()

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

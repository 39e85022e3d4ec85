import {
  ChangePasswordDocument,
  MarkPaymentFailedDocument,
  RequestEmailChangeDocument,
  UpdateProfileDocument,
  VerifyEmailDocument,
} from '@shop/commerce-client'
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../seed/seed'
import {
  add,
  cartOf,
  checkout,
  commerce,
  linkTokenTo,
  mailTo,
  newBuyer,
  productId,
  useTestShop,
} from '../../test-shop'
import { fromClient, me, signIn, signedIn } from './credentials-fixture'

// The signed-in customer's own account: the password, the e-mail address (confirmed by a link),
// the name, and the e-mail about a failed card payment.

useTestShop()

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

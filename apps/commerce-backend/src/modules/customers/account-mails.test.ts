import { describe, expect, it } from 'vitest'
import type { MailContent } from '../mail'
import {
  ACCOUNT_LINK_LIFETIME_HOURS,
  emailChangeMail,
  emailChangedNoticeMail,
  passwordChangedMail,
  passwordResetMail,
  signUpAttemptMail,
  verifyEmailMail,
} from './account-mails'
import type { MailContext } from '../mail'
import {
  CTX,
  HOSTILE_NAME,
  HOSTILE_NAME_HTML,
  expectSafeMail,
  hrefs,
} from '../mail/test-mail'

const RESET = '/en/auth/reset-password?token=rst_7Kq2'
const SIGN_IN = '/en/auth/login'
const VERIFY = '/en/auth/verify-email?token=vrf_31xZ'
const CHANGE = '/en/auth/confirm-email?token=chg_Qa90'

const MAILS: Record<string, (ctx: MailContext, name: string) => MailContent> = {
  passwordReset: (ctx, name) => passwordResetMail(ctx, { name, link: RESET }),
  verifyEmail: (ctx, name) => verifyEmailMail(ctx, { name, link: VERIFY }),
  signUpAttempt: (ctx, name) =>
    signUpAttemptMail(ctx, { name, signInLink: SIGN_IN, resetLink: RESET }),
  emailChange: (ctx, name) =>
    emailChangeMail(ctx, {
      name,
      link: CHANGE,
      newEmail: 'new@northside-clinic.example',
    }),
  emailChangedNotice: (ctx, name) =>
    emailChangedNoticeMail(ctx, {
      name,
      newEmail: 'new@northside-clinic.example',
      resetLink: RESET,
    }),
  passwordChanged: (ctx, name) =>
    passwordChangedMail(ctx, { name, resetLink: RESET }),
}

describe.each(Object.entries(MAILS))('%s', (_kind, render) => {
  it('is e-mail-safe, links only into the shop and repeats every link in the text', () => {
    expectSafeMail(render(CTX, 'Dr. Ana Ortiz'))
  })

  it('escapes the name in the HTML and keeps it verbatim in the text', () => {
    const mail = render(CTX, HOSTILE_NAME)
    expect(mail.html).toContain(`Hello ${HOSTILE_NAME_HTML},`)
    expect(mail.html).not.toContain(HOSTILE_NAME)
    expect(mail.text).toContain(`Hello ${HOSTILE_NAME},`)
    expectSafeMail(mail)
  })

  it('greets without a name when there is none', () => {
    expect(render(CTX, '  ').text).toContain('\nHello,\n')
  })

  it('builds its links on the configured public URL only', () => {
    const ctx = { ...CTX, publicUrl: 'https://orders.clinic-supply.example/' }
    const mail = render(ctx, 'Ana')
    expectSafeMail(mail, {
      ...ctx,
      publicUrl: 'https://orders.clinic-supply.example',
    })
  })
})

it('states the lifetimes of the links the spec sets', () => {
  expect(ACCOUNT_LINK_LIFETIME_HOURS).toEqual({
    passwordReset: 1,
    emailVerify: 24,
    emailChange: 24,
  })
})

describe('password reset', () => {
  const mail = passwordResetMail(CTX, { name: 'Ana', link: RESET })

  it('sets a new password once within one hour, and may be ignored', () => {
    expect(mail.subject).toBe('Reset your Clinic Supply password')
    const link = 'https://shop.example/en/auth/reset-password?token=rst_7Kq2'
    expect(hrefs(mail.html)).toContain(link)
    expect(mail.text).toContain(`Set a new password:\n${link}`)
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('The link works once and is valid for 1 hour.')
      expect(part).toContain('your password stays as it is.')
    }
  })

  it('refuses a link that is not a path of the shop', () => {
    for (const link of [
      'https://evil.example/reset',
      '//evil.example/reset',
      'reset-password?token=x',
    ])
      expect(() => passwordResetMail(CTX, { name: 'Ana', link })).toThrow()
  })
})

describe('the other account messages', () => {
  it('asks to confirm the address of a new account within 24 hours', () => {
    const mail = verifyEmailMail(CTX, { name: 'Ana', link: VERIFY })
    expect(mail.subject).toBe('Confirm your email address for Clinic Supply')
    expect(mail.text).toContain('so you can start ordering')
    expect(mail.text).toContain('valid for 24 hours')
    expect(mail.text).toContain(
      'Confirm email address:\nhttps://shop.example/en/auth/verify-email?token=vrf_31xZ',
    )
  })

  it('tells the owner of an address that it already has an account', () => {
    const mail = signUpAttemptMail(CTX, {
      name: 'Ana',
      signInLink: SIGN_IN,
      resetLink: RESET,
    })
    expect(mail.subject).toBe('You already have a Clinic Supply account')
    expect(mail.text).toContain('maybe you')
    expect(mail.text).toContain('nothing was changed')
    expect(hrefs(mail.html)).toEqual(
      expect.arrayContaining([
        'https://shop.example/en/auth/login',
        'https://shop.example/en/auth/reset-password?token=rst_7Kq2',
      ]),
    )
  })

  it('asks the new address to confirm an address change within 24 hours', () => {
    const mail = emailChangeMail(CTX, {
      name: 'Ana',
      link: CHANGE,
      newEmail: 'new+<b>@northside-clinic.example',
    })
    expect(mail.subject).toBe('Confirm your new Clinic Supply sign-in address')
    expect(mail.html).toContain('new+&lt;b&gt;@northside-clinic.example')
    expect(mail.text).toContain('new+<b>@northside-clinic.example')
    expect(mail.text).toContain('valid for 24 hours')
  })

  it('tells the old address about the change and how to stop it', () => {
    const mail = emailChangedNoticeMail(CTX, {
      name: 'Ana',
      newEmail: 'new@northside-clinic.example',
      resetLink: RESET,
    })
    expect(mail.subject).toBe(
      'The sign-in address of your Clinic Supply account is changing',
    )
    expect(mail.text).toContain('to new@northside-clinic.example was requested')
    expect(mail.text).toContain('reset your password right away and contact')
    expect(mail.text).toContain(
      'Reset your password:\nhttps://shop.example/en/auth/reset-password?token=rst_7Kq2',
    )
  })

  it('tells the owner their password changed and other sessions ended', () => {
    const mail = passwordChangedMail(CTX, { name: 'Ana', resetLink: RESET })
    expect(mail.subject).toBe('Your Clinic Supply password was changed')
    expect(mail.text).toContain('signed out everywhere else')
    expect(mail.text).toContain('If you did not change it, reset your password')
  })
})

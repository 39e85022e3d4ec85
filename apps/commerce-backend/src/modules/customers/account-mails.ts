import type { MailContent } from '../mail'
import { greeting, mailTools } from '../mail'
import type { MailContext } from '../mail'
import { renderMail } from '../mail'

/**
 * How long each kind of account link is valid, in hours, as the messages state it. Whatever issues
 * the tokens should take their expiry from here, so the text and the token agree.
 */
export const ACCOUNT_LINK_LIFETIME_HOURS = {
  passwordReset: 1,
  emailVerify: 24,
  emailChange: 24,
} as const

/** The recipient's name and a single-use link: a path of the shop with its token. */
export interface AccountLinkData {
  name: string
  /** A path of the shop, e.g. `/en/auth/reset-password?token=…`; made absolute on `publicUrl`. */
  link: string
}

/** The link to set a new password: works once, for one hour. */
export function passwordResetMail(
  ctx: MailContext,
  data: AccountLinkData,
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  return renderMail(tools, {
    subject: t('mail.passwordReset.subject'),
    greeting: greeting(tools, data.name),
    blocks: [
      { kind: 'paragraph', text: t('mail.passwordReset.intro') },
      {
        kind: 'button',
        label: t('mail.passwordReset.button'),
        path: data.link,
      },
      {
        kind: 'paragraph',
        text: t('mail.linkExpiry', {
          hours: ACCOUNT_LINK_LIFETIME_HOURS.passwordReset,
        }),
      },
      { kind: 'note', text: t('mail.passwordReset.ignore') },
    ],
    reason: t('mail.reason.account'),
  })
}

/** The check of a new account's address: ordering starts once it is confirmed. */
export function verifyEmailMail(
  ctx: MailContext,
  data: AccountLinkData,
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  return renderMail(tools, {
    subject: t('mail.verifyEmail.subject'),
    greeting: greeting(tools, data.name),
    blocks: [
      { kind: 'paragraph', text: t('mail.verifyEmail.intro') },
      { kind: 'button', label: t('mail.verifyEmail.button'), path: data.link },
      {
        kind: 'paragraph',
        text: t('mail.linkExpiry', {
          hours: ACCOUNT_LINK_LIFETIME_HOURS.emailVerify,
        }),
      },
      { kind: 'note', text: t('mail.verifyEmail.ignore') },
    ],
    reason: t('mail.reason.address'),
  })
}

/**
 * Sent instead of a second account when someone signs up with an address that has one: the
 * sign-up form answers the same either way, so only the owner of the address learns of it.
 */
export function signUpAttemptMail(
  ctx: MailContext,
  data: { name: string; signInLink: string; resetLink: string },
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  return renderMail(tools, {
    subject: t('mail.signUpAttempt.subject'),
    greeting: greeting(tools, data.name),
    blocks: [
      { kind: 'paragraph', text: t('mail.signUpAttempt.intro') },
      {
        kind: 'button',
        label: t('mail.signUpAttempt.signIn'),
        path: data.signInLink,
      },
      { kind: 'paragraph', text: t('mail.signUpAttempt.forgot') },
      { kind: 'link', label: t('mail.resetPassword'), path: data.resetLink },
      { kind: 'note', text: t('mail.signUpAttempt.notYou') },
    ],
    reason: t('mail.reason.address'),
  })
}

/** Sent to the new address of an address change: confirming makes it the sign-in address. */
export function emailChangeMail(
  ctx: MailContext,
  data: AccountLinkData & { newEmail: string },
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  return renderMail(tools, {
    subject: t('mail.emailChange.subject'),
    greeting: greeting(tools, data.name),
    blocks: [
      {
        kind: 'paragraph',
        text: t('mail.emailChange.intro', { email: data.newEmail }),
      },
      { kind: 'button', label: t('mail.emailChange.button'), path: data.link },
      {
        kind: 'paragraph',
        text: t('mail.linkExpiry', {
          hours: ACCOUNT_LINK_LIFETIME_HOURS.emailChange,
        }),
      },
      { kind: 'note', text: t('mail.emailChange.ignore') },
    ],
    reason: t('mail.reason.address'),
  })
}

/** Sent to the old address of an address change, so its owner can stop a change they did not ask for. */
export function emailChangedNoticeMail(
  ctx: MailContext,
  data: { name: string; newEmail: string; resetLink: string },
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  return renderMail(tools, {
    subject: t('mail.emailChangedNotice.subject'),
    greeting: greeting(tools, data.name),
    blocks: [
      {
        kind: 'paragraph',
        text: t('mail.emailChangedNotice.intro', { email: data.newEmail }),
      },
      { kind: 'paragraph', text: t('mail.emailChangedNotice.notYou') },
      { kind: 'button', label: t('mail.resetPassword'), path: data.resetLink },
    ],
    reason: t('mail.reason.account'),
  })
}

/** Tells the owner their password changed and the other sessions ended. */
export function passwordChangedMail(
  ctx: MailContext,
  data: { name: string; resetLink: string },
): MailContent {
  const tools = mailTools(ctx)
  const { t } = tools
  return renderMail(tools, {
    subject: t('mail.passwordChanged.subject'),
    greeting: greeting(tools, data.name),
    blocks: [
      { kind: 'paragraph', text: t('mail.passwordChanged.intro') },
      { kind: 'paragraph', text: t('mail.passwordChanged.notYou') },
      { kind: 'button', label: t('mail.resetPassword'), path: data.resetLink },
    ],
    reason: t('mail.reason.account'),
  })
}

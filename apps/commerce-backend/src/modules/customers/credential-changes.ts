import { and, eq, isNotNull } from 'drizzle-orm'
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../auth/passwords'
import { written } from '../../db/client'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { enqueueMail } from '../mail'
import type { MailSettings } from '../mail'
import {
  emailChangeMail,
  emailChangedNoticeMail,
  passwordResetMail,
} from './account-mails'
import { endUnconfirmedWork } from '../companies'
import { fullName } from './customer-shared'
import type { CustomerRow } from './customer-shared'
import {
  ResultError,
  forbidden,
  invalid,
  tooManyAttempts,
} from '../../shared/results'
import type { Violation } from '../../shared/results'
import { ACCESS_ENDED, endSessions } from './sessions'
import type { SessionService } from './sessions'
import { MINUTE } from './throttle'
import type { AuthThrottle, ThrottleRule } from './throttle'
import { checkEmail } from '../../shared/validation'
import { ACCEPTED, passwordViolations } from './credential-rules'
import { linkUseRules } from './account-links'
import type { AccountLinks } from './account-links'

/** Guesses of a signed-in customer's current password. */
const passwordRules = (customerId: number): ThrottleRule[] => [
  { key: `password:customer:${customerId}`, limit: 10, windowMs: 15 * MINUTE },
]

/**
 * Changes of what a customer signs in with: a forgotten password set anew with an e-mailed link,
 * and, signed in with the current password, a new password or a new sign-in address.
 */
export class CredentialChanges {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly mail: MailSettings,
    private readonly throttle: AuthThrottle,
    private readonly links: AccountLinks,
  ) {}

  /** E-mails a link to set a new password, if the address has an account; the same answer if not. */
  async requestPasswordReset(address: string, client: string) {
    const email = address.trim().toLowerCase()
    const violations = checkEmail(email)
    if (violations.length) throw new ResultError(invalid(violations))
    if (!(await this.links.mayMail('reset', email, client))) return ACCEPTED
    await this.db.transaction(async (tx) => {
      const [customer] = await tx
        .select()
        .from(t.customers)
        .where(eq(t.customers.email, email))
      if (!customer) return
      const token = await this.links.issueLink(
        tx,
        customer,
        'password-reset',
        email,
      )
      await enqueueMail(tx, {
        kind: 'password-reset',
        to: email,
        ...passwordResetMail(this.mail, {
          name: fullName(customer),
          link: `/en/auth/reset-password?token=${token}`,
        }),
      })
    })
    this.mail.queued()
    return ACCEPTED
  }

  /**
   * Sets a new password with an e-mailed link: the link is used up, every session of the account
   * ends (whoever knew the old password is out) and the caller is signed in anew. Following the
   * link also proves the address. A deactivated member's link changes nothing and signs nobody in.
   */
  async resetPassword(token: string, password: string, client: string) {
    const violations = passwordViolations(password, 'password')
    if (violations.length) throw new ResultError(invalid(violations))
    const rules = linkUseRules(client)
    const wait = await this.throttle.take(rules)
    if (wait > 0) throw new ResultError(tooManyAttempts(wait))
    // The link is looked up before the costly hash, so made-up links cost next to nothing; it is
    // used up (and checked again) in the transaction.
    await this.links.openLink(this.db, token, ['password-reset'])
    const passwordHash = await hashPassword(password)
    const { customerId, ended } = await this.db.transaction(async (tx) => {
      const { customer } = await this.links.useLink(tx, token, [
        'password-reset',
      ])
      // Rolled back: the link stays as it was and nobody is signed in.
      if (customer.deactivatedAt) throw new ResultError(forbidden(ACCESS_ENDED))
      await tx
        .update(t.customers)
        .set({
          passwordHash,
          emailVerifiedAt: customer.emailVerifiedAt ?? new Date(),
        })
        .where(eq(t.customers.id, customer.id))
      await endSessions(tx, customer.id)
      await this.links.sendPasswordChanged(tx, customer)
      return {
        customerId: customer.id,
        ended: customer.emailVerifiedAt
          ? []
          : await endUnconfirmedWork(tx, customer),
      }
    })
    for (const id of [customerId, ...ended]) this.sessions.customerChanged(id)
    this.mail.queued()
    await this.throttle.giveBack(rules)
    return this.sessions.issueTokens(customerId)
  }

  /**
   * Whether a password-reset link still works, for the page it opens: it says at once that a used
   * or expired link does not, instead of taking a new password first. Nothing is used up.
   */
  async passwordResetLinkValid(token: string) {
    return (
      (await this.links.findLink(this.db, token, ['password-reset'])) !== null
    )
  }

  /**
   * Changes the password of a signed-in customer who knows the current one; every other session
   * of the account ends, the caller's stays.
   */
  async changePassword(
    customerId: number,
    sessionId: string | null,
    input: { currentPassword: string; newPassword: string },
  ) {
    const customer = await this.checkPassword(
      customerId,
      input.currentPassword,
      passwordViolations(input.newPassword, 'newPassword'),
    )
    const passwordHash = await hashPassword(input.newPassword)
    const changed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(t.customers)
        .set({ passwordHash })
        .where(eq(t.customers.id, customer.id))
        .returning()
      await endSessions(tx, customer.id, sessionId)
      await this.links.sendPasswordChanged(tx, customer)
      return written(row)
    })
    this.sessions.customerChanged(customerId)
    this.mail.queued()
    return changed
  }

  /**
   * Starts a change of the sign-in address: a link to the new address, and a notice to the
   * current one so its owner can act if it was not them. A new address that a confirmed account
   * has gets no link, with the same answer.
   */
  async requestEmailChange(
    customerId: number,
    input: { newEmail: string; currentPassword: string },
  ) {
    const newEmail = input.newEmail.trim().toLowerCase()
    const violations = checkEmail(newEmail, 'newEmail')
    const customer = await this.checkPassword(
      customerId,
      input.currentPassword,
      violations,
    )
    if (newEmail === customer.email)
      throw new ResultError(
        invalid([
          {
            propertyPath: 'newEmail',
            message: 'This is already your address.',
          },
        ]),
      )
    await this.db.transaction(async (tx) => {
      // Only a confirmed account keeps the address from the change (see `verifyEmail`).
      const [taken] = await tx
        .select({ id: t.customers.id })
        .from(t.customers)
        .where(
          and(
            eq(t.customers.email, newEmail),
            isNotNull(t.customers.emailVerifiedAt),
          ),
        )
      if (!taken) {
        const token = await this.links.issueLink(
          tx,
          customer,
          'email-change',
          newEmail,
        )
        await enqueueMail(tx, {
          kind: 'email-change',
          to: newEmail,
          ...emailChangeMail(this.mail, {
            name: fullName(customer),
            newEmail,
            link: `/en/auth/verify-email?token=${token}`,
          }),
        })
      }
      await enqueueMail(tx, {
        kind: 'email-change-notice',
        to: customer.email,
        ...emailChangedNoticeMail(this.mail, {
          name: fullName(customer),
          newEmail,
          resetLink: '/en/auth/forgot-password',
        }),
      })
    })
    this.mail.queued()
    return ACCEPTED
  }

  /**
   * The signed-in customer, once `password` is theirs. A wrong password is a violation of
   * `currentPassword`, reported with the caller's other violations; guesses are throttled.
   */
  private async checkPassword(
    customerId: number,
    password: string,
    violations: Violation[],
  ): Promise<CustomerRow> {
    const rules = passwordRules(customerId)
    const wait = await this.throttle.take(rules)
    if (wait > 0) throw new ResultError(tooManyAttempts(wait))
    const [customer] = await this.db
      .select()
      .from(t.customers)
      .where(eq(t.customers.id, customerId))
    const ok = await verifyPassword(
      password,
      customer?.passwordHash ?? DUMMY_HASH,
    )
    if (!customer || !ok)
      violations.push({
        propertyPath: 'currentPassword',
        message: 'The current password is not correct.',
      })
    else await this.throttle.giveBack(rules)
    if (violations.length || !customer)
      throw new ResultError(invalid(violations))
    return customer
  }
}

import { isValidNpi, normaliseNpi } from '@shop/forms'
import {
  TransactionRollbackError,
  and,
  eq,
  gt,
  isNotNull,
  isNull,
  ne,
} from 'drizzle-orm'
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../auth/passwords'
import { hashToken, randomToken } from '../../auth/tokens'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import { enqueueMail } from '../mail'
import type { MailSettings } from '../mail'
import { companyKey, companyPayload, emitEvent, memberPayload } from '../events'
import {
  ACCOUNT_LINK_LIFETIME_HOURS,
  emailChangeMail,
  emailChangedNoticeMail,
  passwordChangedMail,
  passwordResetMail,
  signUpAttemptMail,
  verifyEmailMail,
} from './account-mails'
import { endUnconfirmedWork } from '../companies'
import { SALUTATIONS, fullName } from './customer-shared'
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
import { AuthThrottle, MINUTE } from './throttle'
import type { ThrottleRule } from './throttle'
import { checkEmail, checkText } from '../../shared/validation'

type LinkPurpose = (typeof t.accountTokens.$inferSelect)['purpose']

/** How long an e-mailed link works: what its message says. */
const HOUR = 60 * MINUTE
const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  'password-reset': ACCOUNT_LINK_LIFETIME_HOURS.passwordReset * HOUR,
  'email-verify': ACCOUNT_LINK_LIFETIME_HOURS.emailVerify * HOUR,
  'email-change': ACCOUNT_LINK_LIFETIME_HOURS.emailChange * HOUR,
}

const ACCEPTED = { accepted: true as const }
/** Who signs up founds a practice: they manage it, approve in it and order for it. */
const FOUNDER_ROLES = ['administrator', 'approver', 'buyer'] as const
const LINK_REFUSED =
  'This link has expired or was already used. Ask for a new one.'

/** The answer to a link that cannot be used, whatever the reason. */
const linkRefused = () =>
  new ResultError(
    invalid([{ propertyPath: 'token', message: LINK_REFUSED }], LINK_REFUSED),
  )

/** Sign-ups per client: each costs a password hash and may create an account. */
const signUpRules = (client: string): ThrottleRule[] => [
  { key: `signup:client:${client}`, limit: 10, windowMs: 60 * MINUTE },
]

/**
 * Messages with a link, per client and per address. One client cannot walk through many
 * addresses (it is refused); an address gets a few messages an hour, whoever asks, and further
 * requests are answered the same but send nothing, so nobody can flood an inbox nor keep its
 * owner from a link. The address counts whether or not it has an account.
 */
const linkRules = (
  kind: 'reset' | 'verify',
  address: string,
  client: string,
) => ({
  perClient: {
    key: `${kind}:client:${client}`,
    limit: 20,
    windowMs: 60 * MINUTE,
  },
  perAddress: {
    key: `${kind}:address:${address}`,
    limit: 5,
    windowMs: 60 * MINUTE,
  },
})

/**
 * Uses of an e-mailed link that set a password (a reset, an invitation), per client: each may
 * cost a password hash. A link that worked is given back, so only refused ones add up.
 */
export const linkUseRules = (client: string): ThrottleRule[] => [
  { key: `link-use:client:${client}`, limit: 20, windowMs: 15 * MINUTE },
]

/** Guesses of a signed-in customer's current password. */
const passwordRules = (customerId: number): ThrottleRule[] => [
  { key: `password:customer:${customerId}`, limit: 10, windowMs: 15 * MINUTE },
]

function passwordViolations(password: string, propertyPath: string) {
  return password.length < 8 || password.length > 200
    ? [{ propertyPath, message: 'The password needs at least 8 characters.' }]
    : []
}

/**
 * What a customer proves with a password or an e-mailed link: sign-up, forgotten passwords, the
 * check of an address, and changes of password and address. Every message is recorded in the
 * transaction of the change it tells of (the outbox), and no answer tells whether an address has
 * an account.
 */
export class CredentialService {
  private readonly throttle: AuthThrottle

  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly mail: MailSettings,
  ) {
    this.throttle = new AuthThrottle(db)
  }

  /**
   * Creates an account and e-mails a link to confirm its address; never signs in. An address that
   * already has an account gets the same answer, and its owner an e-mail saying so.
   */
  async signUp(
    input: {
      email: string
      password: string
      salutation?: string | null
      firstname: string
      lastname: string
      company: string
      npiNumber: string
    },
    client: string,
  ) {
    const wait = await this.throttle.take(signUpRules(client))
    if (wait > 0) throw new ResultError(tooManyAttempts(wait))
    const email = input.email.trim().toLowerCase()
    const violations: Violation[] = [
      ...checkEmail(email),
      ...checkText(input, {
        firstname: { max: 80 },
        lastname: { max: 80 },
        company: { max: 120 },
      }),
      ...passwordViolations(input.password, 'password'),
    ]
    // Typed in groups (`1234 567 893`) or not, it is checked and kept as ten digits.
    const npiNumber = normaliseNpi(input.npiNumber)
    if (!isValidNpi(npiNumber))
      violations.push({
        propertyPath: 'npiNumber',
        message: 'This NPI number is not valid.',
      })
    if (!SALUTATIONS.includes(input.salutation ?? ''))
      violations.push({
        propertyPath: 'salutation',
        message: 'Choose a salutation.',
      })
    if (violations.length) throw new ResultError(invalid(violations))
    // Hashed for a taken address too: both answers take as long.
    const passwordHash = await hashPassword(input.password)
    await this.db.transaction(async (tx) => {
      // A new practice with its first member as administrator; it is not kept if the address
      // turns out to have an account (the savepoint rolls back).
      const created = await tx
        .transaction(async (inner) => {
          const [company] = await inner
            .insert(t.companies)
            .values({ name: input.company.trim(), npiNumber })
            .returning()
          const [member] = await inner
            .insert(t.customers)
            .values({
              companyId: written(company).id,
              roles: [...FOUNDER_ROLES],
              email,
              passwordHash,
              salutation: input.salutation ?? '',
              firstname: input.firstname.trim(),
              lastname: input.lastname.trim(),
            })
            .onConflictDoNothing()
            .returning()
          if (!member) inner.rollback()
          return { company: written(company), member: written(member) }
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return undefined
          throw error
        })
      if (created) {
        await emitEvent(
          tx,
          'customer.signed_up',
          {
            customer: memberPayload(created.member),
            company: companyPayload(created.company),
          },
          { orderingKey: companyKey(created.company.id) },
        )
        await this.sendVerification(tx, created.member)
        return
      }
      const [owner] = await tx
        .select()
        .from(t.customers)
        .where(eq(t.customers.email, email))
      if (!owner) return
      await enqueueMail(tx, {
        kind: 'sign-up-attempt',
        to: owner.email,
        ...signUpAttemptMail(this.mail, {
          name: fullName(owner),
          signInLink: '/en/auth/login',
          resetLink: '/en/auth/forgot-password',
        }),
      })
    })
    this.mail.queued()
    return ACCEPTED
  }

  /** E-mails a link to set a new password, if the address has an account; the same answer if not. */
  async requestPasswordReset(address: string, client: string) {
    const email = address.trim().toLowerCase()
    const violations = checkEmail(email)
    if (violations.length) throw new ResultError(invalid(violations))
    if (!(await this.mayMail('reset', email, client))) return ACCEPTED
    await this.db.transaction(async (tx) => {
      const [customer] = await tx
        .select()
        .from(t.customers)
        .where(eq(t.customers.email, email))
      if (!customer) return
      const token = await this.issueLink(tx, customer, 'password-reset', email)
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
    await this.openLink(this.db, token, ['password-reset'])
    const passwordHash = await hashPassword(password)
    const { customerId, ended } = await this.db.transaction(async (tx) => {
      const { customer } = await this.useLink(tx, token, ['password-reset'])
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
      await this.sendPasswordChanged(tx, customer)
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
    return (await this.findLink(this.db, token, ['password-reset'])) !== null
  }

  /**
   * Confirms an address with an e-mailed link: a new account's address, or the new address of a
   * change, which becomes the sign-in address. Following the link proves the address, so an
   * account that has it without having confirmed it (signed up with somebody else's address)
   * gives it up; one that confirmed it since keeps it, and the link is refused as any dead link.
   * A new account's link signs in whoever follows it (only the address's owner has it) and, the
   * first time, ends every other session of the account and what it did unconfirmed: whoever
   * signed up with a stranger's address is out (decision 022). A changed address's link does not
   * sign in.
   */
  async verifyEmail(token: string) {
    const confirmed = await this.db.transaction(async (tx) => {
      const { link, customer } = await this.useLink(tx, token, [
        'email-verify',
        'email-change',
      ])
      let released: number | null = null
      if (link.purpose === 'email-change') {
        const [holder] = await tx
          .select()
          .from(t.customers)
          .where(
            and(
              eq(t.customers.email, link.email),
              ne(t.customers.id, customer.id),
            ),
          )
          .for('update')
        if (holder?.emailVerifiedAt) throw linkRefused()
        if (holder) {
          released = holder.id
          await tx
            .update(t.customers)
            .set({ email: `released-${holder.id}@invalid` })
            .where(eq(t.customers.id, holder.id))
          await endSessions(tx, holder.id)
        }
      }
      await tx
        .update(t.customers)
        .set({ email: link.email, emailVerifiedAt: new Date() })
        .where(eq(t.customers.id, customer.id))
      const firstConfirmation =
        link.purpose === 'email-verify' && !customer.emailVerifiedAt
      if (firstConfirmation) await endSessions(tx, customer.id)
      return {
        customerId: customer.id,
        email: link.email,
        released,
        signsIn: link.purpose === 'email-verify',
        ended: firstConfirmation ? await endUnconfirmedWork(tx, customer) : [],
      }
    })
    for (const id of [confirmed.customerId, ...confirmed.ended])
      this.sessions.customerChanged(id)
    if (confirmed.released !== null)
      this.sessions.customerChanged(confirmed.released)
    return {
      email: confirmed.email,
      signIn: confirmed.signsIn
        ? await this.sessions.issueTokens(confirmed.customerId)
        : null,
    }
  }

  /**
   * Sends the confirmation link again: to the signed-in customer, or else to `address` if it has
   * an account that is not confirmed yet. The same answer whatever the case.
   */
  async resendVerification(
    customerId: number | null,
    address: string | null,
    client: string,
  ) {
    let email = (address ?? '').trim().toLowerCase()
    if (customerId !== null) {
      const [own] = await this.db
        .select({ email: t.customers.email })
        .from(t.customers)
        .where(eq(t.customers.id, customerId))
      email = own?.email ?? ''
    }
    const violations = checkEmail(email)
    if (violations.length) throw new ResultError(invalid(violations))
    if (!(await this.mayMail('verify', email, client))) return ACCEPTED
    await this.db.transaction(async (tx) => {
      const [customer] = await tx
        .select()
        .from(t.customers)
        .where(
          and(
            eq(t.customers.email, email),
            isNull(t.customers.emailVerifiedAt),
          ),
        )
      if (customer) await this.sendVerification(tx, customer)
    })
    this.mail.queued()
    return ACCEPTED
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
      await this.sendPasswordChanged(tx, customer)
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
        const token = await this.issueLink(
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

  /** A new single-use link; links of the same purpose sent before stop working. */
  private async issueLink(
    tx: Executor,
    customer: CustomerRow,
    purpose: LinkPurpose,
    email: string,
  ): Promise<string> {
    await tx
      .update(t.accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(t.accountTokens.customerId, customer.id),
          eq(t.accountTokens.purpose, purpose),
          isNull(t.accountTokens.usedAt),
        ),
      )
    const token = randomToken()
    await tx.insert(t.accountTokens).values({
      customerId: customer.id,
      purpose,
      tokenHash: hashToken(token),
      email,
      expiresAt: new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
    })
    return token
  }

  /**
   * A link that works: unused, unexpired, of one of `purposes`, and (but for an address change)
   * sent to the account's present address; else null. `lock` holds its row until the transaction
   * ends, for the one that uses it up.
   */
  private async findLink(
    db: Executor,
    token: string,
    purposes: LinkPurpose[],
    lock = false,
  ) {
    const query = db
      .select({ link: t.accountTokens, customer: t.customers })
      .from(t.accountTokens)
      .innerJoin(t.customers, eq(t.customers.id, t.accountTokens.customerId))
      .where(
        and(
          eq(t.accountTokens.tokenHash, hashToken(token)),
          isNull(t.accountTokens.usedAt),
          gt(t.accountTokens.expiresAt, new Date()),
        ),
      )
    const [found] = await (lock ? query.for('update') : query)
    if (
      !found ||
      !purposes.includes(found.link.purpose) ||
      (found.link.purpose !== 'email-change' &&
        found.link.email !== found.customer.email)
    )
      return null
    return found
  }

  /** A link that works (`findLink`); any other is refused as a dead link. */
  private async openLink(
    db: Executor,
    token: string,
    purposes: LinkPurpose[],
    lock = false,
  ) {
    const found = await this.findLink(db, token, purposes, lock)
    if (!found) throw linkRefused()
    return found
  }

  /** Uses up an open link; any other changes nothing. */
  private async useLink(tx: Executor, token: string, purposes: LinkPurpose[]) {
    const found = await this.openLink(tx, token, purposes, true)
    await tx
      .update(t.accountTokens)
      .set({ usedAt: new Date() })
      .where(eq(t.accountTokens.id, found.link.id))
    return found
  }

  /**
   * Whether a message with a link may go to `address`: a client asking too often is refused; an
   * address that had its messages this hour gets no more, with the same answer.
   */
  private async mayMail(
    kind: 'reset' | 'verify',
    address: string,
    client: string,
  ) {
    const { perClient, perAddress } = linkRules(kind, address, client)
    const wait = await this.throttle.take([perClient])
    if (wait > 0) throw new ResultError(tooManyAttempts(wait))
    return (await this.throttle.take([perAddress])) === 0
  }

  private async sendVerification(tx: Executor, customer: CustomerRow) {
    const token = await this.issueLink(
      tx,
      customer,
      'email-verify',
      customer.email,
    )
    await enqueueMail(tx, {
      kind: 'verify-email',
      to: customer.email,
      ...verifyEmailMail(this.mail, {
        name: fullName(customer),
        link: `/en/auth/verify-email?token=${token}`,
      }),
    })
  }

  private async sendPasswordChanged(tx: Executor, customer: CustomerRow) {
    await enqueueMail(tx, {
      kind: 'password-changed',
      to: customer.email,
      ...passwordChangedMail(this.mail, {
        name: fullName(customer),
        resetLink: '/en/auth/forgot-password',
      }),
    })
  }
}

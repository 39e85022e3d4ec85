import { isValidNpi, normaliseNpi } from '@shop/forms'
import { TransactionRollbackError, and, eq, isNull, ne } from 'drizzle-orm'
import { hashPassword } from '../../auth/passwords'
import { written } from '../../db/client'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { enqueueMail } from '../mail'
import type { MailSettings } from '../mail'
import { companyKey, companyPayload, emitEvent, memberPayload } from '../events'
import { signUpAttemptMail } from './account-mails'
import { endUnconfirmedWork } from '../companies'
import { SALUTATIONS, fullName } from './customer-shared'
import { ResultError, invalid, tooManyAttempts } from '../../shared/results'
import type { Violation } from '../../shared/results'
import { endSessions } from './sessions'
import type { SessionService } from './sessions'
import { MINUTE } from './throttle'
import type { AuthThrottle, ThrottleRule } from './throttle'
import { checkEmail, checkText } from '../../shared/validation'
import { ACCEPTED, passwordViolations } from './credential-rules'
import { linkRefused } from './account-links'
import type { AccountLinks } from './account-links'

/** Who signs up founds a practice: they manage it, approve in it and order for it. */
const FOUNDER_ROLES = ['administrator', 'approver', 'buyer'] as const

/** Sign-ups per client: each costs a password hash and may create an account. */
const signUpRules = (client: string): ThrottleRule[] => [
  { key: `signup:client:${client}`, limit: 10, windowMs: 60 * MINUTE },
]

/**
 * Sign-up and the confirmation of an address: a new practice's account, the link that confirms
 * its address (or a changed one), and that link sent again.
 */
export class SignUps {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly mail: MailSettings,
    private readonly throttle: AuthThrottle,
    private readonly links: AccountLinks,
  ) {}

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
        await this.links.sendVerification(tx, created.member)
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
      const { link, customer } = await this.links.useLink(tx, token, [
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
    if (!(await this.links.mayMail('verify', email, client))) return ACCEPTED
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
      if (customer) await this.links.sendVerification(tx, customer)
    })
    this.mail.queued()
    return ACCEPTED
  }
}

import { and, eq, gt, isNull } from 'drizzle-orm'
import { hashToken, randomToken } from '../../auth/tokens'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import { enqueueMail } from '../mail'
import type { MailSettings } from '../mail'
import {
  ACCOUNT_LINK_LIFETIME_HOURS,
  passwordChangedMail,
  verifyEmailMail,
} from './account-mails'
import { fullName } from './customer-shared'
import type { CustomerRow } from './customer-shared'
import { ResultError, invalid, tooManyAttempts } from '../../shared/results'
import type { AuthThrottle, ThrottleRule } from './throttle'
import { MINUTE } from './throttle'

// The single-use links a customer is e-mailed (a password reset, an address to confirm), how
// often they may be sent and used, and the messages that carry them.

type LinkPurpose = (typeof t.accountTokens.$inferSelect)['purpose']

/** How long an e-mailed link works: what its message says. */
const HOUR = 60 * MINUTE
const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  'password-reset': ACCOUNT_LINK_LIFETIME_HOURS.passwordReset * HOUR,
  'email-verify': ACCOUNT_LINK_LIFETIME_HOURS.emailVerify * HOUR,
  'email-change': ACCOUNT_LINK_LIFETIME_HOURS.emailChange * HOUR,
}

const LINK_REFUSED =
  'This link has expired or was already used. Ask for a new one.'

/** The answer to a link that cannot be used, whatever the reason. */
export const linkRefused = () =>
  new ResultError(
    invalid([{ propertyPath: 'token', message: LINK_REFUSED }], LINK_REFUSED),
  )

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

/** Makes, checks and uses up e-mailed links, and sends the messages that carry them. */
export class AccountLinks {
  constructor(
    private readonly mail: MailSettings,
    private readonly throttle: AuthThrottle,
  ) {}

  /** A new single-use link; links of the same purpose sent before stop working. */
  async issueLink(
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
  async findLink(
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
  async openLink(
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
  async useLink(tx: Executor, token: string, purposes: LinkPurpose[]) {
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
  async mayMail(kind: 'reset' | 'verify', address: string, client: string) {
    const { perClient, perAddress } = linkRules(kind, address, client)
    const wait = await this.throttle.take([perClient])
    if (wait > 0) throw new ResultError(tooManyAttempts(wait))
    return (await this.throttle.take([perAddress])) === 0
  }

  async sendVerification(tx: Executor, customer: CustomerRow) {
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

  async sendPasswordChanged(tx: Executor, customer: CustomerRow) {
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

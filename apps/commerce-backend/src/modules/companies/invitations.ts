import { and, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm'
import { hashToken, randomToken } from '../../auth/tokens'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import { enqueueMail } from '../mail'
import type { MailSettings } from '../mail'
import { endSessions, fullName, MINUTE } from '../customers'
import type { AuthThrottle, CustomerRow } from '../customers'
import {
  ResultError,
  invalid,
  notFound,
  tooManyAttempts,
} from '../../shared/results'
import { checkEmail } from '../../shared/validation'
import { requireManager, termsViolations } from './member-terms'
import type { MemberTerms } from './member-terms'
import { invitationMail } from './invitation-mail'
import { invitationsViewRefusal, requireAllowed } from './permissions'

/** How long an invitation link works, as its message says. */
export const INVITATION_LIFETIME_DAYS = 7
// In plain numbers: a constant imported from another module can still be undefined while the
// modules' import cycle loads, and a NaN expiry fails every invitation.
const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60_000

/** Invitations per administrator: nobody mails a flood of strangers from a shop account. */
const inviteRules = (memberId: number) => [
  { key: `invite:member:${memberId}`, limit: 30, windowMs: 60 * MINUTE },
]

/**
 * Invitations to join the company: an administrator sends, lists and withdraws them (joining
 * with one is ./invitation-acceptance).
 */
export class Invitations {
  constructor(
    private readonly db: Database,
    private readonly mail: MailSettings,
    private readonly throttle: AuthThrottle,
  ) {}

  /** The company's open invitations, newest first; administrators only. */
  async invitations(actor: CustomerRow) {
    requireAllowed(invitationsViewRefusal(actor))
    return this.db
      .select({ invitation: t.invitations, invitedBy: t.customers })
      .from(t.invitations)
      .innerJoin(t.customers, eq(t.customers.id, t.invitations.invitedBy))
      .where(
        and(
          eq(t.invitations.companyId, actor.companyId),
          isNull(t.invitations.acceptedAt),
          isNull(t.invitations.revokedAt),
          gt(t.invitations.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(t.invitations.createdAt), desc(t.invitations.id))
  }

  /**
   * Invites an address: a single-use link is e-mailed (its hash kept), and an older open
   * invitation of the same address to this company stops working. An address that is a member
   * already is refused; an address with an account elsewhere is invited all the same (the
   * administrator learns nothing about other companies) and refused when it tries to join.
   */
  async invite(actor: CustomerRow, input: MemberTerms & { email: string }) {
    requireManager(actor)
    const email = input.email.trim().toLowerCase()
    const violations = [...checkEmail(email), ...termsViolations(input)]
    if (violations.length) throw new ResultError(invalid(violations))
    const wait = await this.throttle.take(inviteRules(actor.id))
    if (wait > 0) throw new ResultError(tooManyAttempts(wait))
    const created = await this.db.transaction(async (tx) => {
      const [already] = await tx
        .select({ id: t.customers.id })
        .from(t.customers)
        .where(
          and(
            eq(t.customers.email, email),
            eq(t.customers.companyId, actor.companyId),
          ),
        )
      if (already)
        throw new ResultError(
          invalid([
            {
              propertyPath: 'email',
              message:
                'This address belongs to a member of your company already.',
            },
          ]),
        )
      await tx
        .update(t.invitations)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(t.invitations.companyId, actor.companyId),
            eq(t.invitations.email, email),
            isNull(t.invitations.acceptedAt),
            isNull(t.invitations.revokedAt),
          ),
        )
      const token = randomToken()
      const [invitation] = await tx
        .insert(t.invitations)
        .values({
          companyId: actor.companyId,
          email,
          roles: [...input.roles],
          orderLimitNet: input.orderLimitNet,
          monthlyLimitNet: input.monthlyLimitNet,
          invitedBy: actor.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
        })
        .returning()
      const company = await companyOf(tx, actor.companyId)
      await enqueueMail(tx, {
        kind: 'invitation',
        to: email,
        ...invitationMail(this.mail, {
          inviterName: fullName(actor),
          companyName: company.name,
          roles: [...input.roles],
          orderLimitNet: input.orderLimitNet,
          monthlyLimitNet: input.monthlyLimitNet,
          link: `/en/auth/accept-invitation?token=${token}`,
          expiresInDays: INVITATION_LIFETIME_DAYS,
        }),
      })
      return written(invitation)
    })
    this.mail.queued()
    return { invitation: created, invitedBy: actor }
  }

  /** Withdraws an open invitation of the company; its link stops working. */
  async revokeInvitation(actor: CustomerRow, id: number | null) {
    requireManager(actor)
    const [row] =
      id === null
        ? []
        : await this.db
            .update(t.invitations)
            .set({ revokedAt: new Date() })
            .where(
              and(
                eq(t.invitations.id, id),
                eq(t.invitations.companyId, actor.companyId),
                isNull(t.invitations.acceptedAt),
                isNull(t.invitations.revokedAt),
              ),
            )
            .returning()
    if (!row) throw notFound('The invitation')
    return row.id
  }
}

/** Withdraws the open invitations `memberId` sent: their links stop working. */
export async function withdrawInvitationsOf(tx: Executor, memberId: number) {
  await tx
    .update(t.invitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(t.invitations.invitedBy, memberId),
        isNull(t.invitations.acceptedAt),
        isNull(t.invitations.revokedAt),
      ),
    )
}

/**
 * Ends what an account did before its address was confirmed (decision 022), in the transaction
 * that confirms it (the e-mailed confirmation or password reset): its open invitations are
 * withdrawn, and whoever joined through one is deactivated, signed out and loses their own open
 * invitations. Answers those members, for `SessionService.customerChanged` after the commit.
 */
export async function endUnconfirmedWork(
  tx: Executor,
  customer: CustomerRow,
): Promise<number[]> {
  await withdrawInvitationsOf(tx, customer.id)
  const joined = await tx
    .select({ id: t.customers.id })
    .from(t.invitations)
    .innerJoin(
      t.customers,
      and(
        eq(t.customers.companyId, t.invitations.companyId),
        eq(t.customers.email, t.invitations.email),
      ),
    )
    .where(
      and(
        eq(t.invitations.invitedBy, customer.id),
        isNotNull(t.invitations.acceptedAt),
        isNull(t.customers.deactivatedAt),
        ne(t.customers.id, customer.id),
      ),
    )
  for (const { id } of joined) {
    await tx
      .update(t.customers)
      .set({ deactivatedAt: new Date() })
      .where(eq(t.customers.id, id))
    await endSessions(tx, id)
    await withdrawInvitationsOf(tx, id)
  }
  return joined.map(({ id }) => id)
}

async function companyOf(db: Executor, companyId: number) {
  const [row] = await db
    .select()
    .from(t.companies)
    .where(eq(t.companies.id, companyId))
  return written(row)
}

import { and, arrayContains, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import { hashPassword } from '../../auth/passwords'
import { hashToken } from '../../auth/tokens'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { MailSettings } from '../mail'
import { emitCompanyChanged } from '../events'
import { linkUseRules, SALUTATIONS } from '../customers'
import type { AuthThrottle, SessionService } from '../customers'
import { ResultError, invalid, tooManyAttempts } from '../../shared/results'
import { checkText } from '../../shared/validation'

const INVITATION_REFUSED =
  'This invitation has expired, was withdrawn or was already used. Ask your administrator for a new one.'

/**
 * Joining a company with an invitation's link: what the page shows before, and the new member's
 * account after.
 */
export class InvitationAcceptance {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly mail: MailSettings,
    private readonly throttle: AuthThrottle,
  ) {}

  /** What the accepting page shows: who invited which address to which company; null if not valid. */
  async preview(token: string) {
    const [found] = await this.db
      .select({
        invitation: t.invitations,
        company: t.companies,
        invitedBy: t.customers,
      })
      .from(t.invitations)
      .innerJoin(t.companies, eq(t.companies.id, t.invitations.companyId))
      .innerJoin(t.customers, eq(t.customers.id, t.invitations.invitedBy))
      .where(and(openInvitation(token), inviterMayInvite))
    return found ?? null
  }

  /**
   * Joins the company with an invitation: the new member chooses name and password, gets the
   * invitation's roles and limits, and is signed in. Following the link proved the address.
   */
  async accept(
    token: string,
    input: {
      salutation?: string | null
      firstname: string
      lastname: string
      password: string
    },
    client: string,
  ) {
    const violations = checkText(input, {
      firstname: { max: 80 },
      lastname: { max: 80 },
    })
    if (!SALUTATIONS.includes(input.salutation ?? ''))
      violations.push({
        propertyPath: 'salutation',
        message: 'Choose a salutation.',
      })
    if (input.password.length < 8 || input.password.length > 200)
      violations.push({
        propertyPath: 'password',
        message: 'The password needs at least 8 characters.',
      })
    if (violations.length) throw new ResultError(invalid(violations))
    const rules = linkUseRules(client)
    const wait = await this.throttle.take(rules)
    if (wait > 0) throw new ResultError(tooManyAttempts(wait))
    // The invitation is looked up before the costly hash, so made-up links cost next to nothing;
    // it is taken (and checked again) in the transaction.
    await openInvitationRow(this.db, token)
    const passwordHash = await hashPassword(input.password)
    const memberId = await this.db.transaction(async (tx) => {
      const invitation = await openInvitationRow(tx, token, true)
      const [member] = await tx
        .insert(t.customers)
        .values({
          companyId: invitation.companyId,
          roles: invitation.roles,
          orderLimitNet: invitation.orderLimitNet,
          monthlyLimitNet: invitation.monthlyLimitNet,
          email: invitation.email,
          passwordHash,
          salutation: input.salutation ?? '',
          firstname: input.firstname.trim(),
          lastname: input.lastname.trim(),
          emailVerifiedAt: new Date(),
          initialSetupFinalized: true,
        })
        .onConflictDoNothing()
        .returning()
      if (!member)
        throw new ResultError(
          invalid([
            {
              propertyPath: 'token',
              message:
                'This address already has an account. Sign in with it, or ask your administrator to invite another address.',
            },
          ]),
        )
      await tx
        .update(t.invitations)
        .set({ acceptedAt: new Date() })
        .where(eq(t.invitations.id, invitation.id))
      await emitCompanyChanged(tx, member.companyId, 'member.joined', member)
      return member.id
    })
    this.mail.queued()
    await this.throttle.giveBack(rules)
    return this.sessions.issueTokens(memberId)
  }
}

/**
 * The inviter (joined as `customers`) may still invite: an active, confirmed administrator of the
 * invitation's company. An invitation outlives none of these.
 */
const inviterMayInvite = and(
  isNull(t.customers.deactivatedAt),
  isNotNull(t.customers.emailVerifiedAt),
  eq(t.customers.companyId, t.invitations.companyId),
  arrayContains(t.customers.roles, ['administrator']),
)

/**
 * The invitation a link names, if it may still be accepted and its inviter may still invite;
 * `lock` holds its row.
 */
async function openInvitationRow(db: Executor, token: string, lock = false) {
  const query = db
    .select({ invitation: t.invitations })
    .from(t.invitations)
    .innerJoin(t.customers, eq(t.customers.id, t.invitations.invitedBy))
    .where(and(openInvitation(token), inviterMayInvite))
  const [found] = await (lock
    ? query.for('update', { of: t.invitations })
    : query)
  if (!found)
    throw new ResultError(
      invalid(
        [{ propertyPath: 'token', message: INVITATION_REFUSED }],
        INVITATION_REFUSED,
      ),
    )
  return found.invitation
}

/** An invitation by its token that may still be accepted. */
const openInvitation = (token: string) =>
  and(
    eq(t.invitations.tokenHash, hashToken(token)),
    isNull(t.invitations.acceptedAt),
    isNull(t.invitations.revokedAt),
    gt(t.invitations.expiresAt, new Date()),
  )

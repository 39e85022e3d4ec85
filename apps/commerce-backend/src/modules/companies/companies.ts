import { isValidPurchaseLimit, PURCHASE_LIMIT_MESSAGE } from '@shop/forms'
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  ne,
} from 'drizzle-orm'
import { hashPassword } from '../../auth/passwords'
import { hashToken, randomToken } from '../../auth/tokens'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import { ROLES } from '../../db/schema'
import type { Role } from '../../db/schema'
import { enqueueMail } from '../mail'
import type { MailSettings } from '../mail'
import { invitationMail } from './invitation-mail'
import { emitCompanyChanged } from '../events'
import { spentThisMonth } from './approval-requests'
import { linkUseRules } from '../customers'
import { SALUTATIONS, fullName, hasRole } from '../customers'
import type { CompanyRow, CustomerRow } from '../customers'
import {
  ResultError,
  invalid,
  notFound,
  tooManyAttempts,
} from '../../shared/results'
import type { Violation } from '../../shared/results'
import {
  companyViewRefusal,
  invitationsViewRefusal,
  manageRefusal,
  requireAllowed,
} from './permissions'
import { endSessions } from '../customers'
import type { SessionService } from '../customers'
import { AuthThrottle, MINUTE } from '../customers'
import { checkEmail, checkText } from '../../shared/validation'

/** How long an invitation link works, as its message says. */
export const INVITATION_LIFETIME_DAYS = 7
// In plain numbers: a constant imported from another module can still be undefined while the
// modules' import cycle loads, and a NaN expiry fails every invitation.
const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60_000

const INVITATION_REFUSED =
  'This invitation has expired, was withdrawn or was already used. Ask your administrator for a new one.'

/** Roles and purchase limits, as an administrator gives them. */
export interface MemberTerms {
  roles: readonly Role[]
  /** Net minor units; null for no limit. */
  orderLimitNet: number | null
  monthlyLimitNet: number | null
}

/** A member with what they ordered this month, as administrators see them. */
export type MemberView = CustomerRow & { spentThisMonthNet: number }

function termsViolations(terms: MemberTerms): Violation[] {
  const violations: Violation[] = []
  if (
    terms.roles.length === 0 ||
    terms.roles.some((role) => !ROLES.includes(role)) ||
    new Set(terms.roles).size !== terms.roles.length
  )
    violations.push({
      propertyPath: 'roles',
      message: 'Choose at least one role, each once.',
    })
  for (const [field, limit] of [
    ['orderLimit', terms.orderLimitNet],
    ['monthlyLimit', terms.monthlyLimitNet],
  ] as const)
    if (!isValidPurchaseLimit(limit))
      violations.push({ propertyPath: field, message: PURCHASE_LIMIT_MESSAGE })
  return violations
}

/** Invitations per administrator: nobody mails a flood of strangers from a shop account. */
const inviteRules = (memberId: number) => [
  { key: `invite:member:${memberId}`, limit: 30, windowMs: 60 * MINUTE },
]

/**
 * Companies and their members: settings, invitations, roles, purchase limits and deactivation.
 * Every call is the caller's (`actor`) and checks their role here; another company's member or
 * invitation is not found.
 */
export class CompanyService {
  private readonly throttle: AuthThrottle

  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly mail: MailSettings,
  ) {
    this.throttle = new AuthThrottle(db)
  }

  async company(companyId: number): Promise<CompanyRow> {
    const [row] = await this.db
      .select()
      .from(t.companies)
      .where(eq(t.companies.id, companyId))
    return written(row)
  }

  /** Companies by id, for the per-request company loader. */
  async companiesById(ids: number[]): Promise<Map<number, CompanyRow>> {
    const rows = await this.db
      .select()
      .from(t.companies)
      .where(inArray(t.companies.id, ids))
    return new Map(rows.map((row) => [row.id, row]))
  }

  async updateCompany(
    actor: CustomerRow,
    input: { membersMayAddAddresses: boolean },
  ) {
    requireManager(actor)
    const row = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(t.companies)
        .set({ membersMayAddAddresses: input.membersMayAddAddresses })
        .where(eq(t.companies.id, actor.companyId))
        .returning()
      await emitCompanyChanged(tx, actor.companyId, 'settings')
      return written(row)
    })
    this.mail.queued()
    return row
  }

  /** The company's members, active first, by name; administrators and approvers only. */
  async members(actor: CustomerRow): Promise<MemberView[]> {
    requireAllowed(companyViewRefusal(actor))
    const rows = await this.db
      .select()
      .from(t.customers)
      .where(eq(t.customers.companyId, actor.companyId))
      .orderBy(
        asc(t.customers.deactivatedAt),
        asc(t.customers.lastname),
        asc(t.customers.firstname),
        asc(t.customers.id),
      )
    const spent = await spentThisMonth(
      this.db,
      rows.map((row) => row.id),
    )
    return rows.map((row) => ({
      ...row,
      spentThisMonthNet: spent.get(row.id) ?? 0,
    }))
  }

  /**
   * Changes a member's roles and limits. The company's row is locked while its last active
   * administrator is looked for, so two administrators demoting each other at once cannot leave
   * it without one.
   */
  async updateMember(
    actor: CustomerRow,
    memberId: number | null,
    terms: MemberTerms,
  ) {
    requireManager(actor)
    const violations = termsViolations(terms)
    if (violations.length) throw new ResultError(invalid(violations))
    const updated = await this.db.transaction(async (tx) => {
      const member = await this.lockedMember(tx, actor, memberId)
      if (
        hasRole(member, 'administrator') &&
        !terms.roles.includes('administrator') &&
        !member.deactivatedAt
      )
        await requireAnotherAdministrator(tx, member, 'roles')
      // A demoted administrator's invitations would still make administrators: withdrawn.
      if (!terms.roles.includes('administrator'))
        await withdrawInvitationsOf(tx, member.id)
      const [row] = await tx
        .update(t.customers)
        .set({
          roles: [...terms.roles],
          orderLimitNet: terms.orderLimitNet,
          monthlyLimitNet: terms.monthlyLimitNet,
        })
        .where(eq(t.customers.id, member.id))
        .returning()
      await emitCompanyChanged(
        tx,
        member.companyId,
        'member.updated',
        written(row),
      )
      return written(row)
    })
    this.sessions.customerChanged(updated.id)
    this.mail.queued()
    return this.memberView(updated)
  }

  /**
   * Deactivates a member (their sessions end at once and they cannot sign in; their orders stay)
   * or activates them again. Not oneself, and never the last active administrator.
   */
  async setMemberActive(
    actor: CustomerRow,
    memberId: number | null,
    active: boolean,
  ) {
    requireManager(actor)
    const updated = await this.db.transaction(async (tx) => {
      const member = await this.lockedMember(tx, actor, memberId)
      if (member.id === actor.id)
        throw new ResultError(
          invalid([
            {
              propertyPath: 'memberId',
              message: 'You cannot deactivate yourself.',
            },
          ]),
        )
      if (!active && hasRole(member, 'administrator') && !member.deactivatedAt)
        await requireAnotherAdministrator(tx, member, 'memberId')
      const [row] = await tx
        .update(t.customers)
        .set({ deactivatedAt: active ? null : new Date() })
        .where(eq(t.customers.id, member.id))
        .returning()
      if (!active) {
        await endSessions(tx, member.id)
        // Nobody joins through a deactivated member's invitation (and reactivates them).
        await withdrawInvitationsOf(tx, member.id)
      }
      await emitCompanyChanged(
        tx,
        member.companyId,
        active ? 'member.activated' : 'member.deactivated',
        written(row),
      )
      return written(row)
    })
    this.sessions.customerChanged(updated.id)
    this.mail.queued()
    return this.memberView(updated)
  }

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

  private async memberView(member: CustomerRow): Promise<MemberView> {
    const spent = await spentThisMonth(this.db, [member.id])
    return { ...member, spentThisMonthNet: spent.get(member.id) ?? 0 }
  }

  /**
   * A member of the actor's company, its row locked, with the company's row locked first (the
   * order every change of members takes, so they never deadlock).
   */
  private async lockedMember(
    tx: Executor,
    actor: CustomerRow,
    memberId: number | null,
  ) {
    await tx
      .select({ id: t.companies.id })
      .from(t.companies)
      .where(eq(t.companies.id, actor.companyId))
      .for('update')
    const [member] =
      memberId === null
        ? []
        : await tx
            .select()
            .from(t.customers)
            .where(
              and(
                eq(t.customers.id, memberId),
                eq(t.customers.companyId, actor.companyId),
              ),
            )
            .for('update')
    if (!member) throw notFound('The member')
    return member
  }
}

/** Changes to the company: see `manageRefusal`. */
const requireManager = (actor: CustomerRow) =>
  requireAllowed(manageRefusal(actor))

/** Withdraws the open invitations `memberId` sent: their links stop working. */
async function withdrawInvitationsOf(tx: Executor, memberId: number) {
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

/** Refuses to leave the member's company without an active administrator. */
async function requireAnotherAdministrator(
  tx: Executor,
  member: CustomerRow,
  propertyPath: string,
) {
  const others = await tx
    .select({ id: t.customers.id, roles: t.customers.roles })
    .from(t.customers)
    .where(
      and(
        eq(t.customers.companyId, member.companyId),
        ne(t.customers.id, member.id),
        isNull(t.customers.deactivatedAt),
      ),
    )
  if (!others.some((other) => hasRole(other, 'administrator')))
    throw new ResultError(
      invalid([
        {
          propertyPath,
          message:
            'Your company needs at least one active administrator. Make someone else an administrator first.',
        },
      ]),
    )
}

async function companyOf(db: Executor, companyId: number) {
  const [row] = await db
    .select()
    .from(t.companies)
    .where(eq(t.companies.id, companyId))
  return written(row)
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

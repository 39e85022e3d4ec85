import { and, asc, eq, ne, isNull } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import type { MailSettings } from '../mail'
import { emitCompanyChanged } from '../events'
import { endSessions, hasRole } from '../customers'
import type { CustomerRow, SessionService } from '../customers'
import { ResultError, invalid, notFound } from '../../shared/results'
import { spentThisMonth } from './approval-requests'
import { withdrawInvitationsOf } from './invitations'
import { requireManager, termsViolations } from './member-terms'
import type { MemberTerms } from './member-terms'
import { companyViewRefusal, requireAllowed } from './permissions'

/** A member with what they ordered this month, as administrators see them. */
export type MemberView = CustomerRow & { spentThisMonthNet: number }

/**
 * The company's members: who they are, their roles and purchase limits, and whether they are
 * active. Administrators change them; the last active administrator stays one.
 */
export class CompanyMembers {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly mail: MailSettings,
  ) {}

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

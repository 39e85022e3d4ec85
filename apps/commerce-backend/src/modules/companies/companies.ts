import { eq } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import type { MailSettings } from '../mail'
import { emitCompanyChanged } from '../events'
import type { CompanyRow, CustomerRow } from '../customers'
import type { SessionService } from '../customers'
import { AuthThrottle } from '../customers'
import { CompanyMembers } from './company-members'
import type { MemberView } from './company-members'
import { requireManager } from './member-terms'
import type { MemberTerms } from './member-terms'
import { InvitationAcceptance } from './invitation-acceptance'
import { Invitations } from './invitations'

/**
 * Companies and their members: settings, invitations, roles, purchase limits and deactivation.
 * Every call is the caller's (`actor`) and checks their role here; another company's member or
 * invitation is not found.
 */
export class CompanyService {
  private readonly team: CompanyMembers
  private readonly invites: Invitations
  private readonly joining: InvitationAcceptance

  constructor(
    private readonly db: Database,
    sessions: SessionService,
    private readonly mail: MailSettings,
  ) {
    // One throttle for sending and using invitations, as before the split.
    const throttle = new AuthThrottle(db)
    this.team = new CompanyMembers(db, sessions, mail)
    this.invites = new Invitations(db, mail, throttle)
    this.joining = new InvitationAcceptance(db, sessions, mail, throttle)
  }

  async company(companyId: number): Promise<CompanyRow> {
    const [row] = await this.db
      .select()
      .from(t.companies)
      .where(eq(t.companies.id, companyId))
    return written(row)
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
  members(actor: CustomerRow): Promise<MemberView[]> {
    return this.team.members(actor)
  }

  /** Changes a member's roles and limits; the company keeps an active administrator. */
  updateMember(
    actor: CustomerRow,
    memberId: number | null,
    terms: MemberTerms,
  ) {
    return this.team.updateMember(actor, memberId, terms)
  }

  /** Deactivates a member (their sessions end) or activates them again. */
  setMemberActive(
    actor: CustomerRow,
    memberId: number | null,
    active: boolean,
  ) {
    return this.team.setMemberActive(actor, memberId, active)
  }

  /** The company's open invitations, newest first; administrators only. */
  invitations(actor: CustomerRow) {
    return this.invites.invitations(actor)
  }

  /** Invites an address with a single-use link. */
  invite(actor: CustomerRow, input: MemberTerms & { email: string }) {
    return this.invites.invite(actor, input)
  }

  /** Withdraws an open invitation of the company; its link stops working. */
  revokeInvitation(actor: CustomerRow, id: number | null) {
    return this.invites.revokeInvitation(actor, id)
  }

  /** What the accepting page shows; null if the link is not valid. */
  preview(token: string) {
    return this.joining.preview(token)
  }

  /** Joins the company with an invitation, and signs the new member in. */
  accept(
    token: string,
    input: {
      salutation?: string | null
      firstname: string
      lastname: string
      password: string
    },
    client: string,
  ) {
    return this.joining.accept(token, input, client)
  }
}

import { UNCONFIRMED, hasRole } from '../customers'
import type { CompanyRow, CustomerRow } from '../customers'
import { ResultError, forbidden } from '../../shared/results'
import type { Problem } from '../../shared/results'

// Who may do what in a company, once: each rule answers why a member may not (a refusal the
// services throw) or null, and `capabilities` answers the same rules as the customer's `can`, so
// the shop shows what the services allow and keeps no copy of the roles' rules (decision 024).

type Member = Pick<CustomerRow, 'roles' | 'emailVerifiedAt' | 'deactivatedAt'>

/** A refusal the services throw, or null when the member may. */
export type Refusal = Problem | null

const ENDED = forbidden(
  'Your access to this practice has ended. Ask your administrator.',
)

/** A deactivated member may do nothing (their sessions end, too). */
const ended = (member: Member) => (member.deactivatedAt ? ENDED : null)

/** The refusal of an order, a standing one too, by a buyer whose address is not confirmed. */
export const UNCONFIRMED_ORDER = forbidden(
  'Please confirm your email address before you order: follow the link we sent you, or ask for a new one.',
)

/**
 * Placing orders, standing ones too: an active buyer whose address is confirmed (decision 022:
 * an unconfirmed account browses and nothing more).
 */
export const orderRefusal = (member: Member): Refusal =>
  member.deactivatedAt || !hasRole(member, 'buyer')
    ? forbidden(
        'Your role does not include placing orders. Ask an administrator of your company.',
      )
    : member.emailVerifiedAt
      ? null
      : UNCONFIRMED_ORDER

/** The company's orders and members: administrators and approvers; everyone sees their own. */
export const companyViewRefusal = (member: Member): Refusal =>
  ended(member) ??
  (hasRole(member, 'administrator') || hasRole(member, 'approver')
    ? null
    : forbidden('Only administrators and approvers see the members.'))

/** The open invitations: administrators. */
export const invitationsViewRefusal = (member: Member): Refusal =>
  ended(member) ??
  (hasRole(member, 'administrator')
    ? null
    : forbidden('Only an administrator of your company may do this.'))

/**
 * Changes to the company (invitations, members, roles, settings): an administrator whose address
 * is confirmed, so whoever signed up with a stranger's address cannot prepare the stranger's
 * practice (decision 022).
 */
export const manageRefusal = (member: Member): Refusal =>
  invitationsViewRefusal(member) ??
  (member.emailVerifiedAt ? null : forbidden(UNCONFIRMED))

/** The approvers' queue: approvers. */
export const approvalsViewRefusal = (member: Member): Refusal =>
  ended(member) ??
  (hasRole(member, 'approver')
    ? null
    : forbidden('Only an approver of your company sees the approvals.'))

/** Deciding on orders at all (each order adds its own checks): a confirmed approver. */
export const decideRefusal = (member: Member): Refusal =>
  ended(member) ??
  (!hasRole(member, 'approver')
    ? forbidden('Only an approver of your company may decide on orders.')
    : member.emailVerifiedAt
      ? null
      : forbidden(UNCONFIRMED))

const ADMINS_MANAGE_ADDRESSES =
  "Your company's administrators manage its addresses: ask one to change it."

/**
 * The address book is the practice's: administrators add, change and delete; other members add
 * only where the company allows it. Nobody unconfirmed: an address left there by whoever signed
 * up with a stranger's address would be the stranger's default for deliveries (decision 022).
 */
export const addressRefusal = (
  member: Member,
  company: Pick<CompanyRow, 'membersMayAddAddresses'>,
  change: 'add' | 'edit',
): Refusal =>
  ended(member) ??
  (member.emailVerifiedAt ? null : forbidden(UNCONFIRMED)) ??
  (hasRole(member, 'administrator') ||
  (change === 'add' && company.membersMayAddAddresses)
    ? null
    : forbidden(
        change === 'add'
          ? "Your company's administrators manage its addresses: ask one to add it, or to let members add addresses."
          : ADMINS_MANAGE_ADDRESSES,
      ))

/**
 * The practice's invoices, statement and card payments of them (issue 36): administrators and
 * members with the billing role (decision 042), such as an accounts clerk who orders nothing.
 */
export const billingViewRefusal = (member: Member): Refusal =>
  ended(member) ??
  (hasRole(member, 'administrator') || hasRole(member, 'billing')
    ? null
    : forbidden(
        "Only your practice's administrators and billing members see its invoices.",
      ))

/** Every standing order of the company, not only one's own: administrators. */
export const seesCompanyStandingOrders = (member: Member) =>
  !member.deactivatedAt && hasRole(member, 'administrator')

/** Throws a refusal, so a service stops before it changes anything. */
export function requireAllowed(refusal: Refusal) {
  if (refusal) throw new ResultError(refusal)
}

/** What the member may do, as the customer's `can` answers it: the rules above, each once. */
export const capabilities = (
  member: Member,
  company: Pick<CompanyRow, 'membersMayAddAddresses'>,
) => ({
  placeOrders: orderRefusal(member) === null,
  seeCompanyOrders: companyViewRefusal(member) === null,
  seeMembers: companyViewRefusal(member) === null,
  manageMembers: manageRefusal(member) === null,
  seeApprovals: approvalsViewRefusal(member) === null,
  decideApprovals: decideRefusal(member) === null,
  addAddresses: addressRefusal(member, company, 'add') === null,
  manageAddresses: addressRefusal(member, company, 'edit') === null,
  viewBilling: billingViewRefusal(member) === null,
})

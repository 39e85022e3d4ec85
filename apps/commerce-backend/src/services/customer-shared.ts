import type * as t from '../db/schema'
import type { Role } from '../db/schema'
import { ResultError, forbidden } from './results'

// The rows the customer services (sessions, customers, addresses) answer, kept here once so the
// services and the GraphQL layer name them alike.

export type CustomerRow = typeof t.customers.$inferSelect
export type AddressRow = typeof t.addresses.$inferSelect

/** The salutations an account or an address may have ('' for none). */
export const SALUTATIONS = ['mr', 'ms', 'mx', 'dr', '']

export type CompanyRow = typeof t.companies.$inferSelect

/** Whether the member holds the role (a member may hold several). */
export const hasRole = (member: Pick<CustomerRow, 'roles'>, role: Role) =>
  member.roles.includes(role)

/** Administrators and approvers see the company's orders; everyone else only their own. */
export const seesCompanyOrders = (member: Pick<CustomerRow, 'roles'>) =>
  hasRole(member, 'administrator') || hasRole(member, 'approver')

export const fullName = (member: Pick<CustomerRow, 'firstname' | 'lastname'>) =>
  `${member.firstname} ${member.lastname}`.trim()

/**
 * Refuses an account whose address is not confirmed yet: it may browse, nothing more (decision
 * 022). What it would do could reach the address's owner, who may not be who signed up.
 */
export function requireConfirmed(member: Pick<CustomerRow, 'emailVerifiedAt'>) {
  if (!member.emailVerifiedAt) throw new ResultError(forbidden(UNCONFIRMED))
}

export const UNCONFIRMED =
  'Please confirm your email address first: follow the link we sent you, or ask for a new one.'

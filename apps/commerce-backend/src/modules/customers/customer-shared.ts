import type * as t from '../../db/schema'
import type { Role } from '../../db/schema'

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

export const fullName = (member: Pick<CustomerRow, 'firstname' | 'lastname'>) =>
  `${member.firstname} ${member.lastname}`.trim()

export const UNCONFIRMED =
  'Please confirm your email address first: follow the link we sent you, or ask for a new one.'

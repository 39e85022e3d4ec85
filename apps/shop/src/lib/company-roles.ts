import type { User } from './queries'

// Who may do what in a company, asked by route loaders too: kept small, since what a loader
// imports is in the first-load script. The rest is in ./company-members.ts.

type Customer = User['customer']

/** What a member may do in their company; a member may hold several roles. */
export type Role = Customer['roles'][number]

/** Whether the signed-in member holds a role; nobody signed in holds none. */
export const hasRole = (
  customer: Pick<Customer, 'roles'> | null | undefined,
  role: Role,
): boolean => customer?.roles.includes(role) ?? false

/** Administrators and approvers see the company's orders, and may narrow them to one member's. */
export const seesCompanyOrders = (
  customer: Pick<Customer, 'roles'> | null | undefined,
): boolean =>
  hasRole(customer, 'ADMINISTRATOR') || hasRole(customer, 'APPROVER')

import type { ApiCart } from '@shop/commerce-client'
import type { User } from './queries'

type Customer = User['customer']

/** What a member may do in their company; a member may hold several roles. */
export type Role = Customer['roles'][number]

/** Every role, in the order forms and badges show them. */
export const ROLES = [
  'ADMINISTRATOR',
  'APPROVER',
  'BUYER',
] as const satisfies readonly Role[]

/** Whether the signed-in member holds a role; nobody signed in holds none. */
export const hasRole = (
  customer: Pick<Customer, 'roles'> | null | undefined,
  role: Role,
): boolean => customer?.roles.includes(role) ?? false

/** Roles in the order of {@link ROLES}, each once, whatever order the API sent them in. */
export const sortRoles = (roles: readonly Role[]): Role[] =>
  ROLES.filter((role) => roles.includes(role))

/**
 * What a member may do with the practice's shared address book: administrators add, change and
 * delete; other members add only where the company allows it, and change nothing. Everyone picks
 * their own default addresses.
 */
export function addressBookRights(
  customer: Pick<Customer, 'roles' | 'company'> | null | undefined,
): { add: boolean; change: boolean } {
  if (hasRole(customer, 'ADMINISTRATOR')) return { add: true, change: true }
  return {
    add: customer?.company.membersMayAddAddresses ?? false,
    change: false,
  }
}

/** Administrators and approvers see the company's orders, and may narrow them to one member's. */
export const seesCompanyOrders = (
  customer: Pick<Customer, 'roles'> | null | undefined,
): boolean =>
  hasRole(customer, 'ADMINISTRATOR') || hasRole(customer, 'APPROVER')

/** A member as an order names them. */
export type OrderMember = ApiCart['placedBy']

/** A member's name as orders show it: "Jamie Rivera". */
export const memberName = (
  member: Pick<OrderMember, 'firstname' | 'lastname'>,
) => `${member.firstname} ${member.lastname}`.trim()

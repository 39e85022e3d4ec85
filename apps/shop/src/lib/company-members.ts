import type { ApiCart } from '@shop/commerce-client'
import { hasRole } from './company-roles'
import type { Role } from './company-roles'
import type { User } from './queries'

type Customer = User['customer']

/** Every role, in the order forms and badges show them. */
export const ROLES = [
  'ADMINISTRATOR',
  'APPROVER',
  'BUYER',
] as const satisfies readonly Role[]

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

/** A member as an order names them. */
export type OrderMember = ApiCart['placedBy']

/** A member's name as orders show it: "Jamie Rivera". */
export const memberName = (
  member: Pick<OrderMember, 'firstname' | 'lastname'>,
) => `${member.firstname} ${member.lastname}`.trim()

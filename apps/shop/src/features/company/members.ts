import type { ApiCart } from '@shop/commerce-client'
import type { User } from '#lib/queries'

// How members and their roles read; what a role may do is the backend's to say (`can`,
// decision 024), never decided here.

/** What a member may do in their company; a member may hold several roles. */
export type Role = User['customer']['roles'][number]

/** Every role, in the order forms and badges show them. */
export const ROLES = [
  'ADMINISTRATOR',
  'APPROVER',
  'BUYER',
  'BILLING',
] as const satisfies readonly Role[]

/** Roles in the order of {@link ROLES}, each once, whatever order the API sent them in. */
export const sortRoles = (roles: readonly Role[]): Role[] =>
  ROLES.filter((role) => roles.includes(role))

/** A member as an order names them. */
export type OrderMember = ApiCart['placedBy']

/** A member's name as orders show it: "Jamie Rivera". */
export const memberName = (
  member: Pick<OrderMember, 'firstname' | 'lastname'>,
) => `${member.firstname} ${member.lastname}`.trim()

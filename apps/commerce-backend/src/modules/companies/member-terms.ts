import { isValidPurchaseLimit, PURCHASE_LIMIT_MESSAGE } from '@shop/forms'
import { ROLES } from '../../db/schema'
import type { Role } from '../../db/schema'
import type { CustomerRow } from '../customers'
import type { Violation } from '../../shared/results'
import { manageRefusal, requireAllowed } from './permissions'

// What an administrator gives a member or an invitation (roles and limits), and who may.

/** Roles and purchase limits, as an administrator gives them. */
export interface MemberTerms {
  roles: readonly Role[]
  /** Net minor units; null for no limit. */
  orderLimitNet: number | null
  monthlyLimitNet: number | null
}

export function termsViolations(terms: MemberTerms): Violation[] {
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

/** Changes to the company: see `manageRefusal`. */
export const requireManager = (actor: CustomerRow) =>
  requireAllowed(manageRefusal(actor))

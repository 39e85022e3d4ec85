import type { User } from './queries'

/** What a signed-in member may do, as the backend answers it in `customer.can`. */
export type Capabilities = User['customer']['can']

/**
 * A customer's `can` for tests: nothing allowed but what is given, so each test says which
 * capability its control follows (decision 024).
 */
export const capabilities = (
  allowed: Partial<Capabilities> = {},
): Capabilities => ({
  placeOrders: false,
  seeCompanyOrders: false,
  seeMembers: false,
  manageMembers: false,
  seeApprovals: false,
  decideApprovals: false,
  addAddresses: false,
  manageAddresses: false,
  viewBilling: false,
  ...allowed,
})

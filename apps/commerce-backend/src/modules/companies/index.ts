export type { ApprovalReason } from './approval-requests'
export {
  approvalReasons,
  requestApproval,
  spentThisMonth,
} from './approval-requests'
export { ApprovalService } from './approvals'
export { CompanyService } from './companies'
export type { MemberView } from './company-members'
export { endUnconfirmedWork } from './invitations'
export {
  UNCONFIRMED_ORDER,
  addressRefusal,
  billingViewRefusal,
  capabilities,
  companyViewRefusal,
  manageRefusal,
  orderRefusal,
  requireAllowed,
  seesCompanyStandingOrders,
} from './permissions'
export { companyResolvers, orderCompanyFields } from './resolvers'

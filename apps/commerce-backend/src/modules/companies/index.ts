export type { ApprovalReason } from './approval-requests'
export {
  approvalReasons,
  requestApproval,
  spentThisMonth,
} from './approval-requests'
export { ApprovalService } from './approvals'
export type { MemberView } from './companies'
export { CompanyService, endUnconfirmedWork } from './companies'
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

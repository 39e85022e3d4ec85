// What routes and other features may import from approvals (decision 027): the rest is internal.
export { ApprovalDecision } from './approval-decision'
export { ApprovalList } from './approval-list'
export { ApprovalReasons, approvalReasonText } from './approval-reasons'
export type { ApprovalReason } from './approval-reasons'
export { OrderApproval } from './order-approval'

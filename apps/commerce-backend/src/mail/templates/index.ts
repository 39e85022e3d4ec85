// The transactional messages: pure functions from a context and data to a rendered message.
export {
  ACCOUNT_LINK_LIFETIME_HOURS,
  emailChangeMail,
  emailChangedNoticeMail,
  passwordChangedMail,
  passwordResetMail,
  signUpAttemptMail,
  verifyEmailMail,
} from './account-mails'
export {
  approvalRequestMail,
  invitationMail,
  orderApprovedMail,
  orderRejectedMail,
} from './company-mails'
export type {
  ApprovalRequestMailData,
  InvitationMailData,
  OrderDecisionMailData,
} from './company-mails'
export type { MailContext } from './context'
export {
  orderConfirmationMail,
  paymentFailedMail,
  paymentReceivedMail,
} from './order-mails'
export type { MailOrder } from './order-mails'
export { lotRecallMail } from './recall-mails'
export { standingOrderRunMail } from './standing-order-mails'
export type {
  RunOutcome,
  StandingOrderRunMailData,
} from './standing-order-mails'

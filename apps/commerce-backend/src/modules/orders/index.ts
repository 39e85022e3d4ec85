export type { SellerConfig } from './invoices'
export {
  DEFAULT_SELLER,
  InvoiceService,
  paymentTerms,
  readSeller,
} from './invoices'
export type { AgeingBucket, InvoiceOn, InvoiceRow } from './billing'
export {
  AGEING_BUCKETS,
  PaymentRefused,
  ageing,
  amountDue,
  applyInvoicePayment,
  invoiceNumber,
  issueInvoice,
  orderBought,
  readInvoiceOn,
  termsOf,
} from './billing'
export { invoiceOperatorRoutes } from './operator-routes'
export { OrderHistoryService } from './order-history'
export { orderMailData, sendOrderMail } from './order-mail'
export type { MailOrder } from './order-mails'
export { lineTable } from './order-mails'
export type { OrderRow, OrderView, Snapshot } from './order-views'
export {
  carrierPricing,
  freezeLines,
  viewOrder,
  viewOrders,
} from './order-views'
export { orderResolvers } from './resolvers'

export type { SellerConfig } from './invoices'
export {
  DEFAULT_SELLER,
  InvoiceService,
  paymentTerms,
  readSeller,
} from './invoices'
export type { InvoiceOn, InvoiceRow } from './billing'
export {
  DEFAULT_TERM_DAYS,
  orderBought,
  orderPaid,
  readInvoiceOn,
} from './billing'
export { creditNoteNumber, remainingCredit, returnedTax } from './credit'
export type { CreditNoteRow } from './credit'
export { invoiceOperatorRoutes } from './invoice-operator-routes'
export { OrderHistoryService } from './order-history'
export { StatementService } from './statement'
export { BillingDocumentService } from './billing-documents'
export { StatementMailService } from './statement-mails'
export { InvoicePaymentService } from './invoice-card-payments'
export { orderMailData, sendOrderMail } from './order-mail'
export type { MailOrder } from './order-mails'
export { lineTable } from './order-mails'
export type { OrderLine, OrderRow, OrderView, Snapshot } from './order-views'
export { freezeLines, viewOrder, viewOrders } from './order-views'
export { carrierPricing } from './order-pricing'
export { markCartShown } from './cart-shown'
export { orderResolvers } from './resolvers'
export type { Fulfilment } from './fulfilment'
export { readReturnWindow } from './fulfilment'
export { FulfilmentService } from './order-fulfilment'
export { orderOperatorRoutes } from './operator-routes'
export type { ReturnAnswer } from './resolvers'

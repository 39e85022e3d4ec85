export type { SellerConfig } from './invoices'
export {
  DEFAULT_SELLER,
  InvoiceService,
  paymentTerms,
  readSeller,
} from './invoices'
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
export type { Fulfilment, FulfilmentState } from './fulfilment'
export { FulfilmentService } from './fulfilment'
export { trackingUrl } from './tracking'
export { BuyerOrderChanges } from './buyer-changes'
export type { ReturnAnswer } from './resolvers'

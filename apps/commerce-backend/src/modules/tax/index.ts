export type {
  ShipTo,
  TaxCalculation,
  TaxLine,
  TaxProvider,
  TaxableLine,
} from './provider'
export { RateTableProvider } from './rate-table'
export type { CertificateRow, TaxRequest, TaxResult } from './tax'
export { TaxService, exemptionFor } from './tax'
export { allocate, lineTax } from './rounding'
export type { CertificateView, FrozenTax, OrderTax } from './order-tax'
export { certificateView, orderTax, taxableLines } from './order-tax'
export { ExemptionService, MAX_CERTIFICATE_BYTES } from './exemptions'
export { taxResolvers } from './resolvers'
export { taxOperatorRoutes } from './operator-routes'
export { importRates } from './rates'

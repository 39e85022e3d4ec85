export {
  PriceService,
  companyLines,
  npiOfCompany,
  practiceUnitPrices,
} from './prices'
export { priceResolvers } from './resolvers'

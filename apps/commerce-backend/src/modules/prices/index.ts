export {
  PriceService,
  npiOfCompany,
  practiceLines,
  practiceUnitPrices,
} from './prices'
export { priceResolvers } from './resolvers'

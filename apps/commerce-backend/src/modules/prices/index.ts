export {
  PriceService,
  npiOfCompany,
  practiceLines,
  practiceUnitPrices,
  pricingContext,
} from './prices'

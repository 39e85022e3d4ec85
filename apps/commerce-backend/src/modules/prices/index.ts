export {
  PriceService,
  npiOfCompany,
  practiceLines,
  practiceUnitPrices,
} from './prices'

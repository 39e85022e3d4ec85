export {
  LOW_STOCK_UNITS,
  availabilityOf,
  releaseStock,
  reserveStock,
  ruleOf,
  ruleViolations,
  stockShortfall,
} from './stock'
export type { AvailabilityState } from './stock'

export {
  availabilityOf,
  releaseStock,
  reserveStock,
  ruleOf,
  ruleViolations,
  stockShortfall,
} from './stock'

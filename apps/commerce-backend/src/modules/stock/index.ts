export {
  availabilityOf,
  releaseStock,
  replacementOf,
  reserveStock,
  ruleOf,
  ruleViolations,
  stockShortfall,
} from './stock'
export type { Replacement } from './stock'

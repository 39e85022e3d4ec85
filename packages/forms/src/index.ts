export {
  ADDRESS_COUNTRIES,
  ADDRESS_REGIONS,
  isAddressCountry,
} from './address-countries.js'
export type { AddressCountry, AddressRegion } from './address-countries.js'
export { addressLines } from './address-format.js'
export type { PostalAddress } from './address-format.js'
export {
  ADDRESS_FORM_RULES,
  REQUIRED_ADDRESS_FIELDS,
  SALUTATIONS,
  checkAddress,
  emptyAddress,
  normalizeAddress,
  toAddressForm,
} from './address-rules.js'
export type {
  AddressField,
  AddressFormValues,
  AddressViolation,
} from './address-rules.js'
export {
  DEFAULT_DATE_FORMAT,
  DEFAULT_FORM_LOCALE,
  DEFAULT_INPUT_DELAY_MS,
  FORM_MESSAGES,
  INVALID_DATE_MESSAGE,
} from './constants.js'
export { isEmpty } from './empty.js'
export {
  EXPIRY_URGENT_DAYS,
  EXPIRY_WARNING_DAYS,
  daysUntilExpiry,
  expiryState,
} from './expiry.js'
export type { ExpiryState } from './expiry.js'
export { capitalise, formatMessageDate, list } from './format.js'
export { isValidNpi, normaliseNpi } from './npi.js'
export { parseRules } from './parse.js'
export {
  MAX_PURCHASE_LIMIT_NET,
  PURCHASE_LIMIT_MESSAGE,
  isValidPurchaseLimit,
} from './purchase-limits.js'
export type { ParsedRule, RuleInput } from './parse.js'
export {
  ANY_QUANTITY,
  MAX_LINE_QUANTITY,
  QUANTITY_MESSAGE,
  fitQuantity,
  isValidQuantity,
  quantityError,
  quantityRuleError,
  ruleMax,
  stepQuantity,
} from './quantity.js'
export type { QuantityRule } from './quantity.js'
export { MISCONFIGURED_MESSAGE, RULES } from './rules.js'
export type {
  RuleContext,
  RuleDefinition,
  RuleFn,
  RuleMessage,
} from './rules.js'
export {
  FALLBACK_MESSAGE,
  resolveLabel,
  validateField,
  validateForm,
} from './validate.js'
export type {
  FieldMessage,
  FieldOptions,
  FieldResult,
  FormResult,
  FormSchema,
} from './validate.js'
export { mapViolations } from './violations.js'
export type {
  MappedViolations,
  ServerValidationError,
  Violation,
} from './violations.js'
export {
  MAX_RUN_DAY,
  MAX_SCHEDULE_INTERVAL,
  WEEKDAYS,
  describeSchedule,
  firstRunDate,
  followingRunDate,
  nextRunAfter,
  rescheduledRunDate,
  sameSchedule,
  scheduleViolations,
  todayUtc,
  weekendRuns,
} from './schedule.js'
export {
  MAX_PRICE_TOLERANCE_PERCENT,
  PRICE_TOLERANCE_MESSAGE,
  isValidPriceTolerance,
} from './price-tolerance.js'
export type { RunSchedule } from './schedule.js'
export { nextPriceBreak, priceBreaksFor, unitPriceFor } from './pricing.js'
export type { PriceBreak, PriceListLine } from './pricing.js'

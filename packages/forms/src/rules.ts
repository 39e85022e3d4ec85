import { CHOICE_RULES } from './rules/choices.js'
import { DATE_RULES } from './rules/dates.js'
import type { RuleDefinition } from './rules/definition.js'
import { NUMBER_RULES } from './rules/numbers.js'
import { TEXT_RULES } from './rules/text.js'

export { MISCONFIGURED_MESSAGE } from './rules/definition.js'
export type {
  RuleContext,
  RuleDefinition,
  RuleFn,
  RuleMessage,
} from './rules/definition.js'

/** Every rule of form-rules.md with its English message, and the shop's `quantity` rule. */
export const RULES: Readonly<Record<string, RuleDefinition>> = {
  accepted: CHOICE_RULES.accepted,
  alpha: TEXT_RULES.alpha,
  alphanumeric: TEXT_RULES.alphanumeric,
  alpha_spaces: TEXT_RULES.alpha_spaces,
  contains_alpha: TEXT_RULES.contains_alpha,
  contains_alphanumeric: TEXT_RULES.contains_alphanumeric,
  contains_alpha_spaces: TEXT_RULES.contains_alpha_spaces,
  contains_symbol: TEXT_RULES.contains_symbol,
  contains_uppercase: TEXT_RULES.contains_uppercase,
  contains_lowercase: TEXT_RULES.contains_lowercase,
  contains_numeric: TEXT_RULES.contains_numeric,
  symbol: TEXT_RULES.symbol,
  uppercase: TEXT_RULES.uppercase,
  lowercase: TEXT_RULES.lowercase,
  date_after: DATE_RULES.date_after,
  date_after_or_equal: DATE_RULES.date_after_or_equal,
  date_before: DATE_RULES.date_before,
  date_before_or_equal: DATE_RULES.date_before_or_equal,
  date_between: DATE_RULES.date_between,
  date_format: DATE_RULES.date_format,
  between: NUMBER_RULES.between,
  confirm: CHOICE_RULES.confirm,
  email: TEXT_RULES.email,
  ends_with: TEXT_RULES.ends_with,
  starts_with: TEXT_RULES.starts_with,
  is: CHOICE_RULES.is,
  not: CHOICE_RULES.not,
  matches: TEXT_RULES.matches,
  length: TEXT_RULES.length,
  max: NUMBER_RULES.max,
  min: NUMBER_RULES.min,
  quantity: NUMBER_RULES.quantity,
  number: NUMBER_RULES.number,
  require_one: CHOICE_RULES.require_one,
  required: CHOICE_RULES.required,
  url: TEXT_RULES.url,
}

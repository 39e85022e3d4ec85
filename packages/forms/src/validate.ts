import { isEmpty } from './empty.js'
import { parseRules } from './parse.js'
import type { ParsedRule, RuleInput } from './parse.js'
import { RULES } from './rules.js'
import type {
  RuleContext,
  RuleDefinition,
  RuleFn,
  RuleMessage,
} from './rules.js'

/** A rule with no message gives this (form-rules.md). */
export const FALLBACK_MESSAGE = 'This field is not valid.'

/** Options for one field's validation. */
export interface FieldOptions {
  /** The field's key in the form's values. */
  name: string
  label?: string
  /** Wins over `label` in messages. */
  validationLabel?: string
  /** The other values of the form (for `confirm` and `require_one`). */
  values?: Readonly<Record<string, unknown>>
  /** Labels of other fields by name (for `require_one`). */
  labels?: Readonly<Record<string, string>>
  /** Custom rules by name; they run like the built-in ones and skip empty values. */
  rules?: Readonly<Record<string, RuleFn>>
  /** Messages by rule name, overriding the built-in ones. */
  messages?: Readonly<Record<string, RuleMessage>>
}

/** One failed rule. */
export interface FieldMessage {
  rule: string
  message: string
  /** False for a `?` rule: shown, but it does not block submit. */
  blocking: boolean
}

export interface FieldResult {
  messages: FieldMessage[]
  /** True when no blocking rule failed. */
  valid: boolean
}

/** Resolves the label used in messages: validation label, else label, else name. */
export function resolveLabel(
  options: Pick<FieldOptions, 'name' | 'label' | 'validationLabel'>,
): string {
  return options.validationLabel || options.label || options.name
}

function definitionOf(
  rule: ParsedRule,
  options: FieldOptions,
): RuleDefinition | undefined {
  const custom = options.rules?.[rule.name]
  if (custom)
    return {
      test: custom,
      message: options.messages?.[rule.name] ?? FALLBACK_MESSAGE,
    }
  return RULES[rule.name]
}

function messageFor(
  rule: ParsedRule,
  definition: RuleDefinition,
  context: RuleContext,
  options: FieldOptions,
) {
  const message = options.messages?.[rule.name] ?? definition.message
  const text = typeof message === 'function' ? message(context) : message
  return text || FALLBACK_MESSAGE
}

/**
 * Validates one value against its rules. Empty values pass every rule except `required`,
 * `accepted` and `require_one` (and rules hinted with `+`); rules stop at the first failure
 * unless a later one is forced with `*`.
 *
 * @example
 * await validateField('', 'required|email', { name: 'email', label: 'email' })
 * // { valid: false, messages: [{ rule: 'required', message: 'Email is required.', blocking: true }] }
 */
export async function validateField(
  value: unknown,
  rules: RuleInput | ParsedRule[],
  options: FieldOptions,
): Promise<FieldResult> {
  const parsed = isParsed(rules) ? rules : parseRules(rules)
  const context: RuleContext = {
    value,
    args: [],
    name: options.name,
    label: resolveLabel(options),
    values: { ...options.values, [options.name]: value },
    labels: options.labels ?? {},
  }
  const messages: FieldMessage[] = []
  const empty = isEmpty(value)
  for (const rule of parsed) {
    if (messages.length > 0 && !rule.force) continue
    const definition = definitionOf(rule, options)
    if (!definition) {
      messages.push({
        rule: rule.name,
        message: FALLBACK_MESSAGE,
        blocking: rule.blocking,
      })
      continue
    }
    if (empty && !definition.runsOnEmpty && !rule.runOnEmpty) continue
    const ruleContext = { ...context, args: rule.args }
    if (!(await definition.test(ruleContext))) {
      messages.push({
        rule: rule.name,
        message: messageFor(rule, definition, ruleContext, options),
        blocking: rule.blocking,
      })
    }
  }
  return { messages, valid: !messages.some((m) => m.blocking) }
}

function isParsed(rules: RuleInput | ParsedRule[]): rules is ParsedRule[] {
  return (
    Array.isArray(rules) &&
    rules.length > 0 &&
    typeof rules[0] === 'object' &&
    !Array.isArray(rules[0])
  )
}

/** A form's fields: their rules and labels. */
export type FormSchema = Readonly<
  Record<string, { rules: RuleInput; label?: string; validationLabel?: string }>
>

export interface FormResult {
  valid: boolean
  /** Messages by field name; fields without messages are left out. */
  errors: Record<string, FieldMessage[]>
}

/**
 * Validates every field of a form.
 *
 * @example
 * await validateForm({ email: 'x' }, { email: { rules: 'required|email' } })
 * // { valid: false, errors: { email: [{ rule: 'email', message: 'Please enter a valid email address.', … }] } }
 */
export async function validateForm(
  values: Readonly<Record<string, unknown>>,
  schema: FormSchema,
  options: Pick<FieldOptions, 'rules' | 'messages'> = {},
): Promise<FormResult> {
  const labels = Object.fromEntries(
    Object.entries(schema).map(([name, field]) => [
      name,
      resolveLabel({ name, ...field }),
    ]),
  )
  const entries = await Promise.all(
    Object.entries(schema).map(
      async ([name, field]) =>
        [
          name,
          await validateField(values[name], field.rules, {
            ...options,
            label: field.label,
            validationLabel: field.validationLabel,
            name,
            values,
            labels,
          }),
        ] as const,
    ),
  )
  const errors: Record<string, FieldMessage[]> = {}
  for (const [name, result] of entries)
    if (result.messages.length) errors[name] = result.messages
  return { valid: entries.every(([, result]) => result.valid), errors }
}

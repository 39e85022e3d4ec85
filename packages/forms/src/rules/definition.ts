import { capitalise } from '../format.js'

/** What a rule and its message see. */
export interface RuleContext {
  value: unknown
  args: unknown[]
  /** The field's name (its key in the form's values). */
  name: string
  /** The resolved label: validation label, else label, else name. */
  label: string
  /** Every value of the form, for rules that compare fields. */
  values: Readonly<Record<string, unknown>>
  /** Labels of the other fields, by name, for messages that name them. */
  labels: Readonly<Record<string, string>>
}

/** A rule passes when it returns (or resolves to) true. */
export type RuleFn = (context: RuleContext) => boolean | Promise<boolean>
/** A message is a fixed string or built from the rule's context. */
export type RuleMessage = string | ((context: RuleContext) => string)

/** The message of a rule that was configured with arguments it cannot use. */
export const MISCONFIGURED_MESSAGE =
  'This field was configured incorrectly and can’t be submitted.'

/** A rule's test, its message and whether it still runs on an empty value. */
export interface RuleDefinition {
  test: RuleFn
  message: RuleMessage
  /** Rules that look at empty values themselves (required, accepted, require_one). */
  runsOnEmpty?: boolean
}

/** The field's label as a message begins with it. */
export const Name = (c: RuleContext) => capitalise(c.label)

/** A value as text, for rules that read text. */
export const str = (value: unknown) =>
  typeof value === 'string' ? value : String(value)

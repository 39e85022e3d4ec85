import { isEmpty } from './empty.js'
import { capitalise, formatMessageDate, list } from './format.js'
import { QUANTITY_MESSAGE, isValidQuantity } from './quantity.js'

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

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/
const Name = (c: RuleContext) => capitalise(c.label)

const str = (value: unknown) =>
  typeof value === 'string' ? value : String(value)
const toNumber = (value: unknown) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : NaN

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** A string's or array's length, an object's key count; null for what has no length (numbers). */
function sizeOf(value: unknown): number | null {
  if (typeof value === 'string' || Array.isArray(value)) return value.length
  if (value && typeof value === 'object') return Object.keys(value).length
  return null
}

function looseEqual(a: unknown, b: unknown): boolean {
  // `is` compares loosely by definition.
  if (a == b) return true
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a)
    const kb = Object.keys(b)
    return (
      ka.length === kb.length &&
      ka.every((k) =>
        looseEqual(
          (a as Record<string, unknown>)[k],
          (b as Record<string, unknown>)[k],
        ),
      )
    )
  }
  return false
}

function toPattern(pattern: unknown): RegExp | null {
  if (pattern instanceof RegExp) return pattern
  const match = /^\/(.+)\/([gimsuy]*)$/.exec(str(pattern))
  if (!match) return null
  try {
    return new RegExp(match[1] as string, (match[2] ?? '').replace('g', ''))
  } catch {
    return null
  }
}

/** A date as messages show it; a missing or unreadable one is `(unknown)`. */
const messageDate = (date: Date | null) =>
  date ? formatMessageDate(date) : '(unknown)'

/** Builds a regular expression from a date format of MM, M, DD, D, YYYY and YY. */
function dateFormatPattern(format: string): RegExp {
  const tokens: Record<string, string> = {
    YYYY: '\\d{4}',
    YY: '\\d{2}',
    MM: '(0[1-9]|1[0-2])',
    M: '([1-9]|1[0-2])',
    DD: '(0[1-9]|[12]\\d|3[01])',
    D: '([1-9]|[12]\\d|3[01])',
  }
  let source = ''
  let rest = format
  outer: while (rest) {
    for (const token of ['YYYY', 'YY', 'MM', 'M', 'DD', 'D']) {
      if (rest.toUpperCase().startsWith(token)) {
        source += tokens[token]
        rest = rest.slice(token.length)
        continue outer
      }
    }
    source += (rest[0] as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    rest = rest.slice(1)
  }
  return new RegExp(`^${source}$`)
}

// Letters of any script are welcome on both sides of the @ (`àlphä@❤️.ly`): a domain label is
// anything but spaces and the address's punctuation, and the last one has two characters or more.
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}])|(([^<>()[\]\\.,;:\s@"]+\.)+[^<>()[\]\\.,;:\s@"]{2,}))$/

/** A rule's test, its message and whether it still runs on an empty value. */
export interface RuleDefinition {
  test: RuleFn
  message: RuleMessage
  /** Rules that look at empty values themselves (required, accepted, require_one). */
  runsOnEmpty?: boolean
}

/**
 * A rule that compares the value with a date (now when none is given): date_after, date_before
 * and their `_or_equal` forms.
 */
function dateComparison(
  passes: (date: number, than: number) => boolean,
  relation: string,
  withoutDate: 'future' | 'past',
): RuleDefinition {
  return {
    test: ({ value, args }) => {
      const date = toDate(value)
      const than = args[0] === undefined ? new Date() : toDate(args[0])
      return Boolean(date && than && passes(date.getTime(), than.getTime()))
    },
    message: (c) => {
      const than = c.args[0] === undefined ? null : toDate(c.args[0])
      return than
        ? `${Name(c)} must be ${relation} ${formatMessageDate(than)}.`
        : `${Name(c)} must be in the ${withoutDate}.`
    },
  }
}

function lowercaseVariant(arg: unknown): { pattern: RegExp; suffix: string } {
  switch (arg) {
    case 'allow_non_alpha':
      return { pattern: /^[^\p{Lu}\p{Lt}]+$/u, suffix: ', numbers and symbols' }
    case 'allow_numeric':
      return { pattern: /^[\p{Ll}\d]+$/u, suffix: ' and numbers' }
    case 'allow_numeric_dashes':
      return { pattern: /^[\p{Ll}\d-]+$/u, suffix: ', numbers and dashes' }
    case 'latin':
      return { pattern: /^[a-z]+$/, suffix: '' }
    default:
      return { pattern: /^\p{Ll}+$/u, suffix: '' }
  }
}

function lengthBounds(args: unknown[]): [number, number] {
  const min = args[0] === undefined || args[0] === '' ? 0 : Number(args[0])
  const max =
    args[1] === undefined || args[1] === '' ? Infinity : Number(args[1])
  return min <= max ? [min, max] : [max, min]
}

/** Another field's label, or nothing when the form has no field of that name. */
function fieldLabel(c: RuleContext, name: string): string[] {
  if (name in c.labels) return [c.labels[name] as string]
  return name in c.values ? [name] : []
}

function confirmTarget(c: RuleContext): string {
  const field = c.args[0]
  if (
    typeof field === 'string' &&
    field !== '' &&
    field !== 'loose' &&
    field !== 'strict'
  )
    return field
  const base = /^(.*)_confirm(ed)?$/.exec(c.name)
  return base ? (base[1] as string) : `${c.name}_confirm`
}

/** Every rule of form-rules.md with its English message, and the shop's `quantity` rule. */
export const RULES: Readonly<Record<string, RuleDefinition>> = {
  accepted: {
    runsOnEmpty: true,
    test: ({ value }) =>
      ['yes', 'on', '1', 1, true, 'true'].includes(value as string),
    message: (c) => `Please accept the ${c.label}.`,
  },
  alpha: {
    test: ({ value, args }) =>
      (args[0] === 'latin' ? /^[a-zA-Z]+$/ : /^\p{L}+$/u).test(str(value)),
    message: (c) => `${Name(c)} can only contain alphabetical characters.`,
  },
  alphanumeric: {
    test: ({ value, args }) =>
      (args[0] === 'latin' ? /^[a-zA-Z0-9]+$/ : /^[\p{L}\d]+$/u).test(
        str(value),
      ),
    message: (c) => `${Name(c)} can only contain letters and numbers.`,
  },
  alpha_spaces: {
    test: ({ value, args }) =>
      (args[0] === 'latin' ? /^[a-zA-Z ]+$/ : /^[\p{L} ]+$/u).test(str(value)),
    message: (c) => `${Name(c)} can only contain letters and spaces.`,
  },
  contains_alpha: {
    test: ({ value, args }) =>
      (args[0] === 'latin' ? /[a-zA-Z]/ : /\p{L}/u).test(str(value)),
    message: (c) => `${Name(c)} must contain alphabetical characters.`,
  },
  contains_alphanumeric: {
    test: ({ value, args }) =>
      (args[0] === 'latin' ? /[a-zA-Z0-9]/ : /[\p{L}\d]/u).test(str(value)),
    message: (c) => `${Name(c)} must contain letters or numbers.`,
  },
  contains_alpha_spaces: {
    test: ({ value, args }) =>
      (args[0] === 'latin' ? /[a-zA-Z ]/ : /[\p{L} ]/u).test(str(value)),
    message: (c) => `${Name(c)} must contain letters or spaces.`,
  },
  contains_symbol: {
    test: ({ value }) => ASCII_PUNCTUATION.test(str(value)),
    message: (c) => `${Name(c)} must contain a symbol.`,
  },
  contains_uppercase: {
    test: ({ value, args }) =>
      (args[0] === 'latin' ? /[A-Z]/ : /\p{Lu}/u).test(str(value)),
    message: (c) => `${Name(c)} must contain an uppercase letter.`,
  },
  contains_lowercase: {
    test: ({ value, args }) =>
      (args[0] === 'latin' ? /[a-z]/ : /\p{Ll}/u).test(str(value)),
    message: (c) => `${Name(c)} must contain a lowercase letter.`,
  },
  contains_numeric: {
    test: ({ value }) => /\d/.test(str(value)),
    message: (c) => `${Name(c)} must contain numbers.`,
  },
  symbol: {
    test: ({ value }) => /^[!-/:-@[-`{-~]+$/.test(str(value)),
    message: (c) => `${Name(c)} must be a symbol.`,
  },
  uppercase: {
    test: ({ value, args }) =>
      (args[0] === 'latin' ? /^[A-Z]+$/ : /^\p{Lu}+$/u).test(str(value)),
    message: (c) => `${Name(c)} can only contain uppercase letters.`,
  },
  lowercase: {
    test: ({ value, args }) =>
      lowercaseVariant(args[0]).pattern.test(str(value)),
    message: (c) =>
      `${Name(c)} can only contain lowercase letters${lowercaseVariant(c.args[0]).suffix}.`,
  },
  date_after: dateComparison((date, than) => date > than, 'after', 'future'),
  date_after_or_equal: dateComparison(
    (date, than) => date >= than,
    'after or equal to',
    'future',
  ),
  date_before: dateComparison((date, than) => date < than, 'before', 'past'),
  date_before_or_equal: dateComparison(
    (date, than) => date <= than,
    'before or equal to',
    'past',
  ),
  date_between: {
    test: ({ value, args }) => {
      const date = toDate(value)
      const a = toDate(args[0])
      // With one date, the range runs from now to that date.
      const b = args[1] === undefined && a ? new Date() : toDate(args[1])
      if (!date || !a || !b) return false
      const [from, to] = a <= b ? [a, b] : [b, a]
      return date.getTime() >= from.getTime() && date.getTime() <= to.getTime()
    },
    message: (c) => {
      const [a, b] = [toDate(c.args[0]), toDate(c.args[1])]
      const [from, to] = a && b && b < a ? [b, a] : [a, b]
      return `${Name(c)} must be between ${messageDate(from)} and ${messageDate(to)}`
    },
  },
  date_format: {
    test: ({ value, args }) =>
      typeof args[0] === 'string' &&
      args[0] !== '' &&
      dateFormatPattern(args[0]).test(str(value)),
    message: (c) =>
      typeof c.args[0] === 'string' && c.args[0] !== ''
        ? `${Name(c)} is not a valid date, please use the format ${c.args[0]}`
        : 'This field was configured incorrectly and can’t be submitted',
  },
  between: {
    test: ({ value, args }) => {
      const [a, b, n] = [toNumber(args[0]), toNumber(args[1]), toNumber(value)]
      if (Number.isNaN(a) || Number.isNaN(b) || Number.isNaN(n)) return false
      return n >= Math.min(a, b) && n <= Math.max(a, b)
    },
    message: (c) => {
      const [a, b] = [toNumber(c.args[0]), toNumber(c.args[1])]
      if (Number.isNaN(a) || Number.isNaN(b)) return MISCONFIGURED_MESSAGE
      return `${Name(c)} must be between ${Math.min(a, b)} and ${Math.max(a, b)}.`
    },
  },
  confirm: {
    test: (c) => {
      const other = c.values[confirmTarget(c)]
      // Loose comparison unless `strict` is asked for.
      return c.args.includes('strict') ? c.value === other : c.value == other
    },
    message: (c) => `${Name(c)} does not match.`,
  },
  email: {
    test: ({ value }) => EMAIL.test(str(value)),
    message: 'Please enter a valid email address.',
  },
  ends_with: {
    // Without suffixes there is nothing to miss: any text passes.
    test: ({ value, args }) =>
      typeof value === 'string' &&
      (args.length === 0 || args.some((s) => value.endsWith(str(s)))),
    message: (c) => `${Name(c)} doesn’t end with ${list(c.args)}.`,
  },
  starts_with: {
    test: ({ value, args }) =>
      typeof value === 'string' &&
      (args.length === 0 || args.some((s) => value.startsWith(str(s)))),
    message: (c) => `${Name(c)} doesn’t start with ${list(c.args)}.`,
  },
  is: {
    test: ({ value, args }) =>
      args.some((allowed) => looseEqual(value, allowed)),
    message: (c) => `${Name(c)} is not an allowed value.`,
  },
  not: {
    test: ({ value, args }) => !args.some((forbidden) => forbidden === value),
    message: (c) => `“${str(c.value)}” is not an allowed ${c.label}.`,
  },
  matches: {
    test: ({ value, args }) =>
      args.some((pattern) => {
        const regex = toPattern(pattern)
        return regex ? regex.test(str(value)) : pattern === value
      }),
    message: (c) => `${Name(c)} is not an allowed value.`,
  },
  length: {
    test: ({ value, args }) => {
      const [min, max] = lengthBounds(args)
      const size = sizeOf(value)
      return size !== null && size >= min && size <= max
    },
    message: (c) => {
      const [min, max] = lengthBounds(c.args)
      if (min === 1 && max === Infinity)
        return `${Name(c)} must be at least one character.`
      // Without arguments too (min 0, max ∞), as the reference library words it.
      if (min === 0 && max !== 0)
        return `${Name(c)} must be less than or equal to ${max} characters.`
      if (min === max) return `${Name(c)} should be ${max} characters long.`
      if (max === Infinity)
        return `${Name(c)} must be greater than or equal to ${min} characters.`
      return `${Name(c)} must be between ${min} and ${max} characters.`
    },
  },
  max: {
    test: ({ value, args }) => {
      const n = args[0] === undefined ? 10 : Number(args[0])
      return Array.isArray(value) ? value.length <= n : toNumber(value) <= n
    },
    message: (c) => {
      const n = c.args[0] === undefined ? 10 : Number(c.args[0])
      return Array.isArray(c.value)
        ? `Cannot have more than ${n} ${c.label}.`
        : `${Name(c)} must be no more than ${n}.`
    },
  },
  min: {
    test: ({ value, args }) => {
      const n = args[0] === undefined ? 1 : Number(args[0])
      return Array.isArray(value) ? value.length >= n : toNumber(value) >= n
    },
    message: (c) => {
      const n = c.args[0] === undefined ? 1 : Number(c.args[0])
      return Array.isArray(c.value)
        ? `Cannot have fewer than ${n} ${c.label}.`
        : `${Name(c)} must be at least ${n}.`
    },
  },
  quantity: {
    // A quantity field is never optional: empty gets the same one message.
    runsOnEmpty: true,
    test: ({ value }) => isValidQuantity(value),
    message: QUANTITY_MESSAGE,
  },
  number: {
    test: ({ value }) =>
      !Number.isNaN(toNumber(value)) && Number.isFinite(toNumber(value)),
    message: (c) => `${Name(c)} must be a number.`,
  },
  require_one: {
    runsOnEmpty: true,
    test: ({ value, args, values }) =>
      !isEmpty(value) || args.some((field) => !isEmpty(values[str(field)])),
    // Every label exactly as given; a name that is no field of the form is left out.
    message: (c) =>
      `${[c.label, ...c.args.flatMap((field) => fieldLabel(c, str(field)))].join(' or ')} is required.`,
  },
  required: {
    runsOnEmpty: true,
    test: ({ value, args }) =>
      args[0] === 'trim' && typeof value === 'string'
        ? value.trim() !== ''
        : !isEmpty(value),
    message: (c) => `${Name(c)} is required.`,
  },
  url: {
    test: ({ value, args }) => {
      const protocols = args.length ? args.map(str) : ['http:', 'https:']
      try {
        return protocols.includes(new URL(str(value)).protocol)
      } catch {
        return false
      }
    },
    message: 'Please enter a valid URL.',
  },
}

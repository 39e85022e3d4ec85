import { formatMessageDate } from '../format.js'
import { Name, str } from './definition.js'
import type { RuleDefinition } from './definition.js'

// Rules about dates: before, after or between others (now by default), and in a given format.

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
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

/** The date rules of form-rules.md. */
export const DATE_RULES = {
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
} satisfies Record<string, RuleDefinition>

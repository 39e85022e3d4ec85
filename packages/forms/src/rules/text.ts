import { list } from '../format.js'
import { Name, str } from './definition.js'
import type { RuleDefinition } from './definition.js'

// Rules about text: which characters it has, its length, its start and end, and e-mail addresses,
// URLs and patterns.

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/

/** A string's or array's length, an object's key count; null for what has no length (numbers). */
function sizeOf(value: unknown): number | null {
  if (typeof value === 'string' || Array.isArray(value)) return value.length
  if (value && typeof value === 'object') return Object.keys(value).length
  return null
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

// Letters of any script are welcome on both sides of the @ (`àlphä@❤️.ly`): a domain label is
// anything but spaces and the address's punctuation, and the last one has two characters or more.
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}])|(([^<>()[\]\\.,;:\s@"]+\.)+[^<>()[\]\\.,;:\s@"]{2,}))$/

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

/** The text rules of form-rules.md. */
export const TEXT_RULES = {
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
} satisfies Record<string, RuleDefinition>

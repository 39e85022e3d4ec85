import { QUANTITY_MESSAGE, isValidQuantity } from '../quantity.js'
import { MISCONFIGURED_MESSAGE, Name } from './definition.js'
import type { RuleDefinition } from './definition.js'

// Rules about numbers (and the count of a list's items): ranges, bounds and the shop's quantities.

const toNumber = (value: unknown) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : NaN

/** The number rules of form-rules.md, and the shop's `quantity` rule. */
export const NUMBER_RULES = {
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
} satisfies Record<string, RuleDefinition>

import { isEmpty } from '../empty.js'
import { Name, str } from './definition.js'
import type { RuleContext, RuleDefinition } from './definition.js'

// Rules about whether there is a value and which: required, accepted, allowed or not, and the ones
// that look at other fields (confirm, require_one).

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

/** The presence, choice and other-field rules of form-rules.md. */
export const CHOICE_RULES = {
  accepted: {
    runsOnEmpty: true,
    test: ({ value }) =>
      ['yes', 'on', '1', 1, true, 'true'].includes(value as string),
    message: (c) => `Please accept the ${c.label}.`,
  },
  confirm: {
    test: (c) => {
      const other = c.values[confirmTarget(c)]
      // Loose comparison unless `strict` is asked for.
      return c.args.includes('strict') ? c.value === other : c.value == other
    },
    message: (c) => `${Name(c)} does not match.`,
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
} satisfies Record<string, RuleDefinition>

/** One rule with its arguments and hints, ready to run. */
export interface ParsedRule {
  name: string
  args: unknown[]
  /** `*`: runs even if an earlier rule failed. */
  force: boolean
  /** `+`: runs even on an empty value. */
  runOnEmpty: boolean
  /** `?`: shown, but does not block submit. */
  blocking: boolean
  /** `(500)`: debounce in milliseconds, 0 when not given. */
  debounce: number
}

/** Rules as a string (`required|length:5,10`) or as arrays (`[['required'], ['length', 5, 10]]`). */
export type RuleInput =
  string | ReadonlyArray<string | readonly [string, ...unknown[]]>

const HINTS = /^([*+?]|\(\d+\))+/

function parseName(raw: string): Omit<ParsedRule, 'args'> {
  const trimmed = raw.trim()
  const hints = HINTS.exec(trimmed)?.[0] ?? ''
  const debounce = /\((\d+)\)/.exec(hints)
  return {
    name: trimmed.slice(hints.length),
    force: hints.includes('*'),
    runOnEmpty: hints.includes('+'),
    blocking: !hints.includes('?'),
    debounce: debounce ? Number(debounce[1]) : 0,
  }
}

/**
 * Parses rules with their hints. In strings, rules are separated by `|`, arguments follow `:`
 * and are separated by `,`.
 *
 * @example
 * parseRules('required|(500)length:5,10')
 * // [{ name: 'required', args: [] … }, { name: 'length', args: ['5', '10'], debounce: 500 … }]
 */
export function parseRules(rules: RuleInput): ParsedRule[] {
  if (typeof rules === 'string') {
    return rules
      .split('|')
      .filter((part) => part.trim() !== '')
      .map((part) => {
        const colon = part.indexOf(':')
        const head = colon < 0 ? part : part.slice(0, colon)
        const args = colon < 0 ? [] : part.slice(colon + 1).split(',')
        return { ...parseName(head), args }
      })
  }
  return rules.map((rule) => {
    const [head, ...args] = typeof rule === 'string' ? [rule] : rule
    return { ...parseName(head), args }
  })
}

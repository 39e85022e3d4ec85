import { isValidPurchaseLimit } from '@shop/forms'

// A purchase limit as an administrator types it (dollars, "200" or "1,250.50") and as the API
// takes it (net cents, or null for no limit). The range is `@shop/forms`' rule, the API's own.

/** Dollars with at most two decimals; thousands grouped by commas, or not grouped at all. */
const DOLLARS = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/

/**
 * The cents of a typed limit: `null` when the field is empty (no limit), `undefined` when the
 * text is not an amount or out of the range a limit may have.
 *
 * @example
 * parseLimitInput('1,250.50') // 125050
 * parseLimitInput('') // null
 * parseLimitInput('12.345') // undefined
 */
export function parseLimitInput(text: string): number | null | undefined {
  const typed = text.trim().replace(/^\$\s*/, '')
  if (typed === '') return text.trim() === '' ? null : undefined
  const match = DOLLARS.exec(typed)
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  // Whole cents from the digits, so 0.29 is 29 cents and not 28.999….
  const cents =
    Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'))
  return isValidPurchaseLimit(cents) ? cents : undefined
}

/**
 * A limit as the form shows it to be changed: plain dollars (`200`, `1250.50`), empty for none.
 *
 * @example
 * formatLimitInput(125050) // '1250.50'
 */
export function formatLimitInput(cents: number | null): string {
  if (cents === null) return ''
  const whole = Math.trunc(cents / 100)
  const rest = cents % 100
  return rest === 0
    ? String(whole)
    : `${whole}.${String(rest).padStart(2, '0')}`
}

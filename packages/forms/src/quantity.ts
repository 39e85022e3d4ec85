/**
 * The most of one product a cart line may hold. The shop's quantity fields, the API's schema
 * and the commerce backend all read this one constant.
 */
export const MAX_LINE_QUANTITY = 10_000

/** The one message of every quantity field: `Enter a whole number from 1 to 10,000.` */
export const QUANTITY_MESSAGE = `Enter a whole number from 1 to ${MAX_LINE_QUANTITY.toLocaleString('en-US')}.`

/**
 * Whether a quantity is a whole number from 1 to {@link MAX_LINE_QUANTITY}: a number, or text of
 * digits only (surrounding spaces aside). `0`, `-1`, `2.5`, `1e3`, `abc` and `99999` are refused,
 * never rounded or clamped into something the buyer did not type.
 *
 * @example
 * isValidQuantity('250') // true
 * isValidQuantity('2.5') // false
 */
export function isValidQuantity(value: unknown): boolean {
  const quantity =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN
  return (
    Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY
  )
}

/**
 * The quantity rule as a field's check: null for a quantity the cart takes, else
 * {@link QUANTITY_MESSAGE}.
 *
 * @example
 * <QuantityStepper validate={quantityError} … />
 */
export function quantityError(value: unknown): string | null {
  return isValidQuantity(value) ? null : QUANTITY_MESSAGE
}

/**
 * How a product may be ordered, in its units (decision 031): at least `min`, then in steps of
 * `increment` from it (`min`, `min + increment`, …), at most `max` (null: only the line cap).
 */
export interface QuantityRule {
  min: number
  increment: number
  max: number | null
}

/** Any whole quantity from 1 to the line cap: a product without a rule of its own. */
export const ANY_QUANTITY: QuantityRule = { min: 1, increment: 1, max: null }

/** The largest quantity the rule allows within the line cap (on its steps). */
export function ruleMax(rule: QuantityRule): number {
  const cap = Math.min(rule.max ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY)
  return cap < rule.min
    ? rule.min
    : rule.min + Math.floor((cap - rule.min) / rule.increment) * rule.increment
}

/**
 * The next quantity the rule allows above (`direction` 1) or below (-1) `quantity`, kept within
 * `min` and {@link ruleMax}: what a stepper's buttons move to.
 *
 * @example
 * stepQuantity(20, { min: 10, increment: 10, max: null }, 1) // 30
 * stepQuantity(25, { min: 10, increment: 10, max: null }, -1) // 20
 */
export function stepQuantity(
  quantity: number,
  rule: QuantityRule,
  direction: 1 | -1,
): number {
  const steps = (quantity - rule.min) / rule.increment
  const next =
    rule.min +
    (direction === 1 ? Math.floor(steps) + 1 : Math.ceil(steps) - 1) *
      rule.increment
  return Math.min(ruleMax(rule), Math.max(rule.min, next))
}

/**
 * The quantity the rule allows that is nearest above `quantity` (at least `min`, at most
 * {@link ruleMax}): what a line becomes when its product is swapped for one with another rule, the
 * one place the shop changes a quantity for the buyer, and always with a note saying so.
 *
 * @example
 * fitQuantity(7, { min: 10, increment: 10, max: null }) // 10
 * fitQuantity(25, { min: 10, increment: 10, max: null }) // 30
 */
export function fitQuantity(quantity: number, rule: QuantityRule): number {
  const steps = Math.max(0, Math.ceil((quantity - rule.min) / rule.increment))
  return Math.min(ruleMax(rule), rule.min + steps * rule.increment)
}

const format = (n: number) => n.toLocaleString('en-US')

/**
 * The quantity rule as a field's check: null for a quantity the product may be ordered in, else
 * the message a buyer can act on. A quantity off the steps names the two nearest that are on
 * them; nothing is rounded for the buyer.
 *
 * @example
 * quantityRuleError('25', { min: 10, increment: 10, max: null })
 * // 'Order in steps of 10: 20 or 30.'
 */
export function quantityRuleError(
  value: unknown,
  rule: QuantityRule,
): string | null {
  if (!isValidQuantity(value)) return QUANTITY_MESSAGE
  const quantity = Number(value)
  const max = ruleMax(rule)
  if (quantity < rule.min)
    return `Order at least ${format(rule.min)}${rule.increment > 1 ? `, in steps of ${format(rule.increment)}` : ''}.`
  if (quantity > max) return `Order at most ${format(max)}.`
  if ((quantity - rule.min) % rule.increment !== 0) {
    const below = stepQuantity(quantity, rule, -1)
    const above = stepQuantity(quantity, rule, 1)
    return `Order in steps of ${format(rule.increment)}: ${format(below)} or ${format(above)}.`
  }
  return null
}

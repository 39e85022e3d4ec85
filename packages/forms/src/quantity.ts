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

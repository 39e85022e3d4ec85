/** The largest price rise a standing order may accept, in percent. */
export const MAX_PRICE_TOLERANCE_PERCENT = 100

/**
 * The one message of the price-rise field, in the form, the API and the backend: it says that
 * only whole percents are taken, so "2.5" is not refused without a reason.
 */
export const PRICE_TOLERANCE_MESSAGE = `Enter a whole percent from 0 to ${MAX_PRICE_TOLERANCE_PERCENT}, without decimals (for example 2 or 3, not 2.5).`

/**
 * Whether a standing order's accepted price rise is a whole percent from 0 to
 * {@link MAX_PRICE_TOLERANCE_PERCENT}: a number, or text of digits only (surrounding spaces
 * aside). `2.5`, `-1`, `101` and `10%` are refused, never rounded.
 *
 * @example
 * isValidPriceTolerance('10') // true
 * isValidPriceTolerance('2.5') // false
 */
export function isValidPriceTolerance(value: unknown): boolean {
  const percent =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN
  return (
    Number.isInteger(percent) &&
    percent >= 0 &&
    percent <= MAX_PRICE_TOLERANCE_PERCENT
  )
}

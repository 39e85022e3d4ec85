export interface PriceProps {
  /** The amount in integer minor units (cents), net. */
  amount: number
  /** Formats minor units as text, e.g. `formatMoney` of `@shop/i18n`. */
  format: (minorUnits: number) => string
  /** A short note after the amount, e.g. "net" or "each". */
  suffix?: string
  className?: string
}

/**
 * A price. The component does no currency logic of its own: the formatter comes in as a prop.
 *
 * @example
 * <Price amount={1999} format={formatMoney} suffix="net" />
 */
export function Price({ amount, format, suffix, className }: PriceProps) {
  return (
    <span className={['ui-price', className].filter(Boolean).join(' ')}>
      <data value={(amount / 100).toFixed(2)}>{format(amount)}</data>
      {suffix ? <span className="ui-price__suffix">{suffix}</span> : null}
    </span>
  )
}

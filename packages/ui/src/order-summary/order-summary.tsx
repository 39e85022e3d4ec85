import type { ReactNode } from 'react'
import { Price } from '../price/price.js'

export interface SummaryAmount {
  label: string
  /** Integer minor units, as the server computed them. */
  amount: number
}

export interface OrderSummaryProps {
  subtotal: SummaryAmount
  /** Shipping, surcharges, discounts: each with its own label. */
  adjustments?: readonly (SummaryAmount & { id: string })[]
  total: SummaryAmount
  /** Formats minor units as money, e.g. the i18n package's `formatMoney`. */
  format: (minor: number) => string
  /** A short note under the total, e.g. how tax is charged. */
  note?: ReactNode
}

/**
 * Subtotal, each adjustment by its label and the net total, all as the server computed them.
 *
 * @example
 * <OrderSummary subtotal={{ label: 'Subtotal', amount: 4599 }} total={{ label: 'Total before tax', amount: 5094 }}
 *   adjustments={[{ id: 'shipping', label: 'Standard shipping', amount: 495 }]} format={formatMoney}
 *   note="Sales tax, where it applies, is added on your invoice." />
 */
export function OrderSummary({
  subtotal,
  adjustments = [],
  total,
  format,
  note,
}: OrderSummaryProps) {
  return (
    <>
      <dl className="ui-summary">
        <div>
          <dt>{subtotal.label}</dt>
          <dd>
            <Price amount={subtotal.amount} format={format} />
          </dd>
        </div>
        {adjustments.map((adjustment) => (
          <div key={adjustment.id}>
            <dt>{adjustment.label}</dt>
            <dd>
              <Price amount={adjustment.amount} format={format} />
            </dd>
          </div>
        ))}
        <div className="ui-summary__total">
          <dt>{total.label}</dt>
          <dd>
            <Price amount={total.amount} format={format} />
          </dd>
        </div>
      </dl>
      {note ? <p className="ui-summary__note">{note}</p> : null}
    </>
  )
}

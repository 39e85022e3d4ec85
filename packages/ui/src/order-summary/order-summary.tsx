import type { ReactNode } from 'react'
import { Price } from '../price/price.js'

export interface SummaryAmount {
  label: string
  /** Integer minor units, as the server computed them. */
  amount: number
}

/** A line between the subtotal and the total: an amount, or words in its place ("Exempt"). */
export interface SummaryLine extends SummaryAmount {
  id: string
  /** Shown instead of the amount, e.g. why no tax is charged. */
  text?: string
}

export interface OrderSummaryProps {
  subtotal: SummaryAmount
  /** Shipping, surcharges, discounts, sales tax: each with its own label. */
  adjustments?: readonly SummaryLine[]
  total: SummaryAmount
  /** Formats minor units as money, e.g. the i18n package's `formatMoney`. */
  format: (minor: number) => string
  /** A short note under the total, e.g. how tax is charged. */
  note?: ReactNode
}

/**
 * Subtotal, each adjustment (sales tax too) by its label and the total, all as the server
 * computed them.
 *
 * @example
 * <OrderSummary subtotal={{ label: 'Subtotal', amount: 4599 }} total={{ label: 'Total', amount: 5527 }}
 *   adjustments={[{ id: 'shipping', label: 'Standard shipping', amount: 495 },
 *     { id: 'tax', label: 'Sales tax (estimated)', amount: 433 }]} format={formatMoney}
 *   note="Estimated for your ship-to address; set when you place the order." />
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
              {adjustment.text ?? (
                <Price amount={adjustment.amount} format={format} />
              )}
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

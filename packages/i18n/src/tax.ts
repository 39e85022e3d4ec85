import type { MessageKey } from './messages-en.js'
import type { Translate } from './translate.js'

/** What {@link taxSummary} reads of an order's or a cart's sales tax (the backend's `TaxEstimate`). */
export interface TaxShown {
  /** Integer minor units. */
  amount: number
  /** True for a cart: it may change until the order is placed. */
  estimated: boolean
  /** The exemption certificate that removed the tax, when one did. */
  exemption?: { number: string } | null
}

/** The summary's sales-tax line, the label of its total and the note under it, in words. */
export interface TaxSummary {
  /** Null when the tax is not known: no line then. */
  line: { label: string; amount: number; text?: string } | null
  totalLabel: string
  note: string | null
}

/**
 * How a cart, an order, a page or an e-mail shows sales tax, in one wording: a line "Sales tax
 * (estimated)" for a cart, "Sales tax" for a placed order, "Exempt (certificate NY-12345)" in
 * place of the amount when a certificate removed it; without a known tax (`null`: no ship-to
 * address yet, or an order from before sales tax) the total is before tax.
 *
 * @example
 * taxSummary(t, { amount: 433, estimated: true }, { cart: true }).line
 * // { label: 'Sales tax (estimated)', amount: 433 }
 */
export function taxSummary(
  t: Translate<MessageKey>,
  tax: TaxShown | null | undefined,
  { cart = false }: { cart?: boolean } = {},
): TaxSummary {
  if (!tax)
    return {
      line: null,
      totalLabel: t('tax.totalBeforeTax'),
      note: cart ? t('tax.noteUnknown') : null,
    }
  const label = t(tax.estimated ? 'tax.estimated' : 'tax.label')
  return {
    line: tax.exemption
      ? {
          label,
          amount: tax.amount,
          text: t('tax.exempt', { number: tax.exemption.number }),
        }
      : { label, amount: tax.amount },
    totalLabel: t('tax.total'),
    note: tax.estimated ? t('tax.noteEstimated') : null,
  }
}

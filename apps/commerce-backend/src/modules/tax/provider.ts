import type { Executor } from '../../db/client'
import type * as t from '../../db/schema'
// The seam between the shop and whoever knows sales-tax rates (decision 036): the built-in
// provider reads the imported rate table, the Stripe Tax provider asks Stripe.

/** Where the goods go: the ship-to address's state and ZIP (US only). */
export interface ShipTo {
  /** Two-letter state code, upper case. */
  state: string
  /** The ZIP as written; the first five digits are used. */
  zip: string
  /** ISO country code (`US`). */
  country: string
}

/** One taxable line: what it is (its product tax class) and its net amount after discounts. */
export interface TaxableLine {
  /** The caller's key for the line (an order item's id), given back in the answer. */
  key: string
  /** `products.tax_class` (`standard`, `exempt`, …). */
  taxClass: string
  /** Net, in minor units, after its share of any order discount. */
  amountCents: number
}

/** The tax of one jurisdiction and rate, summed over the lines it applies to. */
export interface TaxLine {
  name: string
  /** In percent, as written: `8.875%`. */
  rate: string
  amount: number
}

export interface TaxCalculation {
  /** Each line's tax, rounded half up to the cent, by `TaxableLine.key`. */
  lines: { key: string; amount: number }[]
  /** Per jurisdiction and rate, largest first. */
  breakdown: TaxLine[]
  /** The sum of the lines' tax. */
  amount: number
  /** A hosted provider's id of the calculation, recorded as a transaction once the order is placed. */
  calculationId?: string
}

/** What the provider is asked besides the lines. */
export interface TaxOptions {
  /**
   * The buyer holds an accepted certificate for the ship-to state: no tax. A hosted provider still
   * hears of the sale, as exempt, so its filing reports count it (decision 041).
   */
  exempt: boolean
  /**
   * The ship-to state's rows of the rate table, when the caller read them with the certificate
   * (decision 052); the built-in provider reads them itself without, a hosted one ignores them.
   */
  rates?: readonly (typeof t.taxRates.$inferSelect)[]
}

/** Computes the sales tax of lines shipped to an address, exemptions aside. */
export interface TaxProvider {
  readonly name: 'rate-table' | 'stripe-tax'
  /**
   * `db` is the caller's executor: placement asks inside its transaction, and a provider that
   * reads the database must read through it (PGlite has one connection: another would wait forever).
   */
  calculate(
    shipTo: ShipTo,
    lines: readonly TaxableLine[],
    db: Executor,
    options: TaxOptions,
  ): Promise<TaxCalculation>
  /**
   * Records a placed order's calculation with the hosted service (its `reference` the order
   * number), for the seller's filing; providers that file nothing have none.
   */
  record?(calculationId: string, reference: string): Promise<RecordedTax>
  /** Reverses part of a recorded sale (a credit note), under its own `reference`. */
  reverse?(
    recorded: RecordedTax,
    reference: string,
    lines: readonly ReversedLine[],
  ): Promise<void>
}

/** A sale recorded with a hosted service: its transaction and its lines' ids by line key. */
export interface RecordedTax {
  transactionId: string
  lineItems: Record<string, string>
}

/** What a credit note gives back of one line: its net and its tax, in cents (positive). */
export interface ReversedLine {
  key: string
  amountCents: number
  taxCents: number
}

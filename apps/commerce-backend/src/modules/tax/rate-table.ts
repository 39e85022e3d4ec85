import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import type {
  ShipTo,
  TaxCalculation,
  TaxLine,
  TaxOptions,
  TaxProvider,
  TaxableLine,
} from './provider'
import { formatRate, lineTax } from './rounding'

export type RateRow = typeof t.taxRates.$inferSelect

/**
 * The rate of a line from the ship-to state's rows: a row of the line's own tax class beats a row
 * for every class (so a class exempt in a state stays exempt in its cities); among those, the
 * longest ZIP prefix that begins the ship-to ZIP wins ('' covers the whole state). Null when the
 * state has no row for it: no tax.
 */
export function rateFor(
  rows: readonly RateRow[],
  zip: string,
  taxClass: string,
): RateRow | null {
  const digits = zip.replace(/\D/g, '').slice(0, 5)
  const best = (forClass: string) =>
    rows
      .filter(
        (row) => row.taxClass === forClass && digits.startsWith(row.zipPrefix),
      )
      .sort((a, b) => b.zipPrefix.length - a.zipPrefix.length)[0] ?? null
  return best(taxClass) ?? best('')
}

/** Sums the lines' tax per jurisdiction and rate, largest first. */
export function breakdown(
  taxed: readonly { amount: number; rate: RateRow | null }[],
): TaxLine[] {
  const byKey = new Map<string, TaxLine>()
  for (const { amount, rate } of taxed) {
    if (!rate || amount === 0) continue
    const key = `${rate.name}\u0000${rate.ratePpm}`
    const line = byKey.get(key)
    if (line) line.amount += amount
    else
      byKey.set(key, {
        name: rate.name,
        rate: formatRate(rate.ratePpm),
        amount,
      })
  }
  return [...byKey.values()].sort((a, b) => b.amount - a.amount)
}

/** The built-in provider: the rate table the distributor imports (`npm run tax:import`). */
export class RateTableProvider implements TaxProvider {
  readonly name = 'rate-table'

  async calculate(
    shipTo: ShipTo,
    lines: readonly TaxableLine[],
    db: Executor,
    { exempt, rates }: TaxOptions = { exempt: false },
  ): Promise<TaxCalculation> {
    const rows =
      !exempt && shipTo.country.toUpperCase() === 'US'
        ? (rates ??
          (await db
            .select()
            .from(t.taxRates)
            .where(eq(t.taxRates.state, shipTo.state.toUpperCase()))))
        : []
    const taxed = lines.map((line) => {
      const rate = rateFor(rows, shipTo.zip, line.taxClass)
      return {
        key: line.key,
        rate,
        amount: rate ? lineTax(line.amountCents, rate.ratePpm) : 0,
      }
    })
    return {
      lines: taxed.map(({ key, amount }) => ({ key, amount })),
      breakdown: breakdown(taxed),
      amount: taxed.reduce((sum, line) => sum + line.amount, 0),
    }
  }
}

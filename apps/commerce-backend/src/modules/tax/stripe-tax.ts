import type { Executor } from '../../db/client'
import type {
  RecordedTax,
  ReversedLine,
  ShipTo,
  TaxCalculation,
  TaxLine,
  TaxOptions,
  TaxProvider,
  TaxableLine,
} from './provider'

// Stripe Tax behind the provider interface (decision 041): the lines go to Stripe's calculations
// API and come back taxed; the placed order's calculation is recorded as a tax transaction.

/** Why the hosted service gave no tax: it is down or slow, or it cannot place the address. */
export class HostedTaxError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'address',
    message: string,
  ) {
    super(message)
  }
}

/**
 * Product tax class (`products.tax_class`) to Stripe's product tax code. A class not listed is
 * taxed as general tangible goods: over-collecting can be refunded, under-collecting is owed.
 */
const STRIPE_TAX_CODES: Readonly<Record<string, string>> = {
  standard: 'txcd_99999999',
  exempt: 'txcd_00000000',
}
const GENERAL_GOODS = 'txcd_99999999'

export interface StripeTaxConfig {
  secretKey: string
  /** Stripe's API; the Stripe double in tests. */
  apiUrl?: string
  /** Lower-case ISO code (`usd`). */
  currency: string
  /** Added to (and over) {@link STRIPE_TAX_CODES}. */
  taxCodes?: Readonly<Record<string, string>>
  /** How long a call may take before the service counts as down: 3 s. */
  timeoutMs?: number
}

/** Stripe's answer to a calculation, as far as the shop reads it. */
interface Calculation {
  id: string
  tax_amount_exclusive: number
  line_items: { data: { reference: string; amount_tax: number }[] }
  tax_breakdown: {
    amount: number
    tax_rate_details: { state: string | null; percentage_decimal: string }
  }[]
}

/** Stripe's form encoding of nested parameters: `line_items[0][amount]=100`. */
function encode(params: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(params).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}[${key}]` : key
    if (value === undefined) return []
    if (typeof value === 'object' && value !== null)
      return encode(value as Record<string, unknown>, name)
    // Numbers and booleans print as JSON does (`100`, `true`).
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    return [`${encodeURIComponent(name)}=${encodeURIComponent(text)}`]
  })
}

/** `8.8750` as the rate table writes it: `8.875%`. */
const percent = (decimal: string) =>
  `${decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal}%`

export class StripeTaxProvider implements TaxProvider {
  readonly name = 'stripe-tax'
  private readonly codes: Readonly<Record<string, string>>

  constructor(private readonly config: StripeTaxConfig) {
    this.codes = { ...STRIPE_TAX_CODES, ...config.taxCodes }
  }

  async calculate(
    shipTo: ShipTo,
    lines: readonly TaxableLine[],
    _db: Executor,
    { exempt }: TaxOptions,
  ): Promise<TaxCalculation> {
    // Stripe takes no calculation without lines; an empty cart has no tax.
    if (!lines.length) return { lines: [], breakdown: [], amount: 0 }
    const calculation = (await this.post('/v1/tax/calculations', {
      currency: this.config.currency,
      line_items: lines.map((line) => ({
        amount: line.amountCents,
        reference: line.key,
        tax_code: this.codes[line.taxClass] ?? GENERAL_GOODS,
        // Prices are net: tax is added on top.
        tax_behavior: 'exclusive',
      })),
      customer_details: {
        address: {
          country: shipTo.country,
          state: shipTo.state,
          postal_code: shipTo.zip,
        },
        address_source: 'shipping',
        // An exempt sale is still reported, as exempt, so Stripe's filing counts it.
        taxability_override: exempt ? 'customer_exempt' : undefined,
      },
      expand: ['line_items'],
    })) as Calculation
    const byReference = new Map(
      calculation.line_items.data.map((line) => [
        line.reference,
        line.amount_tax,
      ]),
    )
    const breakdown: TaxLine[] = calculation.tax_breakdown
      .filter((entry) => entry.amount > 0)
      .map((entry) => ({
        name: `${entry.tax_rate_details.state ?? shipTo.state} sales tax`,
        rate: percent(entry.tax_rate_details.percentage_decimal),
        amount: entry.amount,
      }))
      .sort((a, b) => b.amount - a.amount)
    return {
      lines: lines.map((line) => ({
        key: line.key,
        amount: byReference.get(line.key) ?? 0,
      })),
      breakdown,
      amount: calculation.tax_amount_exclusive,
      calculationId: calculation.id,
    }
  }

  async record(calculationId: string, reference: string): Promise<RecordedTax> {
    // The order number as the idempotency key: a repeat never records the sale twice.
    const transaction = (await this.post(
      '/v1/tax/transactions/create_from_calculation',
      { calculation: calculationId, reference, expand: ['line_items'] },
      `tax-transaction-${reference}`,
    )) as {
      id: string
      line_items: { data: { id: string; reference: string }[] }
    }
    return {
      transactionId: transaction.id,
      lineItems: Object.fromEntries(
        transaction.line_items.data.map((line) => [line.reference, line.id]),
      ),
    }
  }

  async reverse(
    recorded: RecordedTax,
    reference: string,
    lines: readonly ReversedLine[],
  ): Promise<void> {
    // Stripe takes a reversal's amounts as negatives, each line pointing at the one it reverses.
    await this.post(
      '/v1/tax/transactions/create_reversal',
      {
        mode: 'partial',
        original_transaction: recorded.transactionId,
        reference,
        line_items: lines.map((line) => ({
          original_line_item: recorded.lineItems[line.key],
          reference: `${reference}-${line.key}`,
          amount: -line.amountCents,
          amount_tax: -line.taxCents,
        })),
      },
      `tax-reversal-${reference}`,
    )
  }

  private async post(
    path: string,
    params: Record<string, unknown>,
    idempotencyKey?: string,
  ): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(
        new URL(path, this.config.apiUrl ?? 'https://api.stripe.com'),
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${this.config.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          },
          body: encode(params).join('&'),
          signal: AbortSignal.timeout(this.config.timeoutMs ?? 3000),
        },
      )
    } catch (error) {
      throw unavailable(path, String(error))
    }
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string }
    } | null
    if (response.ok && body) return body
    if (body?.error?.code === 'customer_tax_location_invalid')
      throw new HostedTaxError(
        'address',
        'The tax service cannot find this ship-to address: check its state and ZIP code.',
      )
    // 5xx, 429, and a refused key or request (a configuration error the buyer cannot fix).
    throw unavailable(
      path,
      `${response.status} ${body?.error?.message ?? 'no answer'}`,
    )
  }
}

/** Logs why, for the operator, and answers the buyer's error. */
function unavailable(path: string, why: string) {
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'tax_service_error',
      path,
      error: why,
    }),
  )
  return new HostedTaxError('unavailable', 'The tax service did not answer.')
}

/**
 * The provider the environment asks for: `TAX_PROVIDER=stripe` (with `STRIPE_SECRET_KEY`) for
 * Stripe Tax, unset or `rate-table` for the built-in one (undefined here).
 */
export function taxProviderFromEnv(
  env: Record<string, string | undefined>,
): StripeTaxProvider | undefined {
  const choice = env.TAX_PROVIDER || 'rate-table'
  if (choice === 'rate-table') return undefined
  if (choice !== 'stripe')
    throw new Error(
      `TAX_PROVIDER must be stripe or rate-table, not ${JSON.stringify(choice)}.`,
    )
  if (!env.STRIPE_SECRET_KEY?.startsWith('sk_'))
    throw new Error('TAX_PROVIDER=stripe needs STRIPE_SECRET_KEY (sk_…).')
  const taxCodes: Record<string, string> = {}
  for (const pair of (env.STRIPE_TAX_CODES ?? '').split(',')) {
    if (!pair.trim()) continue
    const [taxClass, code] = pair.split('=').map((part) => part.trim())
    if (!taxClass || !code?.startsWith('txcd_'))
      throw new Error(
        `STRIPE_TAX_CODES takes class=txcd_… pairs, separated by commas: ${JSON.stringify(pair)}.`,
      )
    taxCodes[taxClass] = code
  }
  return new StripeTaxProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    apiUrl: env.STRIPE_API_URL || undefined,
    currency: (env.SHOP_CURRENCY || 'USD').toLowerCase(),
    taxCodes,
  })
}

import { id } from './cards'
import type { Answer, Obj, StripeCall, Store } from './cards'
import { NONTAXABLE, percentOf, rateOf } from './tax-rates'

/**
 * Stripe Tax as the double answers it: calculations, transactions from a calculation and their
 * reversals, computed from the small rate table of `tax-rates.ts` so tests know every cent in
 * advance.
 */

const invalid = (
  param: string,
  message: string,
  code = 'parameter_invalid',
): Answer => [
  400,
  { error: { type: 'invalid_request_error', code, param, message } },
]

const missing = (param: string) =>
  invalid(param, `Missing required param: ${param}.`, 'parameter_missing')

const noSuch = (what: string, objectId: string): Answer => [
  404,
  {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${what}: '${objectId}'`,
    },
  },
]

type Body = Record<string, unknown>
const list = (value: unknown) =>
  value && typeof value === 'object' ? Object.values(value as Body) : []
const expanded = (body: Body, field: string) =>
  list(body.expand).includes(field)

/** The object as Stripe answers it: `line_items` only when `expand[]=line_items` asked for it. */
function answer(object: Obj, lines: Obj[], body: Body, url: string): Obj {
  return {
    ...object,
    line_items: expanded(body, 'line_items')
      ? { object: 'list', data: lines, has_more: false, url }
      : undefined,
  }
}

function calculate(store: Store, body: Body): Answer {
  if (!body.currency) return missing('currency')
  const items = list(body.line_items) as Body[]
  if (!items.length) return missing('line_items')
  const details = (body.customer_details ?? {}) as Body
  const address = details.address as Body | undefined
  if (!address) return missing('customer_details[address]')
  const rate = rateOf(address)
  if (!rate)
    return invalid(
      'customer_details[address]',
      "We could not determine the customer's tax location based on the provided customer address.",
      'customer_tax_location_invalid',
    )
  const exempt = details.taxability_override === 'customer_exempt'
  const calculationId = id('taxcalc')
  const lines: Obj[] = []
  // What the double keeps beside each line (Stripe's lines carry them in `tax_breakdown`).
  const rated: { ratePpm: number; reason: string }[] = []
  for (const [i, item] of items.entries()) {
    const amount = Number(item.amount)
    if (!Number.isInteger(amount) || amount < 0)
      return invalid(
        `line_items[${i}][amount]`,
        `Invalid integer: ${String(item.amount)}`,
        'parameter_invalid_integer',
      )
    if (item.tax_behavior !== 'exclusive' && item.tax_behavior !== 'inclusive')
      return missing(`line_items[${i}][tax_behavior]`)
    const taxCode = String(item.tax_code ?? 'txcd_99999999')
    const reason = exempt
      ? 'customer_exempt'
      : taxCode === NONTAXABLE
        ? 'product_exempt'
        : rate.ratePpm === 0
          ? 'not_subject_to_tax'
          : 'standard_rated'
    const linePpm = reason === 'standard_rated' ? rate.ratePpm : 0
    // Each line rounded half up to the cent, as the shop documents (decision 041).
    const tax = Math.floor((amount * linePpm + 500_000) / 1_000_000)
    lines.push({
      id: id('tax_li'),
      object: 'tax.calculation_line_item',
      amount,
      amount_tax: tax,
      livemode: false,
      metadata: item.metadata ?? {},
      product: null,
      quantity: Number(item.quantity ?? 1),
      reference: String(item.reference ?? `L${i}`),
      tax_behavior: 'exclusive',
      tax_code: taxCode,
    })
    rated.push({ ratePpm: linePpm, reason })
  }
  const tax = lines.reduce((sum, line) => sum + Number(line.amount_tax), 0)
  const byRate = new Map<number, { amount: number; taxable: number }>()
  lines.forEach((line, i) => {
    const key = rated[i]!.ratePpm
    const entry = byRate.get(key) ?? { amount: 0, taxable: 0 }
    entry.amount += Number(line.amount_tax)
    entry.taxable += key ? Number(line.amount) : 0
    byRate.set(key, entry)
  })
  const now = Math.floor(Date.now() / 1000)
  const calculation: Obj = {
    id: calculationId,
    object: 'tax.calculation',
    amount_total: lines.reduce((sum, l) => sum + Number(l.amount), 0) + tax,
    currency: String(body.currency).toLowerCase(),
    customer: null,
    customer_details: {
      address,
      address_source: details.address_source ?? null,
      ip_address: null,
      tax_ids: [],
      taxability_override: details.taxability_override ?? 'none',
    },
    expires_at: now + 90 * 24 * 3600,
    livemode: false,
    ship_from_details: null,
    shipping_cost: null,
    tax_amount_exclusive: tax,
    tax_amount_inclusive: 0,
    tax_breakdown: [...byRate].map(([ratePpm, entry]) => ({
      amount: entry.amount,
      inclusive: false,
      taxable_amount: entry.taxable,
      taxability_reason: ratePpm ? 'standard_rated' : rated[0]!.reason,
      tax_rate_details: {
        country: 'US',
        state: rate.state,
        percentage_decimal: percentOf(ratePpm),
        rate_type: 'percentage',
        flat_amount: null,
        tax_type: 'sales_tax',
      },
    })),
    tax_date: now,
  }
  store.taxCalculations.set(calculationId, { calculation, lines })
  const url = `/v1/tax/calculations/${calculationId}/line_items`
  return [200, answer(calculation, lines, body, url)]
}

function transaction(
  store: Store,
  body: Body,
  fields: Body,
  lines: Obj[],
): Answer {
  if (!body.reference) return missing('reference')
  const reference = String(body.reference)
  if (
    [...store.taxTransactions.values()].some(
      (t) => t.transaction.reference === reference,
    )
  )
    return invalid(
      'reference',
      `A transaction with reference '${reference}' already exists.`,
    )
  const transactionId = id('tax')
  const now = Math.floor(Date.now() / 1000)
  const transaction: Obj = {
    id: transactionId,
    object: 'tax.transaction',
    created: now,
    livemode: false,
    metadata: body.metadata ?? {},
    posted_at: now,
    reference,
    ship_from_details: null,
    shipping_cost: null,
    tax_date: now,
    ...fields,
  }
  store.taxTransactions.set(transactionId, { transaction, lines })
  const url = `/v1/tax/transactions/${transactionId}/line_items`
  return [200, answer(transaction, lines, body, url)]
}

/** `POST /v1/tax/calculations`, `.../transactions/create_from_calculation` and `create_reversal`. */
export function taxApi(store: Store, call: StripeCall): Answer | undefined {
  const path = call.path.split('?')[0]
  if (call.method !== 'POST') return undefined
  const { body } = call
  if (path === '/v1/tax/calculations') return calculate(store, body)
  if (path === '/v1/tax/transactions/create_from_calculation') {
    if (!body.calculation) return missing('calculation')
    const calculated = store.taxCalculations.get(String(body.calculation))
    if (!calculated) return noSuch('tax calculation', String(body.calculation))
    const { calculation, lines } = calculated
    return transaction(
      store,
      body,
      {
        currency: calculation.currency,
        customer: null,
        customer_details: calculation.customer_details,
        reversal: null,
        type: 'transaction',
      },
      lines.map((line) => ({
        ...line,
        id: id('tax_li'),
        object: 'tax.transaction_line_item',
        type: 'transaction',
      })),
    )
  }
  if (path === '/v1/tax/transactions/create_reversal') {
    if (!body.original_transaction) return missing('original_transaction')
    if (body.mode !== 'full' && body.mode !== 'partial') return missing('mode')
    const original = store.taxTransactions.get(
      String(body.original_transaction),
    )
    if (!original)
      return noSuch('tax transaction', String(body.original_transaction))
    const asked = list(body.line_items) as Body[]
    if (body.mode === 'partial' && !asked.length) return missing('line_items')
    const reversed =
      body.mode === 'full'
        ? original.lines.map((line) => ({
            ...line,
            amount: -Number(line.amount),
            amount_tax: -Number(line.amount_tax),
          }))
        : asked.map((item) => ({
            id: id('tax_li'),
            object: 'tax.transaction_line_item',
            original_line_item: item.original_line_item,
            reference: item.reference,
            amount: Number(item.amount),
            amount_tax: Number(item.amount_tax),
          }))
    return transaction(
      store,
      body,
      {
        currency: original.transaction.currency,
        customer: null,
        customer_details: original.transaction.customer_details,
        reversal: { original_transaction: original.transaction.id },
        type: 'reversal',
      },
      reversed.map((line) => ({ ...line, type: 'reversal' })),
    )
  }
  return undefined
}

import { asc, eq, inArray } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import { billingViewRefusal, requireAllowed } from '../companies'
import type { CustomerRow } from '../customers'
import { ResultError, invalid, notFound } from '../../shared/results'
import type { Violation } from '../../shared/results'
import {
  amountDue,
  applyInvoicePayment,
  invoiceNumber,
} from './invoice-payment'
import type { InvoiceRow } from './invoice-payment'

// Paying open invoices by card from the statement (issue 36, decision 042): the backend says what
// is due for exactly the invoices asked for, and applies a verified payment to them once.

/** How many invoices one card payment may settle (Stripe's metadata holds their numbers). */
export const MAX_INVOICES_PER_PAYMENT = 40

/** `INV-000042` → 42; anything else matches no invoice. */
const parseNumber = (printed: string) => {
  const match = /^INV-(\d{6,9})$/.exec(printed.trim().toUpperCase())
  return match ? Number(match[1]) : null
}

/** The invoices a payment is for, by printed number, of the company when one is named. */
async function invoicesOf(
  db: Executor,
  numbers: string[],
  companyId: number | null,
  lock = false,
) {
  if (numbers.length === 0 || numbers.length > MAX_INVOICES_PER_PAYMENT)
    throw new ResultError(
      invalid([
        {
          propertyPath: 'numbers',
          message: `Choose 1 to ${MAX_INVOICES_PER_PAYMENT} invoices.`,
        },
      ]),
    )
  const wanted = [...new Set(numbers.map(parseNumber))]
  const query = db
    .select()
    .from(t.invoices)
    .where(inArray(t.invoices.number, wanted as number[]))
    .orderBy(asc(t.invoices.dueOn), asc(t.invoices.number))
  // Paying locks them: a transfer recorded meanwhile is seen, never overpaid.
  const rows = wanted.includes(null)
    ? []
    : await (lock ? query.for('update') : query)
  const found = rows.filter(
    (r) => companyId === null || r.companyId === companyId,
  )
  // Another practice's invoice is not found, as one that does not exist.
  const missing = numbers.find((n) => {
    const number = parseNumber(n)
    return !found.some((r) => r.number === number)
  })
  if (missing !== undefined) throw notFound(`Invoice ${missing}`)
  return found
}

const answer = (invoices: InvoiceRow[], unapplied = 0) => ({
  invoices: invoices.map((i) => ({
    number: invoiceNumber(i.number),
    due: amountDue(i),
    state: i.state,
  })),
  total: invoices.reduce((sum, i) => sum + amountDue(i), 0),
  unapplied,
})

export class InvoicePaymentService {
  constructor(private readonly db: Database) {}

  /**
   * What the caller's practice has due on these invoices, for a card payment of exactly that
   * sum. Only members who see billing; an invoice paid already is refused by name.
   */
  async toPay(member: CustomerRow, numbers: string[]) {
    requireAllowed(billingViewRefusal(member))
    const invoices = await invoicesOf(this.db, numbers, member.companyId)
    const violations: Violation[] = invoices
      .filter((i) => amountDue(i) === 0)
      .map((i) => ({
        propertyPath: `numbers[${numbers.findIndex((n) => parseNumber(n) === i.number)}]`,
        message: `${invoiceNumber(i.number)} is paid already.`,
      }))
    if (violations.length)
      throw new ResultError(
        invalid(violations, 'An invoice you chose is paid already.'),
      )
    return answer(invoices)
  }

  /**
   * Applies a verified card payment of `amount` cents (trusted callers only) to the invoices,
   * oldest due first, each up to what it has due, under the payment's reference: a payment told
   * again (a replayed webhook, the confirmation after the webhook) changes nothing. What an
   * invoice paid meanwhile (a bank transfer) leaves over is answered as `unapplied`.
   */
  async pay(numbers: string[], amount: number, reference: string) {
    return this.db.transaction(async (tx) => {
      const invoices = await invoicesOf(tx, numbers, null, true)
      const recorded = await tx
        .select({ id: t.invoicePayments.id })
        .from(t.invoicePayments)
        .where(eq(t.invoicePayments.reference, reference))
      if (recorded.length) return answer(invoices)
      let left = amount
      const paid: InvoiceRow[] = []
      for (const invoice of invoices) {
        const cents = Math.min(left, amountDue(invoice))
        if (cents <= 0) {
          paid.push(invoice)
          continue
        }
        paid.push(
          await applyInvoicePayment(tx, invoice.id, cents, new Date(), {
            reference,
          }),
        )
        left -= cents
      }
      return answer(paid, left)
    })
  }
}

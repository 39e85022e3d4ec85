import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import { emitEvent } from '../events'
import {
  amountDue,
  applyCredit,
  applyInvoicePayment,
  invoiceKey,
  invoicePayload,
  recordPayment,
} from './invoice-payment'
import type { InvoiceRow } from './invoice-payment'
import type { Snapshot } from './order-views'

// Paying invoices moved to invoice-payment.ts; what others read from here stays here.
export type { InvoiceRow } from './invoice-payment'
export {
  PaymentRefused,
  amountDue,
  applyInvoicePayment,
  invoiceNumber,
} from './invoice-payment'

// Invoices a clerk can pay (issue 36, decision 037): numbered without gaps when issued, due after
// the practice's terms, paid in part or in full. Every amount is integer cents.

/** The terms of a practice the operator has set none for: Net 30, no credit limit. */
export const DEFAULT_TERM_DAYS = 30

/** When an order's invoice is issued: when it ships (default) or when it is placed. */
export type InvoiceOn = 'placed' | 'shipped'

/** `INVOICE_ON` (`placed` or `shipped`, default `shipped`); anything else stops start-up. */
export function readInvoiceOn(env: NodeJS.ProcessEnv): InvoiceOn {
  const value = env.INVOICE_ON?.trim() || 'shipped'
  if (value !== 'placed' && value !== 'shipped')
    throw new Error(`INVOICE_ON: must be placed or shipped, not "${value}"`)
  return value
}

/** The kinds of document numbered without gaps, each on its own. */
export type DocumentKind = 'invoice' | 'credit_note'

/**
 * The next number of a kind of document. The upsert locks the kind's row until the transaction
 * ends: a concurrent issuer waits, and a rollback gives the number back, so no number is skipped.
 */
export async function nextDocumentNumber(
  tx: Executor,
  kind: DocumentKind,
): Promise<number> {
  const [row] = await tx
    .insert(t.documentNumbers)
    .values({ kind, last: 1 })
    .onConflictDoUpdate({
      target: t.documentNumbers.kind,
      set: { last: sql`${t.documentNumbers.last} + 1` },
    })
    .returning({ last: t.documentNumbers.last })
  return written(row).last
}

/** A practice's terms: its row, or Net 30 without a credit limit. */
export async function termsOf(db: Executor, companyId: number) {
  const [row] = await db
    .select()
    .from(t.billingTerms)
    .where(eq(t.billingTerms.companyId, companyId))
  return {
    termDays: row?.termDays ?? DEFAULT_TERM_DAYS,
    creditLimitCents: row?.creditLimitCents ?? null,
  }
}

/** The calendar day (UTC) `days` after `from`, as `YYYY-MM-DD`. */
export function dueOn(from: Date, days: number): string {
  const day = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()),
  )
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/**
 * Issues the invoice of a bought order, once: a second call answers the invoice already issued.
 * Run it in the transaction that ships (or places) the order, so the number is taken only if that
 * commits. The amounts are the order's frozen net total and its tax.
 */
export async function issueInvoice(
  tx: Executor,
  orderId: number,
  issuedAt = new Date(),
): Promise<InvoiceRow> {
  const [order] = await tx
    .select()
    .from(t.orders)
    .where(eq(t.orders.id, orderId))
    .for('update')
  if (!order?.number || !order.snapshot)
    throw new Error(`Order ${orderId} is not placed: it has no invoice.`)
  const [issued] = await tx
    .select()
    .from(t.invoices)
    .where(eq(t.invoices.orderId, orderId))
  if (issued) return issued
  const netCents = (order.snapshot as Snapshot).totalNet
  // Frozen at placement (decision 036); orders placed before sales tax carry none.
  const taxCents = order.taxCents ?? 0
  const { termDays } = await termsOf(tx, order.companyId)
  // An order already paid (by card, or a transfer recorded on the order) is invoiced as paid.
  const paid = order.paymentReference !== null
  const totalCents = netCents + taxCents
  const [row] = await tx
    .insert(t.invoices)
    .values({
      number: await nextDocumentNumber(tx, 'invoice'),
      orderId,
      companyId: order.companyId,
      issuedAt,
      termDays,
      dueOn: dueOn(issuedAt, termDays),
      netCents,
      taxCents,
      totalCents,
      paidCents: paid ? totalCents : 0,
      state: paid ? 'PAID' : 'OPEN',
      paidAt: paid ? issuedAt : null,
    })
    .returning()
  const invoice = written(row)
  if (paid) await recordPayment(tx, invoice, totalCents, 'payment', issuedAt)
  await emitEvent(tx, 'invoice.issued', invoicePayload(invoice, order.number), {
    orderingKey: invoiceKey(invoice),
  })
  if (invoice.state === 'PAID') return invoice
  // Credit the practice has left over pays the new invoice first (decision 042).
  await applyCredit(tx, order.companyId, issuedAt)
  const [credited] = await tx
    .select()
    .from(t.invoices)
    .where(eq(t.invoices.id, invoice.id))
  return written(credited)
}

/**
 * Called where an order is bought (placed on invoice terms, approved, paid by card): issues its
 * invoice now when the distributor chose `INVOICE_ON=placed`; otherwise shipping issues it.
 */
export async function orderBought(
  tx: Executor,
  orderId: number,
  invoiceOn: InvoiceOn,
) {
  if (invoiceOn === 'placed') await issueInvoice(tx, orderId)
}

/**
 * Called where a card payment (or a transfer recorded on the order) pays a whole order: it is
 * bought now, and an invoice already issued (the order shipped before its payment arrived) gets
 * the payment, once under its reference, up to what is due (a credit note may have taken part).
 */
export async function orderPaid(
  tx: Executor,
  orderId: number,
  paymentReference: string,
  invoiceOn: InvoiceOn,
) {
  await orderBought(tx, orderId, invoiceOn)
  const [invoice] = await tx
    .select()
    .from(t.invoices)
    .where(eq(t.invoices.orderId, orderId))
  if (invoice?.state === 'OPEN')
    await applyInvoicePayment(tx, invoice.id, amountDue(invoice), new Date(), {
      reference: paymentReference,
    })
}

import { and, eq, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import { emitEvent } from '../events'
import type { Snapshot } from './order-views'

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

/** `INV-000042`: the printed invoice number. */
export const invoiceNumber = (number: number) =>
  `INV-${String(number).padStart(6, '0')}`

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

export type InvoiceRow = typeof t.invoices.$inferSelect

/** An invoice as its events carry it (docs/events.md): amounts in whole cents. */
const invoicePayload = (invoice: InvoiceRow, orderNumber: string | null) => ({
  invoice: {
    number: invoiceNumber(invoice.number),
    order: orderNumber,
    companyId: invoice.companyId,
    issuedAt: invoice.issuedAt.toISOString(),
    dueOn: invoice.dueOn,
    netCents: invoice.netCents,
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    paidCents: invoice.paidCents,
    state: invoice.state,
  },
})

// Invoice events follow the order's (same ordering key): an invoice is never paid before issued.
const invoiceKey = (invoice: InvoiceRow) => `order:${invoice.orderId}`

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
  await emitEvent(tx, 'invoice.issued', invoicePayload(invoice, order.number), {
    orderingKey: invoiceKey(invoice),
  })
  return invoice
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

/** What is still to pay on an invoice. */
export const amountDue = (
  invoice: Pick<InvoiceRow, 'totalCents' | 'paidCents'>,
) => invoice.totalCents - invoice.paidCents

/** A payment that cannot be applied: named for the caller, never a half-written change. */
export class PaymentRefused extends Error {}

/**
 * Applies a payment of `cents` to an open invoice of the company (a bank transfer, a card): in
 * part or in full; the invoice is PAID when nothing is due. More than is due is refused.
 */
export async function applyInvoicePayment(
  tx: Executor,
  invoiceId: number,
  cents: number,
  paidAt = new Date(),
): Promise<InvoiceRow> {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new PaymentRefused('A payment is a whole number of cents above 0.')
  const [invoice] = await tx
    .select()
    .from(t.invoices)
    .where(eq(t.invoices.id, invoiceId))
    .for('update')
  if (!invoice) throw new PaymentRefused('No such invoice.')
  const due = amountDue(invoice)
  if (cents > due)
    throw new PaymentRefused(
      `${invoiceNumber(invoice.number)} has ${due} cents due, less than the ${cents} paid.`,
    )
  const paid = cents === due
  const [row] = await tx
    .update(t.invoices)
    .set({
      paidCents: invoice.paidCents + cents,
      state: paid ? 'PAID' : 'OPEN',
      paidAt: paid ? paidAt : null,
    })
    .where(eq(t.invoices.id, invoiceId))
    .returning()
  const updated = written(row)
  if (paid) {
    const [order] = await tx
      .select({ number: t.orders.number })
      .from(t.orders)
      .where(eq(t.orders.id, updated.orderId))
    await emitEvent(
      tx,
      'invoice.paid',
      invoicePayload(updated, order?.number ?? null),
      {
        orderingKey: invoiceKey(updated),
      },
    )
  }
  return updated
}

/** The ageing buckets of a statement, by whole days past the due date. */
export const AGEING_BUCKETS = [
  'current',
  '1-30',
  '31-60',
  '61-90',
  'over-90',
] as const
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]

/** Whole calendar days (UTC) from the due date to `asOf`: 0 or less is not yet late. */
export function daysPastDue(dueOnDay: string, asOf: Date): number {
  const today = Date.UTC(
    asOf.getUTCFullYear(),
    asOf.getUTCMonth(),
    asOf.getUTCDate(),
  )
  return Math.round((today - Date.parse(`${dueOnDay}T00:00:00Z`)) / 86_400_000)
}

/** The bucket of an invoice due on `dueOnDay`: due today is current, a day late is 1–30. */
export function ageingBucket(dueOnDay: string, asOf: Date): AgeingBucket {
  const days = daysPastDue(dueOnDay, asOf)
  if (days <= 0) return 'current'
  if (days <= 30) return '1-30'
  if (days <= 60) return '31-60'
  if (days <= 90) return '61-90'
  return 'over-90'
}

/** The amounts due per bucket and in all, in cents, of a practice's open invoices. */
export function ageing(
  open: Pick<InvoiceRow, 'dueOn' | 'totalCents' | 'paidCents'>[],
  asOf: Date,
): Record<AgeingBucket, number> & { totalDue: number } {
  const buckets = Object.fromEntries(
    AGEING_BUCKETS.map((b) => [b, 0]),
  ) as Record<AgeingBucket, number>
  let totalDue = 0
  for (const invoice of open) {
    const due = amountDue(invoice)
    buckets[ageingBucket(invoice.dueOn, asOf)] += due
    totalDue += due
  }
  return { ...buckets, totalDue }
}

/**
 * What a practice may still buy on invoice terms, in cents: its credit limit less what its open
 * invoices have due and what its bought orders not yet invoiced come to (with their tax). Null
 * when the operator set no limit. Locks the practice's terms row to the commit, so two members
 * placing at once are checked one after the other.
 */
export async function remainingCredit(
  tx: Executor,
  companyId: number,
): Promise<number | null> {
  const [terms] = await tx
    .select({ limit: t.billingTerms.creditLimitCents })
    .from(t.billingTerms)
    .where(eq(t.billingTerms.companyId, companyId))
    .for('update')
  if (terms?.limit === null || terms?.limit === undefined) return null
  const [invoiced] = await tx
    .select({
      due: sql<string>`coalesce(sum(${t.invoices.totalCents} - ${t.invoices.paidCents}), 0)`,
    })
    .from(t.invoices)
    .where(
      and(eq(t.invoices.companyId, companyId), eq(t.invoices.state, 'OPEN')),
    )
  // Bought on invoice terms, not cancelled, not paid, not invoiced yet (INVOICE_ON=shipped).
  const [uninvoiced] = await tx
    .select({
      total: sql<string>`coalesce(sum((${t.orders.snapshot}->>'totalNet')::bigint + coalesce(${t.orders.taxCents}, 0)), 0)`,
    })
    .from(t.orders)
    .innerJoin(
      t.paymentProviders,
      eq(t.paymentProviders.id, t.orders.paymentProviderId),
    )
    .leftJoin(t.invoices, eq(t.invoices.orderId, t.orders.id))
    .where(
      and(
        eq(t.orders.companyId, companyId),
        isNotNull(t.orders.number),
        notInArray(t.orders.state, [
          'cart',
          'awaiting_approval',
          'rejected',
          'cancelled',
        ]),
        isNull(t.orders.paymentReference),
        ne(t.paymentProviders.identifier, 'stripe'),
        isNull(t.invoices.id),
      ),
    )
  return (
    terms.limit - Number(invoiced?.due ?? 0) - Number(uninvoiced?.total ?? 0)
  )
}

/** `CN-000007`: the printed credit note number. */
export const creditNoteNumber = (number: number) =>
  `CN-${String(number).padStart(6, '0')}`

/**
 * The tax of `quantity` of a line's `lineQuantity` units whose tax was `lineTax`: its share,
 * rounded half up to the cent, so a whole line returned gives back exactly its tax.
 */
export const returnedTax = (
  lineTax: number,
  quantity: number,
  lineQuantity: number,
) => Math.floor((2 * lineTax * quantity + lineQuantity) / (2 * lineQuantity))

export type CreditNoteRow = typeof t.creditNotes.$inferSelect

/**
 * Issues the credit note of an accepted return, once, in the accepting transaction: the returned
 * lines' frozen price and their share of the line's tax. It goes first to the order's open
 * invoice (as a payment of it); what is left is the practice's credit (decision 038).
 */
export async function issueCreditNote(
  tx: Executor,
  returnId: number,
  issuedAt = new Date(),
): Promise<CreditNoteRow> {
  const [issued] = await tx
    .select()
    .from(t.creditNotes)
    .where(eq(t.creditNotes.returnId, returnId))
  if (issued) return issued
  const lines = await tx
    .select({
      quantity: t.returnLines.quantity,
      lineQuantity: t.orderItems.quantity,
      unitNet: t.orderItems.itemPriceNet,
      lineTax: t.orderItems.taxCents,
      orderId: t.orderItems.orderId,
      companyId: t.orders.companyId,
    })
    .from(t.returnLines)
    .innerJoin(t.orderItems, eq(t.orderItems.id, t.returnLines.orderItemId))
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .where(eq(t.returnLines.returnId, returnId))
  const [first] = lines
  if (!first) throw new Error(`Return ${returnId} has no lines.`)
  let netCents = 0
  let taxCents = 0
  for (const line of lines) {
    netCents += (line.unitNet ?? 0) * line.quantity
    taxCents += returnedTax(line.lineTax ?? 0, line.quantity, line.lineQuantity)
  }
  const totalCents = netCents + taxCents
  const [invoice] = await tx
    .select()
    .from(t.invoices)
    .where(eq(t.invoices.orderId, first.orderId))
  const applied =
    invoice?.state === 'OPEN' ? Math.min(totalCents, amountDue(invoice)) : 0
  if (invoice && applied > 0)
    await applyInvoicePayment(tx, invoice.id, applied, issuedAt)
  const [row] = await tx
    .insert(t.creditNotes)
    .values({
      number: await nextDocumentNumber(tx, 'credit_note'),
      returnId,
      orderId: first.orderId,
      companyId: first.companyId,
      issuedAt,
      netCents,
      taxCents,
      totalCents,
      appliedCents: applied,
    })
    .returning()
  return written(row)
}

import { and, asc, eq, gt } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import { emitEvent } from '../events'

// Payments of invoices (decisions 037 and 042): a bank transfer, a card, a credit note. Every
// amount is integer cents.

export type InvoiceRow = typeof t.invoices.$inferSelect

/** `INV-000042`: the printed invoice number. */
export const invoiceNumber = (number: number) =>
  `INV-${String(number).padStart(6, '0')}`

/** An invoice as its events carry it (docs/events.md): amounts in whole cents. */
export const invoicePayload = (
  invoice: InvoiceRow,
  orderNumber: string | null,
) => ({
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
export const invoiceKey = (invoice: InvoiceRow) => `order:${invoice.orderId}`

/** `CN-000007`: the printed credit note number. */
export const creditNoteNumber = (number: number) =>
  `CN-${String(number).padStart(6, '0')}`

/** What is still to pay on an invoice. */
export const amountDue = (
  invoice: Pick<InvoiceRow, 'totalCents' | 'paidCents'>,
) => invoice.totalCents - invoice.paidCents

/** Where a payment came from: money received, or a credit note's share (decision 040). */
export type PaymentSource = 'payment' | 'credit'

/** One line of the invoice payments ledger, which the monthly statement reads. */
export const recordPayment = (
  tx: Executor,
  invoice: InvoiceRow,
  cents: number,
  source: PaymentSource,
  paidAt: Date,
  reference: string | null = null,
) =>
  tx.insert(t.invoicePayments).values({
    invoiceId: invoice.id,
    companyId: invoice.companyId,
    reference,
    cents,
    source,
    paidAt,
  })

/** A payment that cannot be applied: named for the caller, never a half-written change. */
export class PaymentRefused extends Error {}

/**
 * Applies a payment of `cents` to an open invoice of the company (a bank transfer, a card, a
 * credit note's share): in part or in full; the invoice is PAID when nothing is due. More than is
 * due is refused. Every payment is written to the ledger; with a `reference` (a card payment's
 * intent id, a credit note's number) one already recorded for this invoice answers the invoice
 * unchanged: told twice, applied once.
 */
export async function applyInvoicePayment(
  tx: Executor,
  invoiceId: number,
  cents: number,
  paidAt = new Date(),
  {
    reference,
    source = 'payment',
  }: { reference?: string; source?: PaymentSource } = {},
): Promise<InvoiceRow> {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new PaymentRefused('A payment is a whole number of cents above 0.')
  const [invoice] = await tx
    .select()
    .from(t.invoices)
    .where(eq(t.invoices.id, invoiceId))
    .for('update')
  if (!invoice) throw new PaymentRefused('No such invoice.')
  if (reference !== undefined) {
    // The invoice's lock orders two tellings of one payment: the second sees the first's row.
    const [recorded] = await tx
      .select({ id: t.invoicePayments.id })
      .from(t.invoicePayments)
      .where(
        and(
          eq(t.invoicePayments.invoiceId, invoiceId),
          eq(t.invoicePayments.reference, reference),
        ),
      )
    if (recorded) return invoice
  }
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
  await recordPayment(tx, updated, cents, source, paidAt, reference ?? null)
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

/**
 * Applies a practice's credit left over (credit notes not yet used up) to its open invoices,
 * oldest due first, each note as a payment under its number (decision 042): what the practice
 * owes is then what its invoices have due, and a card pays exactly that. Run where an invoice or
 * a credit note is issued, in that transaction.
 */
export async function applyCredit(
  tx: Executor,
  companyId: number,
  paidAt = new Date(),
) {
  const notes = await tx
    .select()
    .from(t.creditNotes)
    .where(
      and(
        eq(t.creditNotes.companyId, companyId),
        gt(t.creditNotes.totalCents, t.creditNotes.appliedCents),
      ),
    )
    .orderBy(asc(t.creditNotes.number))
    .for('update')
  if (notes.length === 0) return
  const open = await tx
    .select()
    .from(t.invoices)
    .where(
      and(eq(t.invoices.companyId, companyId), eq(t.invoices.state, 'OPEN')),
    )
    .orderBy(asc(t.invoices.dueOn), asc(t.invoices.number))
  for (const note of notes) {
    let left = note.totalCents - note.appliedCents
    for (const invoice of open) {
      const due = amountDue(invoice)
      if (left === 0) break
      if (due === 0) continue
      const cents = Math.min(left, due)
      const paid = await applyInvoicePayment(tx, invoice.id, cents, paidAt, {
        reference: creditNoteNumber(note.number),
        source: 'credit',
      })
      invoice.paidCents = paid.paidCents
      left -= cents
    }
    await tx
      .update(t.creditNotes)
      .set({ appliedCents: note.totalCents - left })
      .where(eq(t.creditNotes.id, note.id))
  }
}

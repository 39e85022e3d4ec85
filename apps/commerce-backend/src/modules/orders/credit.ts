import { and, eq, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { written } from '../../db/client'
import * as t from '../../db/schema'
import { nextDocumentNumber } from './billing'
import {
  amountDue,
  applyCredit,
  applyInvoicePayment,
  creditNoteNumber,
} from './invoice-payment'

// Credit limits and credit notes (decision 038).

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

export { creditNoteNumber } from './invoice-payment'

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
  const number = await nextDocumentNumber(tx, 'credit_note')
  if (invoice && applied > 0)
    await applyInvoicePayment(tx, invoice.id, applied, issuedAt, {
      reference: creditNoteNumber(number),
      source: 'credit',
    })
  const [row] = await tx
    .insert(t.creditNotes)
    .values({
      number,
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
  // What its own invoice did not take goes to the practice's other open invoices.
  if (totalCents > applied) await applyCredit(tx, first.companyId, issuedAt)
  const [note] = await tx
    .select()
    .from(t.creditNotes)
    .where(eq(t.creditNotes.id, written(row).id))
  return written(note)
}

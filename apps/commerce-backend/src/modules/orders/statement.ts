import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { billingViewRefusal, requireAllowed } from '../companies'
import type { CustomerRow } from '../customers'
import { ageing, ageingBucket, daysPastDue } from './ageing'
import { amountDue, invoiceNumber } from './billing'
import { creditNoteNumber } from './credit'

// A practice's statement (issue 36, decision 038): its invoices, open first, what is due by age
// and in all. Only the caller's own company is ever read.

const BUCKET_NAMES = {
  current: 'CURRENT',
  '1-30': 'DAYS_1_TO_30',
  '31-60': 'DAYS_31_TO_60',
  '61-90': 'DAYS_61_TO_90',
  'over-90': 'OVER_90',
} as const

/** The statement of the caller's practice as of `asOf`; refused to members who may not see it. */
export class StatementService {
  constructor(private readonly db: Database) {}

  async statement(member: CustomerRow, asOf = new Date()) {
    requireAllowed(billingViewRefusal(member))
    const rows = await this.db
      .select({
        invoice: t.invoices,
        orderNumber: t.orders.number,
        orderToken: t.orders.token,
      })
      .from(t.invoices)
      .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
      .where(eq(t.invoices.companyId, member.companyId))
      .orderBy(t.invoices.state, desc(t.invoices.number))
    const open = rows.map((r) => r.invoice).filter((i) => i.state === 'OPEN')
    const buckets = ageing(open, asOf)
    const credits = await this.db
      .select({ note: t.creditNotes, orderNumber: t.orders.number })
      .from(t.creditNotes)
      .innerJoin(t.orders, eq(t.orders.id, t.creditNotes.orderId))
      .where(eq(t.creditNotes.companyId, member.companyId))
      .orderBy(desc(t.creditNotes.number))
    const creditAvailable = credits.reduce(
      (sum, { note }) => sum + note.totalCents - note.appliedCents,
      0,
    )
    return {
      asOf: asOf.toISOString(),
      invoices: rows.map(({ invoice, orderNumber, orderToken }) => ({
        number: invoiceNumber(invoice.number),
        orderNumber: orderNumber ?? '',
        orderToken,
        issuedAt: invoice.issuedAt.toISOString(),
        dueOn: invoice.dueOn,
        total: invoice.totalCents,
        tax: invoice.taxCents,
        paid: invoice.paidCents,
        due: amountDue(invoice),
        state: invoice.state,
        paidAt: invoice.paidAt?.toISOString() ?? null,
        daysPastDue:
          invoice.state === 'OPEN'
            ? Math.max(0, daysPastDue(invoice.dueOn, asOf))
            : 0,
        ageing:
          invoice.state === 'OPEN'
            ? BUCKET_NAMES[ageingBucket(invoice.dueOn, asOf)]
            : null,
      })),
      ageing: {
        current: buckets.current,
        days1To30: buckets['1-30'],
        days31To60: buckets['31-60'],
        days61To90: buckets['61-90'],
        over90: buckets['over-90'],
      },
      totalDue: buckets.totalDue,
      credits: credits.map(({ note, orderNumber }) => ({
        number: creditNoteNumber(note.number),
        orderNumber: orderNumber ?? '',
        issuedAt: note.issuedAt.toISOString(),
        net: note.netCents,
        tax: note.taxCents,
        total: note.totalCents,
        applied: note.appliedCents,
        available: note.totalCents - note.appliedCents,
      })),
      creditAvailable,
      // Credit not yet taken by an invoice lowers what the practice owes (decision 038).
      balanceDue: Math.max(0, buckets.totalDue - creditAvailable),
    }
  }
}

import { amountDue } from './billing'
import type { InvoiceRow } from './billing'

// The statement's ageing: whole calendar days past the due date, in buckets (decision 037).

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

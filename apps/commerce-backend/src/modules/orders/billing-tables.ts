import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { companies } from '../customers/tables'
import { orders, returns } from './tables'

// Invoices and their numbering (decision 037).

/**
 * The last number given to each kind of numbered document (`invoice`, `credit_note`). Numbering
 * increments this row inside the transaction that issues the document: the row stays locked to
 * the commit and a rollback takes its number back, so the numbers have no gaps (a Postgres
 * sequence keeps what a rolled-back transaction took). Decision 037.
 */
export const documentNumbers = pgTable('document_numbers', {
  kind: text('kind').primaryKey(),
  last: integer('last').notNull(),
})

/** A practice's invoice terms, set by the operator; a practice without a row has Net 30, no limit. */
export const billingTerms = pgTable('billing_terms', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  termDays: integer('term_days').notNull(),
  /** Integer cents; null is no limit. */
  creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
})

/** An issued invoice: one per bought order, amounts in integer cents frozen when it is issued. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** Gap-free from `document_numbers`: 1, 2, 3, … printed as `INV-000001`. */
    number: integer('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The practice's terms when it was issued: a later change of terms leaves it as it is. */
    termDays: integer('term_days').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    state: text('state', { enum: ['OPEN', 'PAID'] })
      .notNull()
      .default('OPEN'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('invoices_company_idx').on(t.companyId, t.state)],
)

/**
 * A credit note for an accepted return (issue 36, decision 038): the returned lines' price and
 * tax in integer cents, numbered without gaps from `document_numbers` (`credit_note`). What of it
 * went to the order's open invoice is `appliedCents`; the rest is the practice's credit.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    /** Gap-free: 1, 2, 3, … printed as `CN-000001`. */
    number: integer('number').notNull().unique(),
    returnId: integer('return_id')
      .notNull()
      .unique()
      .references(() => returns.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    appliedCents: bigint('applied_cents', { mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [index('credit_notes_company_idx').on(t.companyId)],
)

/**
 * Every amount paid against an invoice, when it was paid (decision 040): money received (`payment`:
 * a card, a bank transfer) or a credit note's share (`credit`). The monthly statement reads a
 * month's payments and the balance at any date from it; `invoices.paid_cents` is their sum.
 * Each is applied under a reference (a card payment's intent id, a credit note's number) once
 * per invoice, so a payment told twice (a replayed webhook, the confirmation and the webhook of
 * one card payment) is applied once (decision 042).
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** A card payment's intent id, a credit note's number; none for a transfer recorded by hand. */
    reference: text('reference'),
    cents: bigint('cents', { mode: 'number' }).notNull(),
    source: text('source', { enum: ['payment', 'credit'] }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('invoice_payments_company_idx').on(t.companyId, t.paidAt),
    uniqueIndex('invoice_payments_reference_idx').on(t.reference, t.invoiceId),
  ],
)

/**
 * The monthly statement e-mails sent (decision 040): one row per practice and month, written in
 * the transaction that queues the e-mail, so a job that runs twice sends once.
 */
export const statementMails = pgTable(
  'statement_mails',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** YYYY-MM */
    month: text('month').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
)

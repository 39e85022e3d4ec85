import {
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { companies, customers } from '../customers/tables'

// The distributor's sales-tax rate table and the practices' exemption certificates (decision 036).

/**
 * One rate of the imported table (`npm run tax:import`). The rate of a line is the row of the
 * ship-to state whose ZIP prefix is the longest that begins the ship-to ZIP ('' covers the whole
 * state), preferring a row of the line's tax class over one for every class ('').
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    /** Two-letter US state code, upper case. */
    state: text('state').notNull(),
    /** A 5-digit ZIP or a prefix of one; '' for the whole state. */
    zipPrefix: text('zip_prefix').notNull().default(''),
    /** The product tax class it applies to (`products.tax_class`); '' for every class. */
    taxClass: text('tax_class').notNull().default(''),
    /** The rate in parts per million of the amount (8.875% is 88750): exact integer arithmetic. */
    ratePpm: integer('rate_ppm').notNull(),
    /** The rate as the file wrote it, in percent (`8.875`), shown as `8.875%`. */
    rate: text('rate').notNull(),
    /** Who levies it, shown on the tax line (`New York, NY 100`); defaults to the state. */
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('tax_rates_key_idx').on(t.state, t.zipPrefix, t.taxClass),
  ],
)

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

/** A practice's exemption certificate for one state; the distributor accepts or refuses it. */
export const exemptionCertificates = pgTable(
  'exemption_certificates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    state: text('state').notNull(),
    number: text('number').notNull(),
    /** Its last valid day. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'refused'] })
      .notNull()
      .default('pending'),
    refusalReason: text('refusal_reason'),
    fileName: text('file_name').notNull(),
    pdf: bytea('pdf').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => customers.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('exemption_certificates_company_idx').on(t.companyId, t.state)],
)

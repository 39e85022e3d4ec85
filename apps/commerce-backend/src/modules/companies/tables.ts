import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { companies, customers } from '../customers/tables'
import type { Role } from '../customers/tables'

// Invitations into a company (the company itself is beside its members in customers/tables.ts).

/**
 * An administrator's invitation to join the company, sent by e-mail as a single-use link (only
 * its hash is kept); the invitee chooses name and password and joins with these roles and limits.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    roles: text('roles').array().$type<Role[]>().notNull(),
    orderLimitNet: bigint('order_limit_net', { mode: 'number' }),
    monthlyLimitNet: bigint('monthly_limit_net', { mode: 'number' }),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => customers.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('invitations_company_idx').on(t.companyId)],
)

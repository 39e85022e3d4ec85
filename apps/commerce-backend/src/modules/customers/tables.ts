import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

// Companies (practices), their members (the customers who sign in), sign-in sessions and attempt
// counters, invitations and the companies' address books.

/** What a member may do; a member may hold several roles (decision 019). */
export const ROLES = ['administrator', 'approver', 'buyer', 'billing'] as const
export type Role = (typeof ROLES)[number]

/** A practice: the spec's customer `company`. Its members share its address book. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  npiNumber: text('npi_number').notNull(),
  /** Whether members who are not administrators may add addresses to the address book. */
  membersMayAddAddresses: boolean('members_may_add_addresses')
    .notNull()
    .default(false),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
})

/** A member of a company: one person who signs in. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    roles: text('roles').array().$type<Role[]>().notNull(),
    /** Net minor units; an order over it, or a month's orders over the monthly one, need approval. */
    orderLimitNet: bigint('order_limit_net', { mode: 'number' }),
    monthlyLimitNet: bigint('monthly_limit_net', { mode: 'number' }),
    /** Set when an administrator deactivated the member: no sign-in, sessions ended; orders stay. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    salutation: text('salutation').notNull().default(''),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    initialSetupFinalized: boolean('initial_setup_finalized')
      .notNull()
      .default(false),
    defaultShippingAddressId: integer('default_shipping_address_id'),
    defaultInvoiceAddressId: integer('default_invoice_address_id'),
    paymentCustomerId: text('payment_customer_id'),
    /** Set when the owner followed a link sent to `email`; orders need it (issue 20). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('customers_company_idx').on(t.companyId)],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** One sign-in: kept across rotations, ended by a sign-out; access tokens carry it. */
    sessionId: text('session_id'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Set when the token was exchanged for its successor (not by a sign-out): presented again
     * within the grace period it answers the same successor; later, it ends the whole session.
     */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
)

/**
 * Attempt counters for sign-in and sign-up, shared by every backend instance (fixed windows, one
 * row per key such as `login:account:<email>` or `signup:client:<address>`).
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})

/**
 * Single-use links sent by e-mail: a password reset, the check of a new account's address and the
 * check of a changed address (`email` is the address the link went to). Only a hash of the token
 * is kept, so a copy of the table opens nothing.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    purpose: text('purpose', {
      enum: ['password-reset', 'email-verify', 'email-change'],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('account_tokens_customer_idx').on(t.customerId, t.purpose)],
)

/** The company's address book; `customerId` is the member who added the address. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    salutation: text('salutation').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    stateCode: text('state_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('addresses_company_idx').on(t.companyId)],
)

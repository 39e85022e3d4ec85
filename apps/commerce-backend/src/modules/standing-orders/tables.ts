import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { products } from '../catalogue/tables'
import { companies, customers } from '../customers/tables'
import { carriers, orders, paymentProviders } from '../orders/tables'

// Standing orders, their lines and their runs.

/**
 * An order placed again and again on a schedule (`RunSchedule` of @shop/forms) as its owner, with
 * the checkout's choices made when it was set up. Its lines are its own (`standing_order_items`).
 */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The member it orders as (a buyer): their limits apply, their e-mail hears of problems. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    cadence: text('cadence', { enum: ['weekly', 'monthly'] }).notNull(),
    interval: integer('interval').notNull(),
    /** ISO weekday (1 Monday … 7 Sunday), weekly runs only. */
    weekday: integer('weekday'),
    /** 1 to 28, monthly runs only. */
    dayOfMonth: integer('day_of_month'),
    /** Monthly: a run that falls on a Saturday or Sunday is placed the Monday after. */
    nextWorkingDay: boolean('next_working_day').notNull().default(false),
    /** The next run's date (UTC): due from the start of that day. */
    nextRunOn: date('next_run_on').notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    shippingAddressId: integer('shipping_address_id').notNull(),
    invoiceAddressId: integer('invoice_address_id').notNull(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    paymentProviderId: integer('payment_provider_id')
      .notNull()
      .references(() => paymentProviders.id),
    paymentMethodId: text('payment_method_id'),
    poReference: text('po_reference'),
    /** When a run cannot be placed as it is: place the lines that can be, or nothing. */
    onProblem: text('on_problem', {
      enum: ['place-available', 'place-nothing'],
    }).notNull(),
    /** A line whose price rose by more than this (percent) since it was agreed is a problem. */
    priceTolerancePercent: integer('price_tolerance_percent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('standing_orders_company_idx').on(t.companyId),
    index('standing_orders_due_idx').on(t.nextRunOn),
  ],
)

export const standingOrderItems = pgTable(
  'standing_order_items',
  {
    id: serial('id').primaryKey(),
    standingOrderId: integer('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** The unit price (net) when the line was set: a run compares today's price with it. */
    agreedPriceNet: bigint('agreed_price_net', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('standing_order_items_line_idx').on(
      t.standingOrderId,
      t.productId,
    ),
  ],
)

/**
 * One run of a standing order, for one scheduled date: written in the transaction that places its
 * order, and unique per date, so a run is placed exactly once whatever runs it and however often.
 */
export const standingOrderRuns = pgTable(
  'standing_order_runs',
  {
    id: serial('id').primaryKey(),
    standingOrderId: integer('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    scheduledFor: date('scheduled_for').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    /** `placed`, `partly-placed`, `awaiting-approval`, `awaiting-payment`, `not-placed` or `skipped`. */
    outcome: text('outcome').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /**
     * Lines left out and why: `[{ sku, name, message }]`, with the line's `quantity`, `unit` and
     * `packSize` since issue 33.
     */
    problems: jsonb('problems')
      .$type<{ sku: string; name: string; message: string }[]>()
      .notNull()
      .default([]),
    /** Said once, for the buyer: "placed late", or why nothing was placed. */
    note: text('note'),
  },
  (t) => [
    uniqueIndex('standing_order_runs_date_idx').on(
      t.standingOrderId,
      t.scheduledFor,
    ),
  ],
)

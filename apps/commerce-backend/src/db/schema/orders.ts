import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { products } from './catalogue'
import { companies, customers } from './customers'

// Carts and orders, what they are sent and paid with, the payments applied and the inventory
// lots orders bring.

export const carriers = pgTable('carriers', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  priceNet: bigint('price_net', { mode: 'number' }).notNull(),
  /** `[{ locale, title, description }]` */
  translations: jsonb('translations')
    .$type<{ locale: string; title: string; description: string }[]>()
    .notNull(),
})

export const paymentProviders = pgTable('payment_providers', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
})

/** A cart is an order in state `cart`; placing it gives it a number and freezes its prices. */
/**
 * Order numbers in the order orders are placed (issue 31: numbered from the cart's id, an order
 * placed late got a lower number than the ones before it). Its migration starts it above every
 * number given before.
 */
export const orderNumbers = pgSequence('order_number_seq', {
  startWith: 20001,
})

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    /** The member who placed it (whose cart it was). */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    state: text('state').notNull().default('cart'),
    number: text('number').unique(),
    shippingAddressId: integer('shipping_address_id'),
    invoiceAddressId: integer('invoice_address_id'),
    carrierId: integer('carrier_id'),
    paymentProviderId: integer('payment_provider_id'),
    paymentMethodId: text('payment_method_id'),
    poReference: text('po_reference'),
    /**
     * Frozen at placement (`Snapshot` in services/order-views.ts): totals, adjustments, both
     * addresses and each line's product name, SKU, price and image, as they were.
     */
    snapshot: jsonb('snapshot'),
    paymentReference: text('payment_reference'),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    /**
     * Why the order needed approval (`ApprovalReason[]` in services/approvals.ts), set when it was
     * submitted over the buyer's limit; null for an order that needed none.
     */
    approvalReasons: jsonb('approval_reasons'),
    /** The approver's decision: who, when, `approved` or `rejected`, and the reason given. */
    decidedBy: integer('decided_by').references(() => customers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decision: text('decision', { enum: ['approved', 'rejected'] }),
    decisionNote: text('decision_note'),
    /** The standing order whose run placed it (`standing_orders`, declared below). */
    standingOrderId: integer('standing_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.state),
    index('orders_company_idx').on(t.companyId, t.state),
    // At most one open cart per customer, so parallel "current cart" calls agree. A standing
    // order's run is a cart only inside the transaction that places it.
    uniqueIndex('orders_one_cart_idx')
      .on(t.customerId)
      .where(sql`${t.state} = 'cart' and ${t.standingOrderId} is null`),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** Null while in a cart (the current price applies); frozen when the order is placed. */
    itemPriceNet: bigint('item_price_net', { mode: 'number' }),
  },
  (t) => [uniqueIndex('order_items_line_idx').on(t.orderId, t.productId)],
)

export const inventoryLots = pgTable(
  'inventory_lots',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    orderId: integer('order_id').references(() => orders.id),
    lotNumber: text('lot_number').notNull(),
    expiryDate: date('expiry_date').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('inventory_customer_idx').on(t.customerId),
    // One lot per order line: recording a bought order's lots twice adds nothing.
    uniqueIndex('inventory_order_line_idx').on(t.orderId, t.productId),
  ],
)

/** Payment provider events already applied: webhooks arrive at least once, each is applied once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  receivedAt: timestamp('received_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
})

/**
 * A recall of a lot, recorded by an operator (`npm run recall`) or a trusted service: every
 * company that received the lot gets a notice (`recall_notices`) and an e-mail at once.
 */
export const lotRecalls = pgTable(
  'lot_recalls',
  {
    id: serial('id').primaryKey(),
    lotNumber: text('lot_number').notNull(),
    reason: text('reason').notNull(),
    /** What a practice holding the lot should do with it. */
    action: text('action').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  // A lot is recalled once; recording it again answers the recall there is.
  (t) => [uniqueIndex('lot_recalls_lot_idx').on(t.lotNumber)],
)

/** A company's notice of a recalled lot it received, shown until a member acknowledges it. */
export const recallNotices = pgTable(
  'recall_notices',
  {
    id: serial('id').primaryKey(),
    recallId: integer('recall_id')
      .notNull()
      .references(() => lotRecalls.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: integer('acknowledged_by').references(() => customers.id),
  },
  (t) => [
    uniqueIndex('recall_notices_company_idx').on(t.recallId, t.companyId),
  ],
)

/**
 * A named list of products and quantities to order again ("Exam room 2 — weekly"): its owner's
 * alone, or shared with the owner's company.
 */
export const orderLists = pgTable(
  'order_lists',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('order_lists_company_idx').on(t.companyId)],
)

export const orderListItems = pgTable(
  'order_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => orderLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('order_list_items_line_idx').on(t.listId, t.productId)],
)

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
    /** Lines left out and why: `[{ sku, name, message }]`. */
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

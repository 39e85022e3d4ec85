import { sql } from 'drizzle-orm'
import {
  bigint,
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
import { products } from '../catalogue/tables'
import { companies, customers } from '../customers/tables'

// Carts and orders, what they are sent and paid with, the payments applied.

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
    /**
     * Sales tax in minor units, computed once at placement and frozen (its lines and exemption in
     * `snapshot.tax`); null for a cart and for orders placed before sales tax (decision 036).
     */
    taxCents: bigint('tax_cents', { mode: 'number' }),
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
    /**
     * The distributor's acknowledgement (issue 35): its own order number and when it was given.
     * An acknowledged order is `confirmed`; a second, different number is refused.
     */
    distributorOrderNumber: text('distributor_order_number'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** When the distributor expects it delivered (ISO date), if it said so. */
    expectedDelivery: date('expected_delivery'),
    /** When the buyer cancelled it (possible until it is confirmed). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
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
    /**
     * In a cart: the unit price the buyer last saw for the line (when added, changed or when the
     * cart was last shown), so a price that moved since is shown, never charged silently (issue 34).
     */
    shownPriceNet: bigint('shown_price_net', { mode: 'number' }),
    /** The distributor's date for a backordered line; null once it is not backordered. */
    backorderedUntil: date('backordered_until'),
    /** How many of the line the distributor cancelled (never shipped), and why. */
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
    cancelReason: text('cancel_reason'),
    /** The line's sales tax, rounded half up to the cent; frozen with the price at placement. */
    taxCents: bigint('tax_cents', { mode: 'number' }),
  },
  (t) => [uniqueIndex('order_items_line_idx').on(t.orderId, t.productId)],
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
 * A parcel the distributor sent for an order (issue 35): several per order, each with its own
 * carrier and tracking number. `deliveredAt` is set when the operator marks it delivered.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The carrier's name as the distributor gives it (`UPS`, `FedEx`, …). */
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    // A tracking number is one parcel: recording it again is the same shipment (idempotent).
    uniqueIndex('shipments_tracking_idx').on(
      t.orderId,
      t.carrier,
      t.trackingNumber,
    ),
  ],
)

/** What a shipment carried of an order line: its quantity, lot and the lot's expiry. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    lotNumber: text('lot_number').notNull(),
    lotExpiry: date('lot_expiry').notNull(),
  },
  (t) => [
    index('shipment_lines_shipment_idx').on(t.shipmentId),
    index('shipment_lines_item_idx').on(t.orderItemId),
    // A recall finds who received a lot by its number.
    index('shipment_lines_lot_idx').on(t.lotNumber),
  ],
)

export const RETURN_REASONS = [
  'DAMAGED',
  'WRONG_ITEM',
  'EXPIRED',
  'RECALLED',
  'NOT_NEEDED',
] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]
export const RETURN_STATES = ['REQUESTED', 'ACCEPTED', 'REFUSED'] as const
export type ReturnState = (typeof RETURN_STATES)[number]

/**
 * A buyer's request to send shipped lines back (issue 35), and the operator's answer: accepted
 * with an RMA number and instructions, or refused with a reason.
 */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => customers.id),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    state: text('state', { enum: RETURN_STATES })
      .notNull()
      .default('REQUESTED'),
    rmaNumber: text('rma_number'),
    instructions: text('instructions'),
    refusalReason: text('refusal_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('returns_order_idx').on(t.orderId)],
)

/** A line of a return: how many of an order line, of which shipped lot. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    lotNumber: text('lot_number').notNull(),
  },
  (t) => [index('return_lines_return_idx').on(t.returnId)],
)

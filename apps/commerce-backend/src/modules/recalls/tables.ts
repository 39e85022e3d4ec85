import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { products } from '../catalogue/tables'
import { companies, customers } from '../customers/tables'
import { orders, shipmentLines } from '../orders/tables'

// The lots bought orders bring to a practice, the recalls of lots and the notices they give.

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
    /**
     * The shipment line that brought the lot (issue 35): lots come from what was shipped. Null on
     * the lots an older build invented when an order was paid (kept so old orders stay readable).
     */
    shipmentLineId: integer('shipment_line_id').references(
      () => shipmentLines.id,
    ),
    lotNumber: text('lot_number').notNull(),
    expiryDate: date('expiry_date').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('inventory_customer_idx').on(t.customerId),
    // One lot per shipment line: recording a shipment's lots twice adds nothing.
    uniqueIndex('inventory_shipment_line_idx').on(t.shipmentLineId),
    index('inventory_lot_idx').on(t.lotNumber),
  ],
)

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

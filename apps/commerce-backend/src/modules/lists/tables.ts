import {
  boolean,
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

// Order lists and their lines.

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

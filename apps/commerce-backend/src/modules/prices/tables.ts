import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { products } from '../catalogue/tables'

// Contract prices (issue 34, decision 033): price lists with their lines, who they are assigned
// to, and which purchasing groups a practice belongs to. Practices are named by NPI, not by
// company id, so a contract can be imported before the practice signs up.

/** A price list: its lines apply to the practices and groups it is assigned to while valid. */
export const priceLists = pgTable('price_lists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  currency: text('currency').notNull().default('USD'),
  /** Days (UTC), both included; null: no bound on that side. */
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
})

/** From `min_quantity` pieces on, one piece of the product costs `unit_price_net` (cents). */
export const priceListLines = pgTable(
  'price_list_lines',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    minQuantity: integer('min_quantity').notNull(),
    unitPriceNet: integer('unit_price_net').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.productId, t.minQuantity] }),
    index('price_list_lines_product_idx').on(t.productId),
  ],
)

/** A list assigned to one practice (by NPI) or to one purchasing group: exactly one is set. */
export const priceListAssignments = pgTable(
  'price_list_assignments',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    npi: text('npi'),
    groupIdentifier: text('group_identifier'),
  },
  (t) => [
    unique('price_list_assignments_once').on(
      t.listId,
      t.npi,
      t.groupIdentifier,
    ),
    index('price_list_assignments_npi_idx').on(t.npi),
    index('price_list_assignments_group_idx').on(t.groupIdentifier),
  ],
)

/** A practice (by NPI) belongs to a purchasing group. */
export const purchasingGroupMembers = pgTable(
  'purchasing_group_members',
  {
    groupIdentifier: text('group_identifier').notNull(),
    npi: text('npi').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupIdentifier, t.npi] }),
    index('purchasing_group_members_npi_idx').on(t.npi),
  ],
)

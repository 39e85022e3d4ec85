import { getTableColumns, sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

// The catalogue: the category tree, attribute groups and attributes, and products.

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    parentId: integer('parent_id'),
    sorting: integer('sorting').notNull().default(0),
    imageKey: text('image_key').notNull(),
    activateConfigurator: boolean('activate_configurator')
      .notNull()
      .default(false),
    configuratorOverviewHeadline: text('configurator_overview_headline'),
    configuratorDetailHeadline: text('configurator_detail_headline'),
    configuratorDescription: text('configurator_description'),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
)

export const attributeGroups = pgTable('attribute_groups', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  sorting: integer('sorting').notNull().default(0),
  isHighlighted: boolean('is_highlighted').notNull().default(false),
  guideHeadline: text('guide_headline'),
  guideContent: text('guide_content'),
})

export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => attributeGroups.id),
    name: text('name').notNull(),
    badgeName: text('badge_name'),
    valueText: text('value_text').notNull(),
    /** How many pieces a pack of this value holds (pack sizes): prices compare per piece. */
    pieces: integer('pieces'),
    valueColor: text('value_color'),
    sorting: integer('sorting').notNull().default(0),
  },
  (t) => [index('attributes_group_idx').on(t.groupId)],
)

export const categoryAttributeGroups = pgTable(
  'category_attribute_groups',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => attributeGroups.id),
    /** The group's place in this category (its filters and configurator steps), first to last. */
    sorting: integer('sorting').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.groupId] })],
)

/** Postgres full-text documents; read only inside SQL (ranking), never into the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    identifier: text('identifier').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Net price in minor units (bigint, as every amount); `storeValues[0].price` (spec 3). */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    imageKey: text('image_key').notNull(),
    explorePage: text('explore_page'),
    /** Set when the product is no longer sold: carts refuse it, order lists keep it, marked. */
    discontinuedAt: timestamp('discontinued_at', { withTimezone: true }),
    /** What one ordered unit is (each, box, case, pack: lower case); quantities count units. */
    unit: text('unit').notNull().default('each'),
    /** Pieces in one unit: "Box of 100" prices per glove. */
    packSize: integer('pack_size').notNull().default(1),
    /** The quantity rule (decision 031): at least min, in steps of increment, at most max. */
    minQuantity: integer('min_quantity').notNull().default(1),
    quantityIncrement: integer('quantity_increment').notNull().default(1),
    maxQuantity: integer('max_quantity'),
    /** Units available to sell, reserved at placement; null = not tracked, always available. */
    stock: integer('stock'),
    /** Days until it ships when in stock. */
    leadTimeDays: integer('lead_time_days').notNull().default(0),
    /** May be ordered beyond the stock (the rest ships when it comes in). */
    backorder: boolean('backorder').notNull().default(false),
    /** When stock is expected back. */
    restockDate: date('restock_date', { mode: 'string' }),
    /** What a discontinued product's page offers instead. */
    replacedById: integer('replaced_by_id').references(
      (): AnyPgColumn => products.id,
    ),
    gtin: text('gtin'),
    /** For sales tax later. */
    taxClass: text('tax_class').notNull().default('standard'),
    searchText: text('search_text').notNull().default(''),
    /**
     * What search matches and ranks: the name's words weighted A (a match in the name ranks
     * higher), then the search text's. Stored, so ranking reads it instead of parsing the texts
     * of every match again.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', "name"), 'A') || to_tsvector('simple', "search_text")`,
      ),
  },
  (t) => [
    index('products_search_idx').using('gin', t.searchVector),
    // The lowest price of a category walks prices upwards until a product of the category.
    index('products_price_idx').on(t.price),
    // A rule no quantity can meet would lock the product out of every cart.
    check(
      'products_quantity_rule_check',
      // Bare column names: a table-qualified check fails in ALTER TABLE.
      sql`"pack_size" >= 1 AND "min_quantity" >= 1 AND "quantity_increment" >= 1 AND ("max_quantity" IS NULL OR "max_quantity" >= "min_quantity")`,
    ),
  ],
)

const { searchVector: _searchVector, ...readColumns } =
  getTableColumns(products)
/** Every product column the app reads: all but the search vector, which stays in SQL. */
export const productColumns = readColumns

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index('product_categories_product_idx').on(t.productId),
  ],
)

export const productAttributes = pgTable(
  'product_attributes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    index('product_attributes_attribute_idx').on(t.attributeId, t.productId),
  ],
)

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
)

// The catalogue import's staging and image tables (decision 029).
export * from './import/tables'

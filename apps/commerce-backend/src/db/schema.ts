import { getTableColumns, sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  salutation: text('salutation').notNull().default(''),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  companyName: text('company_name').notNull(),
  npiNumber: text('npi_number').notNull(),
  initialSetupFinalized: boolean('initial_setup_finalized')
    .notNull()
    .default(false),
  defaultShippingAddressId: integer('default_shipping_address_id'),
  defaultInvoiceAddressId: integer('default_invoice_address_id'),
  paymentCustomerId: text('payment_customer_id'),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
})

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

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
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
  (t) => [index('addresses_customer_idx').on(t.customerId)],
)

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
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
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
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.state),
    // At most one open cart per customer, so parallel "current cart" calls agree.
    uniqueIndex('orders_one_cart_idx')
      .on(t.customerId)
      .where(sql`${t.state} = 'cart'`),
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

/** Content of the content endpoint (app configuration, home page) and translations, as JSON. */
export const contentEntries = pgTable('content_entries', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

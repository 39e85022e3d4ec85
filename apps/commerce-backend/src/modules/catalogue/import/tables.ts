import {
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

// The import's own tables: rows staged while a file streams in (validated and merged in
// set-based statements, then deleted), and the images it fetched.

/**
 * One row of a file being imported, as canonical text per column (null = not in the file). Rows
 * of all running imports share the table, told apart by `import_id`; an import deletes its own.
 */
export const catalogueImportRows = pgTable(
  'catalogue_import_rows',
  {
    importId: text('import_id').notNull(),
    line: integer('line').notNull(),
    sku: text('sku').notNull(),
    name: text('name'),
    description: text('description'),
    categoryPath: text('category_path'),
    attributes: text('attributes'),
    price: text('price'),
    unit: text('unit'),
    packSize: text('pack_size'),
    minQuantity: text('min_quantity'),
    quantityIncrement: text('quantity_increment'),
    maxQuantity: text('max_quantity'),
    stock: text('stock'),
    leadTimeDays: text('lead_time_days'),
    backorder: text('backorder'),
    restockDate: text('restock_date'),
    status: text('status'),
    replacedBy: text('replaced_by'),
    image: text('image'),
    gtin: text('gtin'),
    taxClass: text('tax_class'),
  },
  (t) => [
    index('catalogue_import_rows_sku_idx').on(t.importId, t.sku),
    index('catalogue_import_rows_line_idx').on(t.importId, t.line),
  ],
)

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

/**
 * Product images an import fetched from a distributor's URL, served under `/media` (the shop's
 * pages allow images of their own origin only). Keyed by the URL's hash: the same URL is fetched
 * once. `import_id` is set until the import that fetched it commits.
 */
export const catalogueImages = pgTable('catalogue_images', {
  key: text('key').primaryKey(),
  sourceUrl: text('source_url').notNull(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  importId: text('import_id'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
})

import { sql } from 'drizzle-orm'
import { rowsOf } from '../catalogue-shared'
import { backend } from '../../../test-shop'
import { importCatalogue } from './import'
import type { ImportOptions, ImportResult } from './import'

// What the catalogue import's tests share: running a file on the test shop's backend, and reading
// what it changed. `useTestShop()` in the test file starts that backend.

export const run = (text: string | Buffer, options: ImportOptions = {}) =>
  importCatalogue(
    backend.database.db,
    (async function* () {
      yield typeof text === 'string' ? Buffer.from(text) : text
    })(),
    options,
  )

export const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n'

export async function product(sku: string) {
  const [row] = rowsOf<Record<string, unknown>>(
    await backend.database.db.execute(
      sql`select p.*, (select sku from products r where r.id = p.replaced_by_id) as replaced_by,
        (select string_agg(c.identifier, ',') from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id) as categories
      from products p where sku = ${sku}`,
    ),
  )
  return row
}

/** Everything a failed import must leave alone: the products and their links. */
export async function fingerprint() {
  const [row] = rowsOf<{ f: string }>(
    await backend.database.db.execute(sql`select md5(
      (select string_agg(concat_ws(',', sku, name, price, stock, discontinued_at, replaced_by_id, image_key), ';' order by sku) from products)
      || (select count(*) from product_categories) || (select count(*) from product_attributes)
      || (select count(*) from categories) || (select count(*) from attributes)) as f`),
  )
  return row!.f
}

export function violations(result: ImportResult) {
  if (result.ok) throw new Error('the import was accepted')
  return result.violations.map(
    (v) => `line ${v.line}, ${v.column ?? '-'}: ${v.message}`,
  )
}

export const HEADER =
  'sku,name,description,category_path,attributes,price,unit,pack_size,min_quantity,quantity_increment,max_quantity,stock,lead_time_days,backorder,restock_date,status,replaced_by,image,gtin,tax_class'

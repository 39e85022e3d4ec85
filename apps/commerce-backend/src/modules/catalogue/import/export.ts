import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { rowsOf } from '../catalogue-shared'
import { COLUMNS } from './columns'
import type { Column } from './columns'

const PAGE = 2000

/**
 * Writes the catalogue as a CSV file of the import's format (docs/catalogue-format.md), a page of
 * products at a time: importing it again changes nothing.
 */
export async function exportCatalogue(db: Database, out: Writable) {
  const csv = stringify({ header: true, columns: [...COLUMNS] })
  csv.pipe(out)
  let after = 0
  for (;;) {
    const rows = rowsOf<
      Record<Column, string | number | null> & { id: number }
    >(
      await db.execute(sql`
        select p.id, p.sku, p.name, p.description,
          (select concat_ws('/', c3.identifier, c2.identifier, c1.identifier)
            from product_categories pc join categories c1 on c1.id = pc.category_id
            left join categories c2 on c2.id = c1.parent_id
            left join categories c3 on c3.id = c2.parent_id
            where pc.product_id = p.id order by pc.category_id limit 1) as category_path,
          (select string_agg(g.name || ': ' || a.name, ' | '
              -- In the order of the category's filters: a new category takes its filters from it.
              order by (select min(cag.sorting) from category_attribute_groups cag
                join product_categories pc on pc.category_id = cag.category_id
                where pc.product_id = p.id and cag.group_id = g.id) nulls last, g.sorting, g.id)
            from product_attributes pa join attributes a on a.id = pa.attribute_id
            join attribute_groups g on g.id = a.group_id where pa.product_id = p.id) as attributes,
          to_char(p.price / 100.0, 'FM999999990.00') as price,
          p.unit, p.pack_size, p.min_quantity, p.quantity_increment, p.max_quantity, p.stock,
          p.lead_time_days, case when p.backorder then 'yes' else 'no' end as backorder,
          p.restock_date::text as restock_date,
          case when p.discontinued_at is null then 'active' else 'discontinued' end as status,
          (select r.sku from products r where r.id = p.replaced_by_id) as replaced_by,
          coalesce((select i.source_url from catalogue_images i where i.key = p.image_key),
            'media/' || p.image_key || '.svg') as image,
          p.gtin, p.tax_class
        from products p where p.id > ${after} order by p.id limit ${PAGE}`),
    )
    for (const row of rows)
      if (!csv.write(COLUMNS.map((c) => row[c] ?? ''))) await once(csv, 'drain')
    if (rows.length < PAGE) break
    after = Number(rows.at(-1)?.id)
  }
  csv.end()
  await once(out, 'finish')
}

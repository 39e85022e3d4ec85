import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { rowsOf } from '../modules/catalogue'

/**
 * Grows the demo catalogue to `total` products for scale benchmarks: new products are spread over
 * the leaf categories and copy the attributes of that leaf's demo products, so filters and facets
 * have realistic work to do. Set-based (three `insert … select` statements), so 500,000 products
 * take seconds on a Postgres server rather than a round trip per batch.
 */
export async function seedScaleCatalogue(
  db: Database,
  total = 50_000,
): Promise<number> {
  const [counted] = await db
    .select({
      n: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${t.products.id}), 0)::int`,
    })
    .from(t.products)
  const existing = Number(counted?.n ?? 0)
  const last = Number(counted?.last ?? 0)
  if (existing >= total) return existing
  await db.transaction(async (tx) => {
    // Every row below is made from ids read in the same statement, so the per-row foreign key
    // checks (half the time at 500,000 products) can prove nothing: a superuser skips them.
    const [role] = rowsOf<{ rolsuper: boolean }>(
      await tx.execute(
        sql`select rolsuper from pg_roles where rolname = current_user`,
      ),
    )
    if (role?.rolsuper)
      await tx.execute(sql`set local session_replication_role = replica`)
    // Product number n (SKU SCL-n) is the i-th new one, i = n - existing - 1, from 0.
    await tx.execute(sql`
      insert into products (sku, identifier, name, description, price, image_key, search_text)
      select sku, lower(sku), 'Scale product ' || n, 'Generated for scale benchmarks.',
        100 + n % 9000, 'bottle-5b6b7a', sku || ' scale product ' || n
      from (
        select n, 'SCL-' || lpad(n::text, 6, '0') as sku
        from generate_series(${existing + 1}::int, ${total}::int) n
      ) numbered`)
    // The i-th new product goes to leaf i mod (number of leaves), leaves in id order, and copies
    // the attributes of that leaf's product i mod (its products), in id order. Both sides of
    // every join are plain columns, so they are hash joins.
    const placed = sql`
      leaf as (
        select c.id, row_number() over (order by c.id) - 1 as k,
          (select count(*) from product_categories pc
           where pc.category_id = c.id and pc.product_id <= ${last}::int) as products
        from categories c
        where not exists (select 1 from categories x where x.parent_id = c.id)
      ),
      added as (
        select p.id, substr(p.sku, 5)::int - ${existing + 1}::int as i
        from products p where p.id > ${last}::int
      ),
      placed as (
        select added.id, leaf.id as leaf_id,
          added.i % greatest(leaf.products, 1) as slot
        from added join leaf on leaf.k = added.i % (select count(*) from leaf)
      )`
    await tx.execute(sql`
      with ${placed}
      insert into product_categories (product_id, category_id)
      select id, leaf_id from placed`)
    await tx.execute(sql`
      with ${placed},
      template as (
        select pc.category_id, pc.product_id,
          row_number() over (partition by pc.category_id order by pc.product_id) - 1 as k
        from product_categories pc
        where pc.product_id <= ${last}::int
      )
      insert into product_attributes (product_id, attribute_id)
      select placed.id, pa.attribute_id
      from placed
      join template on template.category_id = placed.leaf_id and template.k = placed.slot
      join product_attributes pa on pa.product_id = template.product_id`)
  })
  // Fresh statistics and visibility map, as autovacuum would leave them in a running shop.
  await db.execute(
    sql`vacuum analyze products, product_categories, product_attributes`,
  )
  return total
}

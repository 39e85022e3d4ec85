import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database, Executor } from '../../../db/client'
import type { Column } from './columns'
import { query } from './checks'
import { DEFAULT_IMAGE_KEY } from './create-names'
import type { ImportSummary } from './import'

// What a checked stage changes: its rows' outcomes against the catalogue (the dry run's answer),
// and the merge that writes them in a few set-based statements (decision 043).

/** The product's current category path, from the root (three levels at most). */
const CURRENT_PATH = sql`(select concat_ws('/', c3.identifier, c2.identifier, c1.identifier)
  from product_categories pc join categories c1 on c1.id = pc.category_id
  left join categories c2 on c2.id = c1.parent_id
  left join categories c3 on c3.id = c2.parent_id
  where pc.product_id = p.id order by pc.category_id limit 1)`

/** The product's current attributes as a sorted array of lower-case staged pairs. */
const CURRENT_ATTRIBUTES = sql`(select coalesce(array_agg(lower(g.name || chr(31) || a.name) order by lower(g.name || chr(31) || a.name)), '{}')
  from product_attributes pa join attributes a on a.id = pa.attribute_id
  join attribute_groups g on g.id = a.group_id where pa.product_id = p.id)`
const STAGED_ATTRIBUTES = sql`(select coalesce(array_agg(x order by x), '{}')
  from unnest(string_to_array(nullif(lower(s.attributes), ''), chr(30))) x)`

/** Whether a given column differs from the product's value: staged text against the row. */
const DIFFERS: Record<Exclude<Column, 'sku'>, SQL> = {
  name: sql`s.name <> p.name`,
  description: sql`s.description <> p.description`,
  category_path: sql`s.category_path is distinct from ${CURRENT_PATH}`,
  attributes: sql`${STAGED_ATTRIBUTES} <> ${CURRENT_ATTRIBUTES}`,
  price: sql`s.price::bigint <> p.price`,
  unit: sql`s.unit <> p.unit`,
  pack_size: sql`s.pack_size::int <> p.pack_size`,
  min_quantity: sql`s.min_quantity::int <> p.min_quantity`,
  quantity_increment: sql`s.quantity_increment::int <> p.quantity_increment`,
  max_quantity: sql`nullif(s.max_quantity, '')::int is distinct from p.max_quantity`,
  stock: sql`nullif(s.stock, '')::int is distinct from p.stock`,
  lead_time_days: sql`s.lead_time_days::int <> p.lead_time_days`,
  backorder: sql`s.backorder::boolean <> p.backorder`,
  restock_date: sql`nullif(s.restock_date, '')::date is distinct from p.restock_date`,
  status: sql`(s.status = 'discontinued') <> (p.discontinued_at is not null)`,
  replaced_by: sql`nullif(s.replaced_by, '') is distinct from (select r.sku from products r where r.id = p.replaced_by_id)`,
  image: sql`coalesce(nullif(s.image, ''), ${DEFAULT_IMAGE_KEY}) <> p.image_key`,
  gtin: sql`nullif(s.gtin, '') is distinct from p.gtin`,
  tax_class: sql`s.tax_class <> p.tax_class`,
}

/**
 * A staged row's outcome against the catalogue (`p`, left joined by SKU): new, changed or
 * unchanged. A CASE per column: Postgres then skips the subqueries of columns the file leaves out.
 */
const changedIn = (columns: string[]) =>
  sql.join(
    columns.map(
      (column) =>
        sql`case when s.${sql.raw(column)} is null then false else ${DIFFERS[column as keyof typeof DIFFERS]} end`,
    ),
    sql` or `,
  )
const OUTCOME = sql`case when p.id is null then 'new' when ${changedIn(Object.keys(DIFFERS))} then 'changed' else 'unchanged' end`

/**
 * Counts the staged rows' outcomes in one read of the stage joined with the catalogue. Nothing is
 * marked: the merge tells new and changed rows by the same comparisons as it writes them, so the
 * stage is written once (marking a stock file's 500,000 rows took longer than updating them).
 */
export async function classify(
  db: Database,
  importId: string,
  dryRun: boolean,
): Promise<ImportSummary> {
  const [counts] = await query<
    Record<'new' | 'changed' | 'unchanged' | 'discontinued', string>
  >(
    db,
    sql`select count(*) filter (where outcome = 'new') as new,
        count(*) filter (where outcome = 'changed') as changed,
        count(*) filter (where outcome = 'unchanged') as unchanged,
        count(*) filter (where retires) as discontinued
      from (select ${OUTCOME} as outcome, s.status = 'discontinued'
          and (p.id is null or p.discontinued_at is null) as retires
        from catalogue_import_rows s left join products p on p.sku = s.sku
        where s.import_id = ${importId}) o`,
  )
  return {
    dryRun,
    rows: 0,
    new: Number(counts?.new ?? 0),
    changed: Number(counts?.changed ?? 0),
    unchanged: Number(counts?.unchanged ?? 0),
    discontinued: Number(counts?.discontinued ?? 0),
    categoriesCreated: [],
    attributesCreated: [],
    imagesFetched: 0,
  }
}

/**
 * `cells`: each distinct non-empty attributes cell of the stage with its pairs' attribute, group
 * and place in the cell. A file of 500,000 rows has a few hundred cells at most: splitting and
 * matching them once, then joining rows by cell, spares the database that work per row.
 */
const ATTRIBUTE_CELLS = (mine: SQL) => sql`cells as (
  select d.cell, a.id as attribute_id, g.id as group_id, pair.n
  from (select distinct s.attributes as cell from catalogue_import_rows s
    where ${mine} and coalesce(s.attributes, '') <> '') d
  cross join lateral unnest(string_to_array(d.cell, chr(30))) with ordinality pair(text, n)
  join attribute_groups g on lower(g.name) = lower(split_part(pair.text, chr(31), 1))
  join attributes a on a.group_id = g.id and lower(a.name) = lower(split_part(pair.text, chr(31), 2)))`

/** Given (staged non-null) or the product's own value: `keep(column, cast, current)`. */
const keep = (column: Column, value: SQL, current: string) =>
  sql`case when s.${sql.raw(column)} is null then p.${sql.raw(current)} else ${value} end`

/** How a changed product takes a column the file gives (null in a row: the product's value). */
const ASSIGN: Partial<Record<Column, SQL>> = {
  name: sql`name = coalesce(s.name, p.name)`,
  description: sql`description = coalesce(s.description, p.description)`,
  price: sql`price = coalesce(s.price::bigint, p.price)`,
  unit: sql`unit = coalesce(s.unit, p.unit)`,
  pack_size: sql`pack_size = coalesce(s.pack_size::int, p.pack_size)`,
  min_quantity: sql`min_quantity = coalesce(s.min_quantity::int, p.min_quantity)`,
  quantity_increment: sql`quantity_increment = coalesce(s.quantity_increment::int, p.quantity_increment)`,
  max_quantity: sql`max_quantity = ${keep('max_quantity', sql`nullif(s.max_quantity, '')::int`, 'max_quantity')}`,
  stock: sql`stock = ${keep('stock', sql`nullif(s.stock, '')::int`, 'stock')}`,
  lead_time_days: sql`lead_time_days = coalesce(s.lead_time_days::int, p.lead_time_days)`,
  backorder: sql`backorder = coalesce(s.backorder::boolean, p.backorder)`,
  restock_date: sql`restock_date = ${keep('restock_date', sql`nullif(s.restock_date, '')::date`, 'restock_date')}`,
  status: sql`discontinued_at = ${keep('status', sql`case when s.status = 'discontinued' then coalesce(p.discontinued_at, now()) end`, 'discontinued_at')}`,
  image: sql`image_key = ${keep('image', sql`coalesce(nullif(s.image, ''), ${DEFAULT_IMAGE_KEY})`, 'image_key')}`,
  gtin: sql`gtin = ${keep('gtin', sql`nullif(s.gtin, '')`, 'gtin')}`,
  tax_class: sql`tax_class = coalesce(s.tax_class, p.tax_class)`,
}

/** Writes the new and changed rows: products, their category, attributes and replacement. */
export async function merge(
  tx: Executor,
  importId: string,
  named: Set<Column>,
  counts: Pick<ImportSummary, 'new' | 'changed'>,
  phase: (name: string) => void,
) {
  // Nothing new and nothing changed (links included): no statement would write a row.
  if (counts.new + counts.changed === 0) return
  const mine = sql`s.import_id = ${importId}`
  // The merge sorts and hashes the whole stage (500,000 rows): in memory rather than spilled to
  // disk at the default 4 MB. For this transaction only; the server's memory, not the backend's.
  await tx.execute(sql`set local work_mem = '64MB'`)
  // Changed products, in the columns the file gives only: a stock file then leaves the indexed columns and the
  // search vector alone, so Postgres updates each row in place (HOT, see the fillfactor).
  const given = Object.entries(ASSIGN).filter(([c]) => named.has(c as Column))
  const assigned = given.map(([c]) => c)
  const sets = given.map(([, assign]) => assign)
  if (named.has('name') || named.has('description'))
    sets.push(
      sql`search_text = case when s.name is null and s.description is null then p.search_text
        else p.sku || ' ' || coalesce(s.name, p.name) || ' ' || coalesce(s.description, p.description) end`,
    )
  if (sets.length > 0 && counts.changed > 0)
    await tx.execute(sql`
      update products p set ${sql.join(sets, sql`, `)}
      from catalogue_import_rows s
      where ${mine} and p.sku = s.sku and (${changedIn(assigned)})`)
  phase('merge: update changed products')
  // After the update: a new product's links differ until they are written, which the update
  // would have taken for a change and rewritten the row.
  if (counts.new > 0)
    await tx.execute(sql`
    insert into products (sku, identifier, name, description, price, image_key, search_text,
      unit, pack_size, min_quantity, quantity_increment, max_quantity, stock, lead_time_days,
      backorder, restock_date, discontinued_at, gtin, tax_class)
    select s.sku, lower(s.sku), s.name, coalesce(s.description, ''), s.price::bigint,
      coalesce(nullif(s.image, ''), ${DEFAULT_IMAGE_KEY}),
      s.sku || ' ' || s.name || ' ' || coalesce(s.description, ''),
      coalesce(s.unit, 'each'), coalesce(s.pack_size::int, 1), coalesce(s.min_quantity::int, 1),
      coalesce(s.quantity_increment::int, 1), nullif(s.max_quantity, '')::int,
      nullif(s.stock, '')::int, coalesce(s.lead_time_days::int, 0),
      coalesce(s.backorder::boolean, false), nullif(s.restock_date, '')::date,
      case when s.status = 'discontinued' then now() end, nullif(s.gtin, ''),
      coalesce(s.tax_class, 'standard')
    from catalogue_import_rows s
    where ${mine} and not exists (select 1 from products p where p.sku = s.sku)
    -- Ids in the file's order.
    order by s.line`)
  phase('merge: insert new products')
  // Links only for the columns the file gives (a price or stock file rewrites none), and only
  // where they differ: unchanged links are neither deleted nor written again.
  if (named.has('replaced_by')) {
    await tx.execute(sql`
      update products p set replaced_by_id = r.id
      from catalogue_import_rows s left join products r on r.sku = nullif(s.replaced_by, '')
      where ${mine} and s.replaced_by is not null and p.sku = s.sku
        and p.replaced_by_id is distinct from r.id`)
  }
  if (named.has('category_path')) {
    if (counts.changed > 0)
      await tx.execute(sql`
      delete from product_categories where product_id in (
        select p.id from catalogue_import_rows s join products p on p.sku = s.sku
        where ${mine} and s.category_path is not null
          -- A new product has none: compare only where there is something to compare. A CASE,
          -- as the planner ran the comparison's subquery first, for every new product too.
          and case when exists (select 1 from product_categories x where x.product_id = p.id)
            then ${DIFFERS.category_path} else false end)`)
    // Each distinct path is resolved to its leaf once (a file has few), not once per row.
    await tx.execute(sql`
      insert into product_categories (product_id, category_id)
      with leaves as (
        select d.path, c.id from (select distinct s.category_path as path
          from catalogue_import_rows s where ${mine} and s.category_path is not null) d
        join categories c on c.identifier = regexp_replace(d.path, '^.*/', ''))
      select p.id, l.id from catalogue_import_rows s
      join leaves l on l.path = s.category_path
      join products p on p.sku = s.sku
      where ${mine} and not exists (select 1 from product_categories x where x.product_id = p.id)`)
    phase('merge: category links')
  }
  if (named.has('attributes')) {
    if (counts.changed > 0)
      await tx.execute(sql`
      delete from product_attributes where product_id in (
        select p.id from catalogue_import_rows s join products p on p.sku = s.sku
        where ${mine} and s.attributes is not null
          -- A new product has none: compare only where there is something to compare. A CASE,
          -- as the planner ran the comparison's subquery first, for every new product too.
          and case when exists (select 1 from product_attributes x where x.product_id = p.id)
            then ${DIFFERS.attributes} else false end)`)
    // Each distinct attributes cell is split and resolved once (a file has few), not once per row.
    await tx.execute(sql`
      insert into product_attributes (product_id, attribute_id)
      with ${ATTRIBUTE_CELLS(mine)}
      select p.id, c.attribute_id from catalogue_import_rows s
      join cells c on c.cell = s.attributes
      join products p on p.sku = s.sku
      where ${mine} and not exists (select 1 from product_attributes x where x.product_id = p.id)`)
    phase('merge: attribute links')
    // A category offers filters for the groups of its products' attributes, after those it has, in
    // the order the attributes cells name them.
    await tx.execute(sql`
      insert into category_attribute_groups (category_id, group_id, sorting)
      with ${ATTRIBUTE_CELLS(mine)},
      -- The distinct (category, cell) pairs first: the groups are looked up for those only.
      placed as (select distinct pc.category_id, s.attributes as cell
        from catalogue_import_rows s
        join products p on p.sku = s.sku
        join product_categories pc on pc.product_id = p.id
        where ${mine} and coalesce(s.attributes, '') <> '')
      select pl.category_id, c.group_id,
        coalesce((select max(x.sorting) from category_attribute_groups x where x.category_id = pl.category_id), -10)
          + 10 * min(c.n)
      from placed pl join cells c on c.cell = pl.cell
      where not exists (select 1 from category_attribute_groups x
          where x.category_id = pl.category_id and x.group_id = c.group_id)
      group by pl.category_id, c.group_id
      on conflict do nothing`)
    phase('merge: category filters of the attributes')
  }
}

import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database, Executor } from '../../../db/client'
import { rowsOf } from '../catalogue-shared'
import {
  COLUMNS,
  GROUP_SEPARATOR,
  PAIR_SEPARATOR,
  REQUIRED_FOR_NEW,
  readCell,
} from './columns'
import type { Column, StagedRow } from './columns'
import {
  DEFAULT_IMAGE_FETCH,
  DRAWN_IMAGE,
  fetchImage,
  urlImageKey,
} from './images'
import type { ImageFetchOptions } from './images'
import { FileError, readCatalogueFile } from './read'
import type { FileFormat, ReadLimits, Violation } from './read'

/** What an import did, or would do in a dry run. */
export interface ImportSummary {
  dryRun: boolean
  /** Rows read (products named). */
  rows: number
  new: number
  changed: number
  unchanged: number
  /** Products this file retires (status discontinued, active before or new). */
  discontinued: number
  categoriesCreated: string[]
  attributesCreated: string[]
  imagesFetched: number
}

export type ImportResult =
  | { ok: true; summary: ImportSummary }
  | { ok: false; violations: Violation[]; total: number }

export interface ImportOptions {
  format?: FileFormat
  dryRun?: boolean
  limits?: Partial<ReadLimits>
  images?: Partial<ImageFetchOptions>
  /** Violations listed at most; the rest are counted. */
  maxViolations?: number
  /** Rows staged per statement. */
  batchSize?: number
  /** Runs in the merge's transaction (the audit entry), not in a dry run. */
  onMerge?: (tx: Executor, summary: ImportSummary) => Promise<void>
}

/** The image a product has when the file names none: the backend's neutral pictogram. */
export const DEFAULT_IMAGE_KEY = 'bottle-5b6b7a'

const IMAGE_FETCHES_AT_ONCE = 4

class Violations {
  list: Violation[] = []
  total = 0
  constructor(private max: number) {}
  add(v: Violation) {
    this.total++
    if (this.list.length < this.max) this.list.push(v)
  }
}

/** The staging table's columns in the order of {@link COLUMNS}, after `line`. */
const STAGED = sql.raw(['line', ...COLUMNS].join(', '))

/** A category identifier's name until someone names it: `exam-gloves` → "Exam gloves". */
const humanize = (identifier: string) =>
  identifier.charAt(0).toUpperCase() + identifier.slice(1).replace(/-/g, ' ')

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 50) || 'group'

/**
 * Imports a catalogue file (docs/catalogue-format.md): upsert by SKU, all or nothing. The file
 * streams into a staging table in batches (memory stays flat however large it is), is checked
 * there in set-based statements, and merged in one short transaction, so the shop keeps answering
 * while a file streams in. Any bad row and nothing changes: the answer names every one (line,
 * column, reason). A dry run checks alike and counts what would change.
 */
export async function importCatalogue(
  db: Database,
  source: AsyncIterable<Buffer | string>,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const importId = randomUUID()
  const violations = new Violations(options.maxViolations ?? 1000)
  const images: ImageFetchOptions = {
    ...DEFAULT_IMAGE_FETCH,
    ...options.images,
  }
  const batchSize = options.batchSize ?? 5000
  /** Category paths and attribute pairs the file names, with the first line naming each. */
  const paths = new Map<string, number>()
  const pairs = new Map<
    string,
    { group: string; value: string; line: number }
  >()
  const urls = new Map<string, number>()
  let rows = 0
  let batch: StagedRow[] = []

  const flush = async () => {
    if (batch.length === 0) return
    const columns = ['line', ...COLUMNS] as const
    const arrays = columns.map((column) =>
      column === 'line'
        ? sql`${sql.param(batch.map((r) => r.line))}::int[]`
        : sql`${sql.param(batch.map((r) => r[column]))}::text[]`,
    )
    batch = []
    await db.execute(sql`
      insert into catalogue_import_rows (import_id, ${STAGED})
      select ${importId}, * from unnest(${sql.join(arrays, sql`, `)})`)
  }

  try {
    try {
      for await (const read of readCatalogueFile(source, {
        format: options.format,
        limits: options.limits,
      })) {
        if (!('cells' in read)) {
          violations.add(read)
          continue
        }
        rows++
        const staged = stageRow(read.line, read.cells, violations)
        if (!staged) continue
        if (staged.category_path)
          paths.set(
            staged.category_path,
            paths.get(staged.category_path) ?? read.line,
          )
        if (staged.attributes)
          for (const pair of staged.attributes.split(PAIR_SEPARATOR)) {
            const [group, value] = pair.split(GROUP_SEPARATOR) as [
              string,
              string,
            ]
            const key = pair.toLowerCase()
            if (!pairs.has(key))
              pairs.set(key, { group, value, line: read.line })
          }
        if (staged.image) {
          const image = imageKey(staged.image, read.line, urls, violations)
          staged.image = image
        }
        batch.push(staged)
        if (batch.length >= batchSize) await flush()
      }
      await flush()
    } catch (error) {
      if (!(error instanceof FileError)) throw error
      violations.add(error.violation)
      return failed(violations)
    }
    if (rows === 0)
      violations.add({
        line: 1,
        column: null,
        message: 'The file names no product.',
      })
    if (violations.total > 0) return failed(violations)

    // Fresh statistics: the checks and the merge join the stage with the catalogue.
    await db.execute(sql`analyze catalogue_import_rows`)
    await checkStaged(db, importId, violations)
    const categoryPlan = await planCategories(db, paths, violations)
    const fetched = await fetchImages(db, importId, urls, images, violations)
    if (violations.total > 0) return failed(violations)

    const summary = await classify(db, importId, options.dryRun ?? false)
    summary.rows = rows
    summary.imagesFetched = fetched
    summary.categoriesCreated = categoryPlan.map((c) => c.path)
    const groupsOf = await existingAttributes(db)
    const newPairs = [...pairs.values()].filter(
      (p) =>
        !groupsOf.has(`${p.group}${GROUP_SEPARATOR}${p.value}`.toLowerCase()),
    )
    summary.attributesCreated = newPairs.map((p) => `${p.group}: ${p.value}`)
    if (summary.dryRun) return { ok: true, summary }

    await db.transaction(async (tx) => {
      await createCategories(tx, categoryPlan)
      await createAttributes(tx, newPairs)
      await merge(tx, importId)
      await options.onMerge?.(tx, summary)
      await tx.execute(
        sql`update catalogue_images set import_id = null where import_id = ${importId}`,
      )
    })
    return { ok: true, summary }
  } finally {
    await db.execute(
      sql`delete from catalogue_import_rows where import_id = ${importId}`,
    )
    await db.execute(
      sql`delete from catalogue_images where import_id = ${importId}`,
    )
  }
}

const failed = (violations: Violations): ImportResult => ({
  ok: false,
  violations: violations.list.sort((a, b) => a.line - b.line),
  total: violations.total,
})

/** A row's cells as the staged row, or null (and its violations) when one is wrong. */
function stageRow(
  line: number,
  cells: Partial<Record<Column, string>>,
  violations: Violations,
): StagedRow | null {
  const staged = { line } as StagedRow
  let ok = true
  for (const column of COLUMNS) {
    const raw = cells[column]
    if (raw === undefined) {
      staged[column] = null
      continue
    }
    const value = readCell(column, raw)
    if (typeof value === 'string') staged[column] = value
    else {
      ok = false
      violations.add({ line, column, message: value.error })
    }
  }
  if (!ok) return null
  const min = staged.min_quantity
  const max = staged.max_quantity
  if (min && max && Number(max) < Number(min)) {
    violations.add({
      line,
      column: 'max_quantity',
      message: `is below min_quantity (${min})`,
    })
    return null
  }
  if (
    staged.replaced_by &&
    staged.replaced_by.toLowerCase() === (staged.sku ?? '').toLowerCase()
  ) {
    violations.add({
      line,
      column: 'replaced_by',
      message: 'names the product itself',
    })
    return null
  }
  return staged
}

/** The image key a cell names: a drawn pictogram, or a URL's stored image (fetched later). */
function imageKey(
  value: string,
  line: number,
  urls: Map<string, number>,
  violations: Violations,
): string {
  const drawn = DRAWN_IMAGE.exec(value)
  if (drawn?.[1]) return drawn[1]
  if (/^https?:\/\//i.test(value)) {
    if (!urls.has(value)) urls.set(value, line)
    return urlImageKey(value)
  }
  violations.add({
    line,
    column: 'image',
    message:
      'must be an http(s) URL of a PNG, JPEG, GIF or WebP image, or a path of the backend’s media such as media/glove-1f6fd1.svg',
  })
  return ''
}

async function query<T>(db: Executor, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement))
}

/** The checks that need the whole file or the catalogue, in set-based statements. */
async function checkStaged(
  db: Database,
  importId: string,
  violations: Violations,
) {
  const limit = 1000
  const duplicates = await query<{ line: number; first: number; sku: string }>(
    db,
    sql`select line, first, sku from (
      select line, sku, min(line) over (partition by lower(sku)) as first
      from catalogue_import_rows where import_id = ${importId}) d
    where line <> first order by line limit ${limit}`,
  )
  for (const d of duplicates)
    violations.add({
      line: d.line,
      column: 'sku',
      message: `${d.sku} is in the file twice (first on line ${d.first})`,
    })
  const clashes = await query<{ line: number; sku: string; other: string }>(
    db,
    sql`select s.line, s.sku, p.sku as other from catalogue_import_rows s
      join products p on p.identifier = lower(s.sku) and p.sku <> s.sku
      where s.import_id = ${importId} order by s.line limit ${limit}`,
  )
  for (const c of clashes)
    violations.add({
      line: c.line,
      column: 'sku',
      message: `differs from the catalogue's ${c.other} only in case; use ${c.other}`,
    })
  const missing = await query<Record<string, unknown> & { line: number }>(
    db,
    sql`select s.line, ${sql.join(
      REQUIRED_FOR_NEW.map(
        (c) => sql`s.${sql.raw(c)} is null as ${sql.raw(c)}`,
      ),
      sql`, `,
    )} from catalogue_import_rows s
      where s.import_id = ${importId}
        and not exists (select 1 from products p where p.identifier = lower(s.sku))
        and (${sql.join(
          REQUIRED_FOR_NEW.map((c) => sql`s.${sql.raw(c)} is null`),
          sql` or `,
        )})
      order by s.line limit ${limit}`,
  )
  for (const m of missing)
    for (const column of REQUIRED_FOR_NEW)
      if (m[column])
        violations.add({
          line: m.line,
          column,
          message: 'is required for a product the catalogue does not have yet',
        })
  // A replacement must exist (in the file or the catalogue) and stay sold itself.
  const replacements = await query<{
    line: number
    replaced_by: string
    found: boolean
  }>(
    db,
    sql`select s.line, s.replaced_by, (r.sku is not null or p.id is not null) as found
      from catalogue_import_rows s
      left join catalogue_import_rows r on r.import_id = s.import_id and r.sku = s.replaced_by
      left join products p on p.sku = s.replaced_by
      where s.import_id = ${importId} and coalesce(s.replaced_by, '') <> ''
        and ((r.sku is null and p.id is null)
          or coalesce(r.status, case when p.discontinued_at is null then 'active' else 'discontinued' end) = 'discontinued')
      order by s.line limit ${limit}`,
  )
  for (const r of replacements)
    violations.add({
      line: r.line,
      column: 'replaced_by',
      message: r.found
        ? `${r.replaced_by} is discontinued itself; name a product that is sold`
        : `${r.replaced_by} is neither in the file nor in the catalogue`,
    })
  // The quantity rule as the row leaves it, partial rows read with the catalogue's values.
  const rules = await query<{ line: number; min: number; max: number }>(
    db,
    sql`select line, min, max from (
      select s.line,
        coalesce(s.min_quantity::int, p.min_quantity, 1) as min,
        case when s.max_quantity is null then p.max_quantity else nullif(s.max_quantity, '')::int end as max
      from catalogue_import_rows s left join products p on p.sku = s.sku
      where s.import_id = ${importId}) q
    where max < min order by line limit ${limit}`,
  )
  for (const r of rules)
    violations.add({
      line: r.line,
      column: 'max_quantity',
      message: `would be below min_quantity (${r.min})`,
    })
}

interface PlannedCategory {
  identifier: string
  parent: string | null
  path: string
}

/**
 * The categories to create for the file's paths, parents first. A path that contradicts the tree
 * (an identifier under another parent, there or in the file) is a violation.
 */
async function planCategories(
  db: Database,
  paths: Map<string, number>,
  violations: Violations,
): Promise<PlannedCategory[]> {
  const existing = await query<{ identifier: string; parent: string | null }>(
    db,
    sql`select c.identifier, p.identifier as parent from categories c
      left join categories p on p.id = c.parent_id`,
  )
  const parentOf = new Map(existing.map((c) => [c.identifier, c.parent]))
  const planned: PlannedCategory[] = []
  for (const [path, line] of paths) {
    const segments = path.split('/')
    for (const [i, identifier] of segments.entries()) {
      const parent = i === 0 ? null : (segments[i - 1] ?? null)
      if (!parentOf.has(identifier)) {
        parentOf.set(identifier, parent)
        planned.push({
          identifier,
          parent,
          path: segments.slice(0, i + 1).join('/'),
        })
        continue
      }
      const actual = parentOf.get(identifier) ?? null
      if (actual !== parent) {
        violations.add({
          line,
          column: 'category_path',
          message: `"${identifier}" is ${actual ? `under "${actual}"` : 'a top-level category'}, not ${parent ? `under "${parent}"` : 'at the top'}: give its path from the root`,
        })
        break
      }
    }
  }
  return planned
}

/** Fetches the images named by URL that are not stored yet, four at a time; stores them pending. */
async function fetchImages(
  db: Database,
  importId: string,
  urls: Map<string, number>,
  options: ImageFetchOptions,
  violations: Violations,
): Promise<number> {
  if (urls.size === 0) return 0
  const stored = new Set(
    (
      await query<{ key: string }>(
        db,
        sql`select key from catalogue_images where import_id is null and key in ${[...urls.keys()].map(urlImageKey)}`,
      )
    ).map((r) => r.key),
  )
  const queue = [...urls].filter(([url]) => !stored.has(urlImageKey(url)))
  let fetched = 0
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, line] = next
      const image = await fetchImage(url, options)
      if ('error' in image) {
        violations.add({
          line,
          column: 'image',
          message: `${url} ${image.error}`,
        })
        continue
      }
      await db.execute(sql`
        insert into catalogue_images (key, source_url, content_type, data, import_id)
        values (${urlImageKey(url)}, ${url}, ${image.contentType}, ${image.data}, ${importId})
        on conflict (key) do nothing`)
      fetched++
    }
  }
  await Promise.all(Array.from({ length: IMAGE_FETCHES_AT_ONCE }, worker))
  return fetched
}

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

/** Marks each staged row new, changed or unchanged, and counts them. */
async function classify(
  db: Database,
  importId: string,
  dryRun: boolean,
): Promise<ImportSummary> {
  // A CASE per column: Postgres then skips the subqueries of columns the file leaves out.
  const changed = sql.join(
    Object.entries(DIFFERS).map(
      ([column, differs]) =>
        sql`case when s.${sql.raw(column)} is null then false else ${differs} end`,
    ),
    sql` or `,
  )
  await db.execute(sql`
    update catalogue_import_rows s set outcome = case
      when not exists (select 1 from products p where p.sku = s.sku) then 'new'
      when exists (select 1 from products p where p.sku = s.sku and (${changed})) then 'changed'
      else 'unchanged' end
    where s.import_id = ${importId}`)
  const [counts] = await query<
    Record<'new' | 'changed' | 'unchanged' | 'discontinued', string>
  >(
    db,
    sql`select count(*) filter (where s.outcome = 'new') as new,
        count(*) filter (where s.outcome = 'changed') as changed,
        count(*) filter (where s.outcome = 'unchanged') as unchanged,
        count(*) filter (where s.status = 'discontinued'
          and (p.id is null or p.discontinued_at is null)) as discontinued
      from catalogue_import_rows s left join products p on p.sku = s.sku
      where s.import_id = ${importId}`,
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

async function createCategories(tx: Executor, planned: PlannedCategory[]) {
  for (const c of planned)
    await tx.execute(sql`
      insert into categories (identifier, name, parent_id, sorting, image_key)
      select ${c.identifier}, ${humanize(c.identifier)}, parent.id,
        coalesce((select max(sorting) + 10 from categories where parent_id is not distinct from parent.id), 0),
        ${DEFAULT_IMAGE_KEY}
      from (select (select id from categories where identifier = ${c.parent}) as id) parent`)
}

async function existingAttributes(db: Executor): Promise<Set<string>> {
  const rows = await query<{ pair: string }>(
    db,
    sql`select lower(g.name || chr(31) || a.name) as pair
      from attributes a join attribute_groups g on g.id = a.group_id`,
  )
  return new Set(rows.map((r) => r.pair))
}

async function createAttributes(
  tx: Executor,
  pairs: { group: string; value: string }[],
) {
  for (const { group, value } of pairs) {
    await tx.execute(sql`
      insert into attribute_groups (identifier, name, sorting)
      select ${slug(group)} || case when exists (select 1 from attribute_groups where identifier = ${slug(group)})
          then '-' || (select count(*) from attribute_groups) else '' end,
        ${group}, coalesce((select max(sorting) + 10 from attribute_groups), 0)
      where not exists (select 1 from attribute_groups where lower(name) = lower(${group}))`)
    await tx.execute(sql`
      insert into attributes (group_id, name, value_text, sorting)
      select g.id, ${value}, ${value},
        coalesce((select max(sorting) + 10 from attributes where group_id = g.id), 0)
      from attribute_groups g where lower(g.name) = lower(${group})
        and not exists (select 1 from attributes a where a.group_id = g.id and lower(a.name) = lower(${value}))`)
  }
}

/** Given (staged non-null) or the product's own value: `keep(column, cast, current)`. */
const keep = (column: Column, value: SQL, current: string) =>
  sql`case when s.${sql.raw(column)} is null then p.${sql.raw(current)} else ${value} end`

/** Writes the new and changed rows: products, their category, attributes and replacement. */
async function merge(tx: Executor, importId: string) {
  const mine = sql`s.import_id = ${importId}`
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
    from catalogue_import_rows s where ${mine} and s.outcome = 'new'
    -- Ids in the file's order.
    order by s.line`)
  await tx.execute(sql`
    update products p set
      name = coalesce(s.name, p.name),
      description = coalesce(s.description, p.description),
      search_text = case when s.name is null and s.description is null then p.search_text
        else p.sku || ' ' || coalesce(s.name, p.name) || ' ' || coalesce(s.description, p.description) end,
      price = coalesce(s.price::bigint, p.price),
      unit = coalesce(s.unit, p.unit),
      pack_size = coalesce(s.pack_size::int, p.pack_size),
      min_quantity = coalesce(s.min_quantity::int, p.min_quantity),
      quantity_increment = coalesce(s.quantity_increment::int, p.quantity_increment),
      max_quantity = ${keep('max_quantity', sql`nullif(s.max_quantity, '')::int`, 'max_quantity')},
      stock = ${keep('stock', sql`nullif(s.stock, '')::int`, 'stock')},
      lead_time_days = coalesce(s.lead_time_days::int, p.lead_time_days),
      backorder = coalesce(s.backorder::boolean, p.backorder),
      restock_date = ${keep('restock_date', sql`nullif(s.restock_date, '')::date`, 'restock_date')},
      discontinued_at = ${keep('status', sql`case when s.status = 'discontinued' then coalesce(p.discontinued_at, now()) end`, 'discontinued_at')},
      image_key = ${keep('image', sql`coalesce(nullif(s.image, ''), ${DEFAULT_IMAGE_KEY})`, 'image_key')},
      gtin = ${keep('gtin', sql`nullif(s.gtin, '')`, 'gtin')},
      tax_class = coalesce(s.tax_class, p.tax_class)
    from catalogue_import_rows s where ${mine} and s.outcome = 'changed' and p.sku = s.sku`)
  const touched = sql`${mine} and s.outcome in ('new', 'changed')`
  await tx.execute(sql`
    update products p set replaced_by_id = r.id
    from catalogue_import_rows s left join products r on r.sku = nullif(s.replaced_by, '')
    where ${touched} and s.replaced_by is not null and p.sku = s.sku`)
  await tx.execute(sql`
    delete from product_categories pc using catalogue_import_rows s, products p
    where ${touched} and s.category_path is not null and p.sku = s.sku and pc.product_id = p.id`)
  await tx.execute(sql`
    insert into product_categories (product_id, category_id)
    select p.id, c.id from catalogue_import_rows s
    join products p on p.sku = s.sku
    join categories c on c.identifier = regexp_replace(s.category_path, '^.*/', '')
    where ${touched} and s.category_path is not null`)
  await tx.execute(sql`
    delete from product_attributes pa using catalogue_import_rows s, products p
    where ${touched} and s.attributes is not null and p.sku = s.sku and pa.product_id = p.id`)
  await tx.execute(sql`
    insert into product_attributes (product_id, attribute_id)
    select p.id, a.id from catalogue_import_rows s
    join products p on p.sku = s.sku
    cross join lateral unnest(string_to_array(s.attributes, chr(30))) pair
    join attribute_groups g on lower(g.name) = lower(split_part(pair, chr(31), 1))
    join attributes a on a.group_id = g.id and lower(a.name) = lower(split_part(pair, chr(31), 2))
    where ${touched} and coalesce(s.attributes, '') <> ''`)
  // A category offers filters for the groups of its products' attributes, after those it has, in
  // the order the attributes cells name them.
  await tx.execute(sql`
    insert into category_attribute_groups (category_id, group_id, sorting)
    select pc.category_id, g.id,
      coalesce((select max(x.sorting) from category_attribute_groups x where x.category_id = pc.category_id), -10)
        + 10 * min(pair.n)
    from catalogue_import_rows s
    join products p on p.sku = s.sku
    join product_categories pc on pc.product_id = p.id
    cross join lateral unnest(string_to_array(s.attributes, chr(30))) with ordinality pair(text, n)
    join attribute_groups g on lower(g.name) = lower(split_part(pair.text, chr(31), 1))
    where ${touched} and coalesce(s.attributes, '') <> ''
    group by pc.category_id, g.id
    on conflict do nothing`)
}

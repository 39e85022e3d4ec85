import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database, Executor } from '../../../db/client'
import { rowsOf } from '../catalogue-shared'
import { REQUIRED_FOR_NEW } from './columns'
import type { Violation } from './file-kind'

// The checks of a staged file that need the whole file or the catalogue (set-based statements on
// the stage), and the category tree its paths would grow.

/** The violations of one import: the first `max` listed, all counted. */
export class Violations {
  list: Violation[] = []
  total = 0
  constructor(private max: number) {}
  add(v: Violation) {
    this.total++
    if (this.list.length < this.max) this.list.push(v)
  }
}

export async function query<T>(db: Executor, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement))
}

/** The checks that need the whole file or the catalogue, in set-based statements. */
export async function checkStaged(
  db: Executor,
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
      -- Only a row that gives a bound can break the rule (a stock file joins nothing here).
      where s.import_id = ${importId}
        and (s.min_quantity is not null or s.max_quantity is not null)) q
    where max < min order by line limit ${limit}`,
  )
  for (const r of rules)
    violations.add({
      line: r.line,
      column: 'max_quantity',
      message: `would be below min_quantity (${r.min})`,
    })
}

export interface PlannedCategory {
  identifier: string
  parent: string | null
  path: string
}

/**
 * The categories to create for the file's paths, parents first. A path that contradicts the tree
 * (an identifier under another parent, there or in the file) is a violation.
 */
export async function planCategories(
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

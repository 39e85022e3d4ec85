import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client'
import { query } from './checks'
import type { PlannedCategory } from './checks'

// The categories, attribute groups and values a file names that do not exist yet: created in the
// merge's transaction before the products that use them (decision 043).

/** The image a product or category has when none is given: the backend's neutral pictogram. */
export const DEFAULT_IMAGE_KEY = 'bottle-5b6b7a'

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

export async function createCategories(
  tx: Executor,
  planned: PlannedCategory[],
) {
  for (const c of planned)
    await tx.execute(sql`
      insert into categories (identifier, name, parent_id, sorting, image_key)
      select ${c.identifier}, ${humanize(c.identifier)}, parent.id,
        coalesce((select max(sorting) + 10 from categories where parent_id is not distinct from parent.id), 0),
        ${DEFAULT_IMAGE_KEY}
      from (select (select id from categories where identifier = ${c.parent}) as id) parent`)
}

export async function existingAttributes(db: Executor): Promise<Set<string>> {
  const rows = await query<{ pair: string }>(
    db,
    sql`select lower(g.name || chr(31) || a.name) as pair
      from attributes a join attribute_groups g on g.id = a.group_id`,
  )
  return new Set(rows.map((r) => r.pair))
}

export async function createAttributes(
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

import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type * as t from '../../db/schema'

// What more than one catalogue service needs: the rows they answer, the category subtree and how
// to read a raw query's rows. Kept here once, so categories and listings walk the tree alike.

export type CategoryRow = typeof t.categories.$inferSelect
export type ProductRow = Omit<typeof t.products.$inferSelect, 'searchVector'>
export type AttributeRow = typeof t.attributes.$inferSelect
export type GroupRow = typeof t.attributeGroups.$inferSelect

/** The ids of a category and all categories below it. */
export async function subtreeIds(
  db: Database,
  categoryId: number,
): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
      with recursive sub(id) as (
        select ${categoryId}::int
        union all
        select c.id from categories c join sub on c.parent_id = sub.id
      ) select id from sub`)
  return rowsOf<{ id: number }>(rows).map((r) => Number(r.id))
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; keep one place that knows. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[])
}

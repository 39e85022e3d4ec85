import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'

/**
 * Grows the demo catalogue to `total` products for scale benchmarks: new products are spread over
 * the leaf categories and copy the attributes of that leaf's demo products, so filters and facets
 * have realistic work to do.
 */
export async function seedScaleCatalogue(
  db: Database,
  total = 50_000,
): Promise<number> {
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.products)
  const existing = Number(counted?.n ?? 0)
  if (existing >= total) return existing
  const parents = new Set(
    (await db.select({ id: t.categories.parentId }).from(t.categories)).map(
      (r) => r.id,
    ),
  )
  const leaves = (await db.select().from(t.categories)).filter(
    (c) => !parents.has(c.id),
  )
  const templates = new Map<number, number[][]>()
  for (const leaf of leaves) {
    const ids = (
      await db
        .select({ id: t.productCategories.productId })
        .from(t.productCategories)
        .where(eq(t.productCategories.categoryId, leaf.id))
    ).map((r) => r.id)
    const attrs = ids.length
      ? await db
          .select()
          .from(t.productAttributes)
          .where(inArray(t.productAttributes.productId, ids))
      : []
    templates.set(
      leaf.id,
      ids.map((id) =>
        attrs.filter((a) => a.productId === id).map((a) => a.attributeId),
      ),
    )
  }
  const toAdd = total - existing
  const batch = 2_000
  for (let start = 0; start < toAdd; start += batch) {
    const rows = Array.from(
      { length: Math.min(batch, toAdd - start) },
      (_, i) => {
        const n = existing + start + i + 1
        const sku = `SCL-${String(n).padStart(6, '0')}`
        return {
          sku,
          identifier: sku.toLowerCase(),
          name: `Scale product ${n}`,
          description: 'Generated for scale benchmarks.',
          price: 100 + (n % 9_000),
          imageKey: 'bottle-5b6b7a',
          searchText: `${sku} scale product ${n}`,
        }
      },
    )
    const inserted = await db
      .insert(t.products)
      .values(rows)
      .returning({ id: t.products.id })
    const categoryRows: { productId: number; categoryId: number }[] = []
    const attributeRows: { productId: number; attributeId: number }[] = []
    inserted.forEach(({ id }, i) => {
      const leaf = leaves[(start + i) % leaves.length]!
      categoryRows.push({ productId: id, categoryId: leaf.id })
      const options = templates.get(leaf.id) ?? []
      for (const attributeId of options[
        (start + i) % Math.max(1, options.length)
      ] ?? [])
        attributeRows.push({ productId: id, attributeId })
    })
    await db.insert(t.productCategories).values(categoryRows)
    if (attributeRows.length)
      await db.insert(t.productAttributes).values(attributeRows)
  }
  await db.execute(sql`analyze`)
  return total
}

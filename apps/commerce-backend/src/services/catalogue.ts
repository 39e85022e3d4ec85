import { SharedCache } from '@shop/commerce-client'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'

export type CategoryRow = typeof t.categories.$inferSelect
export type ProductRow = typeof t.products.$inferSelect
export type AttributeRow = typeof t.attributes.$inferSelect
export type GroupRow = typeof t.attributeGroups.$inferSelect

/** A category's matching products (ids in listing order) and the attributes still on offer. */
interface Selection {
  productIds: Int32Array
  availableAttributeIds: number[]
}

/**
 * How long a category selection is shared: no longer than the shop's public cache of listings.
 * The catalogue only changes through deployments and imports, which restart the backend.
 */
const SELECTION_TTL_MS = 60_000

/** Reads the catalogue. Every query is indexed, so its cost does not grow with the catalogue. */
export class CatalogueService {
  /** At most 200 selections (a 50,000-product category is 200 KB of ids). */
  private readonly selections = new SharedCache<Selection>(
    200,
    SELECTION_TTL_MS,
  )

  constructor(private readonly db: Database) {}

  rootCategories() {
    return this.db
      .select()
      .from(t.categories)
      .where(sql`${t.categories.parentId} is null`)
      .orderBy(asc(t.categories.sorting))
  }

  childCategories(parentId: number) {
    return this.db
      .select()
      .from(t.categories)
      .where(eq(t.categories.parentId, parentId))
      .orderBy(asc(t.categories.sorting))
  }

  async categoryBy(where: {
    id?: number
    identifier?: string
  }): Promise<CategoryRow | null> {
    const condition =
      where.id !== undefined
        ? eq(t.categories.id, where.id)
        : eq(t.categories.identifier, where.identifier ?? '')
    const [row] = await this.db
      .select()
      .from(t.categories)
      .where(condition)
      .limit(1)
    return row ?? null
  }

  /** The ids of a category and all categories below it. */
  async subtreeIds(categoryId: number): Promise<number[]> {
    const rows = await this.db.execute<{ id: number }>(sql`
      with recursive sub(id) as (
        select ${categoryId}::int
        union all
        select c.id from categories c join sub on c.parent_id = sub.id
      ) select id from sub`)
    return rowsOf<{ id: number }>(rows).map((r) => Number(r.id))
  }

  async minPrice(categoryId: number): Promise<number> {
    const ids = await this.subtreeIds(categoryId)
    const [row] = await this.db
      .select({ min: sql<number | null>`min(${t.products.price})` })
      .from(t.products)
      .innerJoin(
        t.productCategories,
        eq(t.productCategories.productId, t.products.id),
      )
      .where(inArray(t.productCategories.categoryId, ids))
    return Number(row?.min ?? 0)
  }

  /** Attribute groups allowed for a category: its own, else those of the categories below it. */
  async allowedGroups(categoryId: number): Promise<GroupRow[]> {
    const ids = await this.subtreeIds(categoryId)
    return this.db
      .selectDistinct({ group: t.attributeGroups })
      .from(t.attributeGroups)
      .innerJoin(
        t.categoryAttributeGroups,
        eq(t.categoryAttributeGroups.groupId, t.attributeGroups.id),
      )
      .where(inArray(t.categoryAttributeGroups.categoryId, ids))
      .then((rows) =>
        rows.map((r) => r.group).sort((a, b) => a.sorting - b.sorting),
      )
  }

  groupAttributes(groupId: number) {
    return this.db
      .select()
      .from(t.attributes)
      .where(eq(t.attributes.groupId, groupId))
      .orderBy(asc(t.attributes.sorting))
  }

  /**
   * One page of a category's products that carry every selected attribute, the total, and the
   * attributes still on offer (spec section 4). The selection itself is shared by every shopper
   * and cached, so a page costs the same on 300 products as on 50,000.
   */
  async categoryProducts(
    categoryId: number,
    attributeIds: number[],
    page: number,
    pageSize: number,
  ) {
    const key = `${categoryId}:${[...attributeIds].sort((a, b) => a - b).join(',')}`
    const selection = await this.selections.get(key, () =>
      this.selection(categoryId, attributeIds),
    )
    const ids = [
      ...selection.productIds.subarray((page - 1) * pageSize, page * pageSize),
    ]
    const rows = ids.length
      ? await this.db
          .select()
          .from(t.products)
          .where(inArray(t.products.id, ids))
      : []
    const byId = new Map(rows.map((row) => [row.id, row]))
    return {
      products: ids.flatMap((id) => byId.get(id) ?? []),
      total: selection.productIds.length,
      availableAttributeIds: selection.availableAttributeIds,
    }
  }

  /**
   * Every matching product id of a category in listing order, and the attributes on offer: an
   * attribute is on offer when some product has it and matches the selection in the other groups.
   */
  private async selection(
    categoryId: number,
    attributeIds: number[],
  ): Promise<Selection> {
    const categoryIds = await this.subtreeIds(categoryId)
    const list = (ids: number[]) =>
      sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    const inCategory = sql`select product_id from product_categories where category_id in (${list(categoryIds)})`
    // A product matches when it carries every selected attribute (spec section 4).
    const matches = attributeIds.length
      ? sql`(select count(*) from product_attributes x where x.product_id = p.id and x.attribute_id in (${list(attributeIds)})) = ${attributeIds.length}`
      : sql`true`
    const matching = await this.db.execute(sql`
      select p.id from products p
      where p.id in (${inCategory}) and ${matches}
      order by p.name, p.id`)
    const othersMatch = attributeIds.length
      ? sql`not exists (
          select 1 from attributes s
          where s.id in (${list(attributeIds)}) and s.group_id <> a.group_id
            and not exists (select 1 from product_attributes x where x.product_id = pa.product_id and x.attribute_id = s.id))`
      : sql`true`
    const available = await this.db.execute(sql`
      select distinct pa.attribute_id as id
      from product_attributes pa
      join attributes a on a.id = pa.attribute_id
      where pa.product_id in (${inCategory}) and ${othersMatch}`)
    return {
      productIds: Int32Array.from(
        rowsOf<{ id: number }>(matching).map((r) => Number(r.id)),
      ),
      availableAttributeIds: rowsOf<{ id: number }>(available)
        .map((r) => Number(r.id))
        .sort((a, b) => a - b),
    }
  }

  async productBy(where: {
    id?: number
    sku?: string
  }): Promise<ProductRow | null> {
    const condition =
      where.id !== undefined
        ? eq(t.products.id, where.id)
        : eq(t.products.sku, where.sku ?? '')
    const [row] = await this.db
      .select()
      .from(t.products)
      .where(condition)
      .limit(1)
    return row ?? null
  }

  productsBySku(skus: string[]) {
    return skus.length
      ? this.db
          .select()
          .from(t.products)
          .where(inArray(t.products.sku, skus.slice(0, 500)))
      : Promise.resolve([])
  }

  productsByIds(ids: number[]) {
    return ids.length
      ? this.db.select().from(t.products).where(inArray(t.products.id, ids))
      : Promise.resolve([])
  }

  /** Attributes of many products in one query (for listings), in group and attribute order. */
  async attributesOfProducts(
    productIds: number[],
  ): Promise<Map<number, AttributeRow[]>> {
    const rows = await this.db
      .select({
        productId: t.productAttributes.productId,
        attribute: t.attributes,
      })
      .from(t.productAttributes)
      .innerJoin(
        t.attributes,
        eq(t.attributes.id, t.productAttributes.attributeId),
      )
      .innerJoin(
        t.attributeGroups,
        eq(t.attributeGroups.id, t.attributes.groupId),
      )
      .where(inArray(t.productAttributes.productId, productIds))
      .orderBy(asc(t.attributeGroups.sorting), asc(t.attributes.sorting))
    const byProduct = new Map<number, AttributeRow[]>()
    for (const row of rows)
      byProduct.set(row.productId, [
        ...(byProduct.get(row.productId) ?? []),
        row.attribute,
      ])
    return byProduct
  }

  async groupsById(ids: number[]): Promise<Map<number, GroupRow>> {
    const rows = await this.db
      .select()
      .from(t.attributeGroups)
      .where(inArray(t.attributeGroups.id, ids))
    return new Map(rows.map((g) => [g.id, g]))
  }

  productCategories(productId: number) {
    return this.db
      .select({ category: t.categories })
      .from(t.productCategories)
      .innerJoin(
        t.categories,
        eq(t.categories.id, t.productCategories.categoryId),
      )
      .where(eq(t.productCategories.productId, productId))
      .then((rows) => rows.map((r) => r.category))
  }

  async productGroups(productId: number): Promise<GroupRow[]> {
    return this.db
      .selectDistinct({ group: t.attributeGroups })
      .from(t.productAttributes)
      .innerJoin(
        t.attributes,
        eq(t.attributes.id, t.productAttributes.attributeId),
      )
      .innerJoin(
        t.attributeGroups,
        eq(t.attributeGroups.id, t.attributes.groupId),
      )
      .where(eq(t.productAttributes.productId, productId))
      .then((rows) =>
        rows.map((r) => r.group).sort((a, b) => a.sorting - b.sorting),
      )
  }

  relatedProducts(productId: number) {
    return this.db
      .select({ product: t.products })
      .from(t.relatedProducts)
      .innerJoin(t.products, eq(t.products.id, t.relatedProducts.relatedId))
      .where(eq(t.relatedProducts.productId, productId))
      .limit(8)
      .then((rows) => rows.map((r) => r.product))
  }

  /** Full-text search over SKU, name and description, words matched as prefixes. */
  async search(query: string, page: number, pageSize: number) {
    const words =
      query
        .toLowerCase()
        .match(/[a-z0-9]+/g)
        ?.slice(0, 8) ?? []
    if (!words.length) return { products: [], total: 0 }
    const tsquery = words.map((w) => `${w}:*`).join(' & ')
    const condition = sql`to_tsvector('simple', ${t.products.searchText}) @@ to_tsquery('simple', ${tsquery})`
    const [counted] = await this.db
      .select({ n: sql<number>`count(*)` })
      .from(t.products)
      .where(condition)
    const products = await this.db
      .select()
      .from(t.products)
      .where(condition)
      .orderBy(asc(t.products.name))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
    return { products, total: Number(counted?.n ?? 0) }
  }

  carriers() {
    return this.db.select().from(t.carriers).orderBy(asc(t.carriers.identifier))
  }

  async content(key: string): Promise<unknown> {
    const [row] = await this.db
      .select()
      .from(t.contentEntries)
      .where(and(eq(t.contentEntries.key, key)))
    return row?.value ?? null
  }
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; keep one place that knows. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'

export type CategoryRow = typeof t.categories.$inferSelect
export type ProductRow = typeof t.products.$inferSelect
export type AttributeRow = typeof t.attributes.$inferSelect
export type GroupRow = typeof t.attributeGroups.$inferSelect

/** Reads the catalogue. Every query is indexed, so its cost does not grow with the catalogue. */
export class CatalogueService {
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

  async group(groupId: number): Promise<GroupRow | null> {
    const [row] = await this.db
      .select()
      .from(t.attributeGroups)
      .where(eq(t.attributeGroups.id, groupId))
    return row ?? null
  }

  /**
   * One page of a category's products that carry every selected attribute, the total, and the
   * attributes still on offer: an attribute is on offer when some product has it and matches the
   * selection in the other groups (spec section 4).
   */
  async categoryProducts(
    categoryId: number,
    attributeIds: number[],
    page: number,
    pageSize: number,
  ) {
    const categoryIds = await this.subtreeIds(categoryId)
    const selected = attributeIds.length
      ? await this.db
          .select()
          .from(t.attributes)
          .where(inArray(t.attributes.id, attributeIds))
      : []
    const facts = await this.db
      .select({
        productId: t.productAttributes.productId,
        attributeId: t.productAttributes.attributeId,
        groupId: t.attributes.groupId,
      })
      .from(t.productCategories)
      .innerJoin(
        t.productAttributes,
        eq(t.productAttributes.productId, t.productCategories.productId),
      )
      .innerJoin(
        t.attributes,
        eq(t.attributes.id, t.productAttributes.attributeId),
      )
      .where(inArray(t.productCategories.categoryId, categoryIds))
    const attributesOf = new Map<number, Map<number, number>>()
    for (const f of facts) {
      const byAttr = attributesOf.get(f.productId) ?? new Map<number, number>()
      byAttr.set(f.attributeId, f.groupId)
      attributesOf.set(f.productId, byAttr)
    }
    const allProducts = await this.db
      .selectDistinct({ id: t.productCategories.productId })
      .from(t.productCategories)
      .where(inArray(t.productCategories.categoryId, categoryIds))
    const matches = (productId: number, exceptGroup?: number) =>
      selected.every(
        (a) =>
          a.groupId === exceptGroup || attributesOf.get(productId)?.has(a.id),
      )
    const matched = allProducts.map((p) => p.id).filter((id) => matches(id))
    const available = new Set<number>()
    for (const { id } of allProducts) {
      for (const [attributeId, groupId] of attributesOf.get(id) ?? []) {
        if (!available.has(attributeId) && matches(id, groupId))
          available.add(attributeId)
      }
    }
    const products = matched.length
      ? await this.db
          .select()
          .from(t.products)
          .where(inArray(t.products.id, matched))
          .orderBy(asc(t.products.name), asc(t.products.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      : []
    return {
      products,
      total: matched.length,
      availableAttributeIds: [...available].sort((a, b) => a - b),
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

  productAttributes(productId: number) {
    return this.db
      .select({ attribute: t.attributes })
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
      .orderBy(asc(t.attributeGroups.sorting), asc(t.attributes.sorting))
      .then((rows) => rows.map((r) => r.attribute))
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

  paymentProviders() {
    return this.db
      .select()
      .from(t.paymentProviders)
      .orderBy(asc(t.paymentProviders.identifier))
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

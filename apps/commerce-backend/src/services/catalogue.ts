import { SharedCache } from '@shop/commerce-client'
import type { ProductSort } from '@shop/commerce-client'
import {
  and,
  asc,
  eq,
  exists,
  getTableColumns,
  inArray,
  sql,
} from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import * as t from '../db/schema'

export type CategoryRow = typeof t.categories.$inferSelect
export type ProductRow = Omit<typeof t.products.$inferSelect, 'searchVector'>
export type AttributeRow = typeof t.attributes.$inferSelect
export type GroupRow = typeof t.attributeGroups.$inferSelect

/** An attribute of a category and how many products would be listed if it were chosen. */
export interface AttributeCount {
  attributeId: number
  count: number
}

/** The SQL order of each listing order; every one ends with the id, so pages never overlap. */
const ORDER_BY: Record<Exclude<ProductSort, 'RELEVANCE'>, SQL> = {
  NAME: sql`p.name, p.id`,
  PRICE_ASC: sql`p.price, p.name, p.id`,
  PRICE_DESC: sql`p.price desc, p.name, p.id`,
}

/** Products as `p`, the name the search's SQL (and {@link ORDER_BY}) uses. */
const searched = alias(t.products, 'p')
const { searchVector: _searchVector, ...SEARCHED_COLUMNS } =
  getTableColumns(searched)

/**
 * How long a category selection is shared: no longer than the shop's public cache of listings.
 * The catalogue only changes through deployments and imports, which restart the backend.
 */
const SELECTION_TTL_MS = 60_000

/** Reads the catalogue. Every query is indexed, so its cost does not grow with the catalogue. */
export class CatalogueService {
  /** A selection's product ids in one order: at most 200 (a 50,000-product category is 200 KB). */
  private readonly selections = new SharedCache<Int32Array>(
    200,
    SELECTION_TTL_MS,
  )
  /** A selection's attribute counts, the same in every order. */
  private readonly counts = new SharedCache<AttributeCount[]>(
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

  /**
   * The lowest price in a category and below it: prices upwards through their index until the
   * first product of the category, a few rows however large the category is.
   */
  async minPrice(categoryId: number): Promise<number> {
    const ids = await this.subtreeIds(categoryId)
    const [row] = await this.db
      .select({ price: t.products.price })
      .from(t.products)
      .where(
        exists(
          this.db
            .select({ one: sql`1` })
            .from(t.productCategories)
            .where(
              and(
                eq(t.productCategories.productId, t.products.id),
                inArray(t.productCategories.categoryId, ids),
              ),
            ),
        ),
      )
      .orderBy(asc(t.products.price))
      .limit(1)
    return Number(row?.price ?? 0)
  }

  /**
   * Attribute groups allowed for a category: its own, else those of the categories below it, in
   * the order the category gives them (its filters and configurator steps).
   */
  async allowedGroups(categoryId: number): Promise<GroupRow[]> {
    const ids = await this.subtreeIds(categoryId)
    const rows = await this.db
      .select({
        group: t.attributeGroups,
        position: sql<number>`min(${t.categoryAttributeGroups.sorting})`,
      })
      .from(t.attributeGroups)
      .innerJoin(
        t.categoryAttributeGroups,
        eq(t.categoryAttributeGroups.groupId, t.attributeGroups.id),
      )
      .where(inArray(t.categoryAttributeGroups.categoryId, ids))
      .groupBy(t.attributeGroups.id)
    return rows
      .sort(
        (a, b) =>
          Number(a.position) - Number(b.position) ||
          a.group.sorting - b.group.sorting,
      )
      .map((r) => r.group)
  }

  groupAttributes(groupId: number) {
    return this.db
      .select()
      .from(t.attributes)
      .where(eq(t.attributes.groupId, groupId))
      .orderBy(asc(t.attributes.sorting))
  }

  /**
   * One page of a category's products that carry every selected attribute, in the given order, the
   * total, and how many products each attribute would leave (spec section 4). A selection is shared
   * by every shopper and cached, so a page costs the same on 300 products as on 50,000.
   */
  async categoryProducts(
    categoryId: number,
    attributeIds: number[],
    page: number,
    pageSize: number,
    sort: ProductSort = 'NAME',
  ) {
    const order = sort === 'RELEVANCE' ? 'NAME' : sort
    const key = `${categoryId}:${[...attributeIds].sort((a, b) => a - b).join(',')}`
    const [productIds, attributeCounts] = await Promise.all([
      this.selections.get(`${key}:${order}`, () =>
        this.matching(categoryId, attributeIds, order),
      ),
      this.counts.get(key, () =>
        this.attributeCounts(categoryId, attributeIds),
      ),
    ])
    const ids = [...productIds.subarray((page - 1) * pageSize, page * pageSize)]
    const rows = ids.length
      ? await this.db
          .select(t.productColumns)
          .from(t.products)
          .where(inArray(t.products.id, ids))
      : []
    const byId = new Map(rows.map((row) => [row.id, row]))
    return {
      products: ids.flatMap((id) => byId.get(id) ?? []),
      total: productIds.length,
      attributeCounts,
      availableAttributeIds: attributeCounts
        .filter((a) => a.count > 0)
        .map((a) => a.attributeId),
    }
  }

  /** The category's products (and those below it) that carry every selected attribute, in order. */
  private async matching(
    categoryId: number,
    attributeIds: number[],
    order: keyof typeof ORDER_BY,
  ): Promise<Int32Array> {
    const { inCategory, list } = await this.categoryScope(categoryId)
    // A product matches when it carries every selected attribute (spec section 4): one set of
    // products from the attribute index, rather than a count for each product of the category.
    const matches = attributeIds.length
      ? sql`p.id in (
          select product_id from product_attributes where attribute_id in (${list(attributeIds)})
          group by product_id having count(*) = ${attributeIds.length})`
      : sql`true`
    const matching = await this.db.execute(sql`
      select p.id from products p
      where p.id in (${inCategory}) and ${matches}
      order by ${ORDER_BY[order]}`)
    return Int32Array.from(
      rowsOf<{ id: number }>(matching).map((r) => Number(r.id)),
    )
  }

  /**
   * Every attribute the category's products carry, with how many of them would be listed if it
   * were chosen: products that carry it and match the selection in the other groups (a choice
   * replaces the one in its own group). A count of 0 is an attribute that leads nowhere now.
   */
  private async attributeCounts(
    categoryId: number,
    attributeIds: number[],
  ): Promise<AttributeCount[]> {
    const { inCategory, list } = await this.categoryScope(categoryId)
    const othersMatch = attributeIds.length
      ? sql`not exists (
          select 1 from attributes s
          where s.id in (${list(attributeIds)}) and s.group_id <> a.group_id
            and not exists (select 1 from product_attributes x where x.product_id = pa.product_id and x.attribute_id = s.id))`
      : sql`true`
    const counted = await this.db.execute(sql`
      select pa.attribute_id as id, count(*) filter (where ${othersMatch})::int as n
      from product_attributes pa
      join attributes a on a.id = pa.attribute_id
      where pa.product_id in (${inCategory})
      group by pa.attribute_id
      order by pa.attribute_id`)
    return rowsOf<{ id: number; n: number }>(counted).map((r) => ({
      attributeId: Number(r.id),
      count: Number(r.n),
    }))
  }

  /** The products of a category and the categories below it, as a subquery. */
  private async categoryScope(categoryId: number) {
    const list = (ids: number[]) =>
      sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    const categoryIds = await this.subtreeIds(categoryId)
    return {
      list,
      inCategory: sql`select product_id from product_categories where category_id in (${list(categoryIds)})`,
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
      .select(t.productColumns)
      .from(t.products)
      .where(condition)
      .limit(1)
    return row ?? null
  }

  productsBySku(skus: string[]) {
    return skus.length
      ? this.db
          .select(t.productColumns)
          .from(t.products)
          .where(inArray(t.products.sku, skus.slice(0, 500)))
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
      .select({ product: t.productColumns })
      .from(t.relatedProducts)
      .innerJoin(t.products, eq(t.products.id, t.relatedProducts.relatedId))
      .where(eq(t.relatedProducts.productId, productId))
      .limit(8)
      .then((rows) => rows.map((r) => r.product))
  }

  /**
   * Full-text search over SKU, name and description, words matched as prefixes. Relevance ranks
   * a match in the name above one in the description. Matching and ranking read the stored
   * search vector through its GIN index; the total and the page are asked for at once.
   */
  async search(
    query: string,
    page: number,
    pageSize: number,
    sort: ProductSort = 'RELEVANCE',
  ) {
    const words =
      query
        .toLowerCase()
        .match(/[a-z0-9]+/g)
        ?.slice(0, 8) ?? []
    if (!words.length) return { products: [], total: 0 }
    const tsquery = sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`
    const condition = sql`p.search_vector @@ ${tsquery}`
    const order =
      sort === 'RELEVANCE'
        ? sql`ts_rank(p.search_vector, ${tsquery}) desc, ${ORDER_BY.NAME}`
        : ORDER_BY[sort]
    const [counted, products] = await Promise.all([
      this.db.execute(
        sql`select count(*)::int as n from products p where ${condition}`,
      ),
      this.db
        .select(SEARCHED_COLUMNS)
        .from(searched)
        .where(condition)
        .orderBy(order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ])
    return {
      products,
      total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
    }
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

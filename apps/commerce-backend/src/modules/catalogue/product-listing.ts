import { SharedCache } from '@shop/commerce-client'
import type { ProductSort } from '@shop/commerce-client'
import { getTableColumns, inArray, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import type { CatalogueVersion } from '../operators'
import * as t from '../../db/schema'
import { rowsOf, subtreeIds } from './catalogue-shared'

/** An attribute of a category and how many products would be listed if it were chosen. */
export interface AttributeCount {
  attributeId: number
  count: number
  /** The lowest price of those products; null when there are none. */
  minPrice: number | null
}

/** A selection's product ids in one order, and the lowest price among them. */
interface Selection {
  ids: Int32Array
  minPrice: number | null
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
 * How long a category selection is shared. Selections are keyed by the catalogue version, so an
 * operator change (a price moves a listing's order) is not waited out (README, "Caches").
 */
const SELECTION_TTL_MS = 60_000

/** Lists products: a category's, narrowed by attributes, and full-text search results. */
export class ProductListingService {
  /** A selection's product ids in one order: at most 200 (a 50,000-product category is 200 KB). */
  private readonly selections = new SharedCache<Selection>(
    200,
    SELECTION_TTL_MS,
  )
  /** A selection's attribute counts, the same in every order. */
  private readonly counts = new SharedCache<AttributeCount[]>(
    200,
    SELECTION_TTL_MS,
  )

  constructor(
    private readonly db: Database,
    private readonly version: CatalogueVersion,
  ) {}

  /**
   * One page of a category's products that carry every selected attribute, in the given order, the
   * total, their lowest price, and how many products each attribute would leave (spec section 4). A selection is shared
   * by every shopper and cached, so a page costs the same on 300 products as on 50,000.
   */
  async categoryProducts(
    categoryId: number,
    attributeIds: number[],
    page: number,
    pageSize: number,
    sort: ProductSort = 'NAME',
    orderableOnly = false,
  ) {
    const order = sort === 'RELEVANCE' ? 'NAME' : sort
    const version = await this.version.current()
    const key = `${version}:${categoryId}:${[...attributeIds].sort((a, b) => a - b).join(',')}:${orderableOnly ? 'orderable' : 'all'}`
    const [{ ids: productIds, minPrice }, attributeCounts] = await Promise.all([
      this.selections.get(`${key}:${order}`, () =>
        this.matching(categoryId, attributeIds, order, orderableOnly),
      ),
      this.counts.get(key, () =>
        this.attributeCounts(categoryId, attributeIds, orderableOnly),
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
      minPrice,
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
    orderableOnly: boolean,
  ): Promise<Selection> {
    const { inCategory, list } = await this.categoryScope(
      categoryId,
      orderableOnly,
    )
    // A product matches when it carries every selected attribute (spec section 4): one set of
    // products from the attribute index, rather than a count for each product of the category.
    const matches = attributeIds.length
      ? sql`p.id in (
          select product_id from product_attributes where attribute_id in (${list(attributeIds)})
          group by product_id having count(*) = ${attributeIds.length})`
      : sql`true`
    const matching = await this.db.execute(sql`
      select p.id, p.price from products p
      where p.id in (${inCategory}) and ${matches}
      order by ${ORDER_BY[order]}`)
    const rows = rowsOf<{ id: number; price: number }>(matching)
    let minPrice: number | null = null
    for (const { price } of rows)
      if (minPrice === null || Number(price) < minPrice)
        minPrice = Number(price)
    return { ids: Int32Array.from(rows.map((r) => Number(r.id))), minPrice }
  }

  /**
   * Every attribute the category's products carry, with how many of them would be listed if it
   * were chosen: products that carry it and match the selection in the other groups (a choice
   * replaces the one in its own group), and the lowest price among them. A count of 0 is an
   * attribute that leads nowhere now.
   */
  private async attributeCounts(
    categoryId: number,
    attributeIds: number[],
    orderableOnly: boolean,
  ): Promise<AttributeCount[]> {
    const { inCategory, list } = await this.categoryScope(
      categoryId,
      orderableOnly,
    )
    const othersMatch = attributeIds.length
      ? sql`not exists (
          select 1 from attributes s
          where s.id in (${list(attributeIds)}) and s.group_id <> a.group_id
            and not exists (select 1 from product_attributes x where x.product_id = pa.product_id and x.attribute_id = s.id))`
      : sql`true`
    const counted = await this.db.execute(sql`
      select pa.attribute_id as id, count(*) filter (where ${othersMatch})::int as n,
        min(p.price) filter (where ${othersMatch}) as min_price
      from product_attributes pa
      join attributes a on a.id = pa.attribute_id
      join products p on p.id = pa.product_id
      where pa.product_id in (${inCategory})
      group by pa.attribute_id
      order by pa.attribute_id`)
    return rowsOf<{ id: number; n: number; min_price: number | null }>(
      counted,
    ).map((r) => ({
      attributeId: Number(r.id),
      count: Number(r.n),
      minPrice: r.min_price === null ? null : Number(r.min_price),
    }))
  }

  /**
   * The products of a category and the categories below it, as a subquery; only those that can be
   * ordered now (sold, and in stock or backordered: decision 031) when `orderableOnly`.
   */
  private async categoryScope(categoryId: number, orderableOnly: boolean) {
    const list = (ids: number[]) =>
      sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    const categoryIds = await subtreeIds(this.db, categoryId)
    return {
      list,
      inCategory: orderableOnly
        ? sql`select pc.product_id from product_categories pc
            join products o on o.id = pc.product_id
            where pc.category_id in (${list(categoryIds)}) and o.discontinued_at is null
              and (o.stock is null or o.stock > 0 or o.backorder)`
        : sql`select product_id from product_categories where category_id in (${list(categoryIds)})`,
    }
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
}

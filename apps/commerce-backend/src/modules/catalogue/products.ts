import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import type { AttributeRow, GroupRow, ProductRow } from './catalogue-shared'

/** Products by id or SKU, and what a product page shows with them. */
export class ProductService {
  constructor(private readonly db: Database) {}

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
  /**
   * The attributes of products in display order, and their groups, read in the same query (the
   * ordering joins them anyway): a listing or a cart asks for no group on its own.
   */
  async attributesOfProducts(productIds: number[]): Promise<{
    byProduct: Map<number, AttributeRow[]>
    groups: Map<number, GroupRow>
  }> {
    const rows = await this.db
      .select({
        productId: t.productAttributes.productId,
        attribute: t.attributes,
        group: t.attributeGroups,
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
    const groups = new Map<number, GroupRow>()
    for (const row of rows) {
      byProduct.set(row.productId, [
        ...(byProduct.get(row.productId) ?? []),
        row.attribute,
      ])
      groups.set(row.group.id, row.group)
    }
    return { byProduct, groups }
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
}

import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { subtreeIds } from './catalogue-shared'
import type { CategoryRow, GroupRow } from './catalogue-shared'

/** The category tree and the attribute groups that describe its categories. */
export class CategoryService {
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

  /**
   * The lowest price in a category and below it: prices upwards through their index until the
   * first product of the category, a few rows however large the category is.
   */
  async minPrice(categoryId: number): Promise<number> {
    const ids = await subtreeIds(this.db, categoryId)
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
    const ids = await subtreeIds(this.db, categoryId)
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

  async groupsById(ids: number[]): Promise<Map<number, GroupRow>> {
    const rows = await this.db
      .select()
      .from(t.attributeGroups)
      .where(inArray(t.attributeGroups.id, ids))
    return new Map(rows.map((g) => [g.id, g]))
  }
}

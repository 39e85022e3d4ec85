// The demo catalogue's structure, products and contracts, and the shipping and payment choices.
import { createReadStream, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database, Transaction } from '../db/client'
import * as t from '../db/schema'
import { importCatalogue } from '../modules/catalogue'
// Not through the module's index (see src/operator-routes.ts): the import reads with the catalogue's reader.
import { importAssignments, importPrices } from '../modules/prices/import'
import {
  ATTRIBUTE_GROUPS,
  CARRIERS,
  CATEGORY_TREE,
  PAYMENT_PROVIDERS,
} from './demo-catalogue'
import type { CategoryDef } from './demo-catalogue'

/** The demo catalogue file (`seed/catalogue.csv`), found from the source or the bundle in dist/. */
export function demoCatalogueFile(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 5; i++) {
    const file = join(dir, 'seed', 'catalogue.csv')
    if (existsSync(file)) return file
    dir = dirname(dir)
  }
  throw new Error('The demo catalogue (seed/catalogue.csv) was not found.')
}

/** The attribute groups with their values, and the category tree. */
export async function seedCatalogueStructure(db: Database) {
  await db.transaction(async (tx) => {
    // Attribute groups and their values.
    for (const [groupIndex, group] of ATTRIBUTE_GROUPS.entries()) {
      const [row] = await tx
        .insert(t.attributeGroups)
        .values({
          identifier: group.identifier,
          name: group.name,
          sorting: groupIndex * 10,
          isHighlighted: group.isHighlighted ?? false,
          guideHeadline: group.guideHeadline,
          guideContent: group.guideContent,
        })
        .returning({ id: t.attributeGroups.id })
      await tx.insert(t.attributes).values(
        group.values.map((v, i) => ({
          groupId: row!.id,
          name: v.name,
          badgeName: v.badgeName,
          valueText: v.valueText,
          valueColor: v.valueColor ? `#${v.valueColor}` : null,
          pieces: v.pieces,
          sorting: i * 10,
        })),
      )
    }

    // The category tree, three levels deep.
    const insertCategory = async (
      def: CategoryDef,
      parentId: number | null,
      sorting: number,
    ) => {
      const [row] = await tx
        .insert(t.categories)
        .values({
          identifier: def.identifier,
          name: def.name,
          description: def.description,
          parentId,
          sorting,
          imageKey: def.image,
          activateConfigurator: Boolean(def.configurator),
          configuratorOverviewHeadline: def.configurator?.overview,
          configuratorDetailHeadline: def.configurator?.detail,
          configuratorDescription: def.configurator?.description,
        })
        .returning({ id: t.categories.id })
      for (const [i, child] of (def.children ?? []).entries())
        await insertCategory(child, row!.id, i * 10)
    }
    for (const [i, root] of CATEGORY_TREE.entries())
      await insertCategory(root, null, i * 10)
  })
}

/** The products and the demo contracts. */
export async function importDemoCatalogue(db: Database) {
  // The products: the demo catalogue file, imported as a distributor's file is (one path).
  const imported = await importCatalogue(
    db,
    createReadStream(demoCatalogueFile()),
    {
      format: 'csv',
    },
  )
  if (!imported.ok)
    throw new Error(
      `The demo catalogue does not import: ${JSON.stringify(imported.violations.slice(0, 5))}`,
    )

  // The demo contracts (issue 34): a practice's own price list and a purchasing group's, as a
  // distributor imports them (seed/prices.csv, seed/price-assignments.csv).
  for (const [name, load] of [
    ['prices.csv', importPrices],
    ['price-assignments.csv', importAssignments],
  ] as const) {
    const result = await load(
      db,
      createReadStream(demoCatalogueFile().replace(/catalogue\.csv$/, name)),
      { format: 'csv' },
    )
    if (!result.ok)
      throw new Error(
        `The demo ${name} does not import: ${JSON.stringify(result.violations.slice(0, 5))}`,
      )
  }
}

/** Related products: neighbours in the same category. */
export async function seedRelatedProducts(tx: Transaction) {
  const placed = await tx
    .select()
    .from(t.productCategories)
    .orderBy(t.productCategories.productId)
  const productsByCategory = new Map<number, number[]>()
  for (const { productId, categoryId } of placed)
    productsByCategory.set(categoryId, [
      ...(productsByCategory.get(categoryId) ?? []),
      productId,
    ])
  for (const ids of productsByCategory.values()) {
    const rows = ids.flatMap((id, i) =>
      [ids[(i + 1) % ids.length], ids[(i + 2) % ids.length]]
        .filter((r): r is number => r !== undefined && r !== id)
        .map((relatedId) => ({ productId: id, relatedId })),
    )
    if (rows.length)
      await tx.insert(t.relatedProducts).values(rows).onConflictDoNothing()
  }
}

/** The carriers and payment providers the demo orders use. */
export async function seedShipping(tx: Transaction) {
  const carrierRows = await tx
    .insert(t.carriers)
    .values(
      CARRIERS.map((c) => ({
        identifier: c.identifier,
        priceNet: c.priceNet,
        translations: [
          { locale: 'en_US', title: c.title, description: c.description },
        ],
      })),
    )
    .returning()
  const providerRows = await tx
    .insert(t.paymentProviders)
    .values(PAYMENT_PROVIDERS.map((identifier) => ({ identifier })))
    .returning()
  return { carrierRows, providerRows }
}

import { count } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { buildContent } from './demo-content'
import { seedDemoPages, seedTaxRates } from './every-start'
import {
  importDemoCatalogue,
  seedCatalogueStructure,
  seedRelatedProducts,
  seedShipping,
} from './seed-catalogue'
import {
  seedDemoCustomers,
  seedDemoPractice,
  seedDemoRecall,
} from './seed-customers'

// The demo logins and the recall's reason, which tests sign in and check with.
export {
  DEMO_CUSTOMERS,
  DEMO_PRACTICE,
  DEMO_RECALL_REASON,
} from './demo-accounts'

/** Creates the demo catalogue, customers and content once; later starts find it and do nothing. */
export async function seedDemoData(db: Database): Promise<boolean> {
  await seedDemoPages(db)
  await seedTaxRates(db)
  const [existing] = await db.select({ n: count() }).from(t.products)
  if ((existing?.n ?? 0) > 0) return false
  await seedCatalogueStructure(db)
  await importDemoCatalogue(db)
  // Rows that refer to each other's ids, inserted in one transaction in this order.
  await db.transaction(async (tx) => {
    await seedRelatedProducts(tx)
    const shipping = await seedShipping(tx)
    await seedDemoCustomers(tx, shipping)
    await seedDemoRecall(tx)
    await seedDemoPractice(tx)
    const content = buildContent()
    await tx.insert(t.contentEntries).values([
      { key: 'appConfig', value: content.appConfig },
      { key: 'translations', value: content.translations },
    ])
  })
  return true
}

// What every start adds to a database seeded by an earlier build, before the demo data itself.
import { readFileSync } from 'node:fs'
import { count, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { importRates } from '../modules/tax'
import { DEMO_PAGES, DEMO_SUPPORT, PAGE_LINKS } from './demo-pages'
import { demoCatalogueFile } from './seed-catalogue'

/**
 * The demo's legal pages and support contact, on every start: a database seeded by an earlier
 * build gets them too, and its footer's legal links, which led to the shop's landing page, lead
 * to them.
 */
export async function seedDemoPages(db: Database) {
  await db
    .insert(t.contentEntries)
    .values(
      DEMO_PAGES.map((page) => ({
        key: `page:${page.identifier}`,
        value: page,
      })),
    )
    .onConflictDoNothing()
  const [row] = await db
    .select()
    .from(t.contentEntries)
    .where(eq(t.contentEntries.key, 'appConfig'))
  const appConfig = row?.value as
    | { footerLinks?: { bottom?: { url: string }[] }; support?: unknown }
    | undefined
  if (!appConfig) return
  const bottom = appConfig.footerLinks?.bottom
  const oldLinks = bottom?.every((link) => link.url === '/en/shop') ?? false
  const noSupport = !('support' in appConfig)
  if (oldLinks || noSupport)
    await db
      .update(t.contentEntries)
      .set({
        value: {
          ...appConfig,
          ...(oldLinks
            ? { footerLinks: { ...appConfig.footerLinks, bottom: PAGE_LINKS } }
            : {}),
          ...(noSupport ? { support: DEMO_SUPPORT } : {}),
        },
      })
      .where(eq(t.contentEntries.key, 'appConfig'))
}

/**
 * The demo sales-tax rates (`seed/tax-rates.csv`, imported as a distributor's rate file is), when
 * the table is empty: a database seeded by an earlier build gets them too. Demo values, not
 * real rates.
 */
export async function seedTaxRates(db: Database) {
  const [rates] = await db.select({ n: count() }).from(t.taxRates)
  if ((rates?.n ?? 0) > 0) return
  const file = demoCatalogueFile().replace(/catalogue\.csv$/, 'tax-rates.csv')
  const imported = await importRates(db, readFileSync(file, 'utf8'), {
    dryRun: false,
  })
  if (imported.problems.length)
    throw new Error(
      `The demo tax rates do not import: ${JSON.stringify(imported.problems)}`,
    )
}

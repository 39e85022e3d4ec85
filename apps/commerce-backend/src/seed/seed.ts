import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { count, desc, eq } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import { randomToken } from '../auth/tokens'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { importCatalogue } from '../modules/catalogue'
import { importRates } from '../modules/tax'
import { computeTotals } from '../modules/carts'
import { freezeLines } from '../modules/orders'
import type { Snapshot } from '../modules/orders'
import { buildContent } from './demo-content'
import { DEMO_PAGES, DEMO_SUPPORT, PAGE_LINKS } from './demo-pages'
import {
  ATTRIBUTE_GROUPS,
  CARRIERS,
  CATEGORY_TREE,
  PAYMENT_PROVIDERS,
} from './demo-catalogue'
import type { CategoryDef } from './demo-catalogue'
// Not through the module's index (see src/operator-routes.ts): the import reads with the catalogue's reader.
import { importAssignments, importPrices } from '../modules/prices/import'

/** The demo logins (also listed in the README). */
export const DEMO_CUSTOMERS = [
  {
    email: 'buyer@northside-clinic.example',
    password: 'demo1234',
    salutation: 'dr',
    firstname: 'Maya',
    lastname: 'Ortiz',
    company: 'Northside Family Clinic',
    npiNumber: '1234567893',
    initialSetupFinalized: true,
    address: {
      street: 'Maple Avenue',
      number: '120',
      postcode: '60614',
      city: 'Chicago',
      stateCode: 'IL',
      phoneNumber: '+1 312 555 0142',
    },
  },
  {
    email: 'orders@lakeview-practice.example',
    password: 'demo1234',
    salutation: 'mr',
    firstname: 'Daniel',
    lastname: 'Kim',
    company: 'Lakeview Pediatric Practice',
    npiNumber: '1679576722',
    initialSetupFinalized: false,
    address: {
      street: 'Lakeshore Drive',
      number: '45',
      postcode: '53202',
      city: 'Milwaukee',
      stateCode: 'WI',
      phoneNumber: '+1 414 555 0199',
    },
  },
] as const

/**
 * A demo practice with three members, one per role (also listed in the README): the buyer's
 * orders over $200.00, or over $1,500.00 in a month, wait for the approver.
 */
export const DEMO_PRACTICE = {
  company: 'Riverside Community Health Center',
  npiNumber: '1245319599',
  address: {
    street: 'Riverside Parkway',
    number: '2200',
    postcode: '97204',
    city: 'Portland',
    stateCode: 'OR',
    phoneNumber: '+1 503 555 0117',
  },
  members: [
    {
      email: 'admin@riverside-health.example',
      password: 'demo1234',
      salutation: 'ms',
      firstname: 'Priya',
      lastname: 'Raman',
      roles: ['administrator'],
      orderLimitNet: null,
      monthlyLimitNet: null,
    },
    {
      email: 'approver@riverside-health.example',
      password: 'demo1234',
      salutation: 'dr',
      firstname: 'Marcus',
      lastname: 'Bell',
      roles: ['approver', 'buyer'],
      orderLimitNet: null,
      monthlyLimitNet: null,
    },
    {
      email: 'buyer@riverside-health.example',
      password: 'demo1234',
      salutation: 'mx',
      firstname: 'Jamie',
      lastname: 'Chen',
      roles: ['buyer'],
      orderLimitNet: 200_00,
      monthlyLimitNet: 1_500_00,
    },
  ],
} as const

/** Why the demo data's recalled lot is recalled. */
export const DEMO_RECALL_REASON =
  'The supplier found that the sterile barrier of some pouches in this lot may not be sealed.'

/**
 * The demo's legal pages and support contact, on every start: a database seeded by an earlier
 * build gets them too, and its footer's legal links, which led to the shop's landing page, lead
 * to them.
 */
async function seedDemoPages(db: Database) {
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

/**
 * The demo sales-tax rates (`seed/tax-rates.csv`, imported as a distributor's rate file is), when
 * the table is empty: a database seeded by an earlier build gets them too. Demo values, not
 * real rates.
 */
async function seedTaxRates(db: Database) {
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

/** Creates the demo catalogue, customers and content once; later starts find it and do nothing. */
export async function seedDemoData(db: Database): Promise<boolean> {
  await seedDemoPages(db)
  await seedTaxRates(db)
  const [existing] = await db.select({ n: count() }).from(t.products)
  if ((existing?.n ?? 0) > 0) return false
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

  await db.transaction(async (tx) => {
    // Related products: neighbours in the same category.
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

    // Demo customers with an address, past orders and inventory lots.
    const allProducts = await tx.select().from(t.products)
    for (const [index, demo] of DEMO_CUSTOMERS.entries()) {
      const [company] = await tx
        .insert(t.companies)
        .values({ name: demo.company, npiNumber: demo.npiNumber })
        .returning()
      const [customer] = await tx
        .insert(t.customers)
        .values({
          companyId: company!.id,
          roles: ['administrator', 'approver', 'buyer'],
          email: demo.email,
          passwordHash: await hashPassword(demo.password),
          salutation: demo.salutation,
          firstname: demo.firstname,
          lastname: demo.lastname,
          initialSetupFinalized: demo.initialSetupFinalized,
          emailVerifiedAt: new Date(),
        })
        .returning()
      const [address] = await tx
        .insert(t.addresses)
        .values({
          companyId: company!.id,
          customerId: customer!.id,
          salutation: demo.salutation,
          firstname: demo.firstname,
          lastname: demo.lastname,
          company: demo.company,
          country: 'US',
          ...demo.address,
        })
        .returning()
      await tx
        .update(t.customers)
        .set({
          defaultShippingAddressId: address!.id,
          defaultInvoiceAddressId: address!.id,
        })
        .where(eq(t.customers.id, customer!.id))
      const carrier = carrierRows.find((c) => c.identifier === 'standard')!
      for (let n = 0; n < 3; n++) {
        const picks = [0, 1, 2].map(
          (k) =>
            allProducts[(index * 37 + n * 11 + k * 53) % allProducts.length]!,
        )
        const lines = picks.map((p, k) => ({
          id: k,
          quantity: 2 + k,
          itemPriceNet: p.price,
        }))
        const totals = computeTotals(lines, {
          priceNet: carrier.priceNet,
          title: 'Standard delivery',
        })
        const placedAt = new Date(Date.UTC(2026, 8 + n, 3 + index * 5))
        const [order] = await tx
          .insert(t.orders)
          .values({
            token: randomToken(),
            customerId: customer!.id,
            companyId: company!.id,
            state: n === 2 ? 'processing' : 'delivered',
            number: `SO-${String(10_001 + index * 10 + n)}`,
            shippingAddressId: address!.id,
            invoiceAddressId: address!.id,
            carrierId: carrier.id,
            paymentProviderId: providerRows.find(
              (p) => p.identifier === 'invoice',
            )!.id,
            placedAt,
            snapshot: {
              subtotalNet: totals.subtotalNet,
              totalNet: totals.totalNet,
              adjustments: totals.adjustments,
              shippingAddress: address!,
              invoiceAddress: address!,
              lines: freezeLines(
                picks.map((product) => ({
                  product,
                  itemPriceNet: product.price,
                  listUnitPrice: product.price,
                })),
              ),
            } satisfies Snapshot,
          })
          .returning()
        await tx.insert(t.orderItems).values(
          picks.map((p, k) => ({
            orderId: order!.id,
            productId: p.id,
            quantity: 2 + k,
            itemPriceNet: p.price,
          })),
        )
        await tx.insert(t.inventoryLots).values(
          picks.map((p, k) => ({
            customerId: customer!.id,
            productId: p.id,
            orderId: order!.id,
            lotNumber: `L${placedAt.getUTCFullYear()}${String(n + 1).padStart(2, '0')}-${String(p.id).padStart(4, '0')}${k}`,
            expiryDate: `${2026 + k}-${String(3 + n * 3).padStart(2, '0')}-28`,
            quantity: 2 + k,
          })),
        )
      }
    }

    // A recall of a lot Northside Family Clinic received, not yet acknowledged: its members see
    // the banner and the flagged lot at once.
    const [northside] = await tx
      .select({ id: t.customers.id, companyId: t.customers.companyId })
      .from(t.customers)
      .where(eq(t.customers.email, DEMO_CUSTOMERS[0].email))
    const [heldLot] = await tx
      .select({ lotNumber: t.inventoryLots.lotNumber })
      .from(t.inventoryLots)
      .where(eq(t.inventoryLots.customerId, northside!.id))
      .orderBy(desc(t.inventoryLots.expiryDate))
      .limit(1)
    const [recall] = await tx
      .insert(t.lotRecalls)
      .values({
        lotNumber: heldLot!.lotNumber,
        reason: DEMO_RECALL_REASON,
        action:
          'Stop using this lot, set it aside and contact us: we replace it or credit it.',
      })
      .returning()
    await tx
      .insert(t.recallNotices)
      .values({ recallId: recall!.id, companyId: northside!.companyId })

    const [practice] = await tx
      .insert(t.companies)
      .values({
        name: DEMO_PRACTICE.company,
        npiNumber: DEMO_PRACTICE.npiNumber,
      })
      .returning()
    const practiceMembers = []
    for (const member of DEMO_PRACTICE.members) {
      const { password, roles, ...fields } = member
      const [row] = await tx
        .insert(t.customers)
        .values({
          ...fields,
          roles: [...roles],
          companyId: practice!.id,
          passwordHash: await hashPassword(password),
          initialSetupFinalized: true,
          emailVerifiedAt: new Date(),
        })
        .returning()
      practiceMembers.push(row!)
    }
    const [practiceAddress] = await tx
      .insert(t.addresses)
      .values({
        companyId: practice!.id,
        customerId: practiceMembers[0]!.id,
        salutation: '',
        firstname: 'Receiving',
        lastname: 'Dock',
        company: DEMO_PRACTICE.company,
        country: 'US',
        ...DEMO_PRACTICE.address,
      })
      .returning()
    await tx
      .update(t.customers)
      .set({
        defaultShippingAddressId: practiceAddress!.id,
        defaultInvoiceAddressId: practiceAddress!.id,
      })
      .where(eq(t.customers.companyId, practice!.id))

    const content = buildContent()
    await tx.insert(t.contentEntries).values([
      { key: 'appConfig', value: content.appConfig },
      { key: 'translations', value: content.translations },
    ])
  })
  return true
}

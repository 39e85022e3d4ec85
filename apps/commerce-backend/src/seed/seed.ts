import { count, desc, eq } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import { randomToken } from '../auth/tokens'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { computeTotals } from '../pricing'
import { freezeLines } from '../services/order-views'
import type { Snapshot } from '../services/order-views'
import { buildContent } from './demo-content'
import { DEMO_PAGES, DEMO_SUPPORT, PAGE_LINKS } from './demo-pages'
import {
  ATTRIBUTE_GROUPS,
  CARRIERS,
  CATEGORY_TREE,
  PAYMENT_PROVIDERS,
  PRODUCT_FAMILIES,
  PRODUCT_STOCK,
  gtin13,
} from './demo-catalogue'
import type { CategoryDef } from './demo-catalogue'

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

const PRODUCT_LINES = [
  { code: 'E', label: 'Essential', factor: 1 },
  { code: 'P', label: 'Premium', factor: 1.18 },
] as const

function cartesian<T>(axes: T[][]): T[][] {
  return axes.reduce<T[][]>(
    (rows, values) => rows.flatMap((row) => values.map((v) => [...row, v])),
    [[]],
  )
}

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

/** Creates the demo catalogue, customers and content once; later starts find it and do nothing. */
export async function seedDemoData(db: Database): Promise<boolean> {
  await seedDemoPages(db)
  const [existing] = await db.select({ n: count() }).from(t.products)
  if ((existing?.n ?? 0) > 0) return false
  await db.transaction(async (tx) => {
    // Attribute groups and their values.
    const attributeIds = new Map<string, number>()
    const groupIds = new Map<string, number>()
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
      groupIds.set(group.identifier, row!.id)
      const rows = await tx
        .insert(t.attributes)
        .values(
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
        .returning({ id: t.attributes.id })
      group.values.forEach((v, i) =>
        attributeIds.set(`${group.identifier}:${v.key}`, rows[i]!.id),
      )
    }

    // The category tree, three levels deep.
    const categoryIds = new Map<string, number>()
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
      categoryIds.set(def.identifier, row!.id)
      for (const [i, child] of (def.children ?? []).entries())
        await insertCategory(child, row!.id, i * 10)
    }
    for (const [i, root] of CATEGORY_TREE.entries())
      await insertCategory(root, null, i * 10)

    // Products: each family × product line × attribute combination.
    const productsByCategory = new Map<number, number[]>()
    const allowedGroups = new Map<number, Set<number>>()
    for (const family of PRODUCT_FAMILIES) {
      const categoryId = categoryIds.get(family.category)!
      const groups = allowedGroups.get(categoryId) ?? new Set<number>()
      allowedGroups.set(categoryId, groups)
      for (const [groupIdentifier] of family.axes)
        groups.add(groupIds.get(groupIdentifier)!)
      const combos = cartesian(
        family.axes.map(([group, keys]) => keys.map((key) => ({ group, key }))),
      )
      let item = 0
      for (const line of PRODUCT_LINES) {
        for (const combo of combos) {
          const groupDefs = combo.map(({ group, key }) =>
            ATTRIBUTE_GROUPS.find((g) => g.identifier === group)!.values.find(
              (v) => v.key === key,
            )!,
          )
          const surcharge = combo.reduce(
            (sum, { key }) => sum + (family.surcharge?.[key] ?? 0),
            0,
          )
          // Premium prices end in 9, like the essential ones they are derived from.
          const raw = family.basePrice + surcharge
          const price =
            line.factor === 1
              ? raw
              : Math.round((raw * line.factor) / 10) * 10 - 1
          const sku = [
            family.skuPrefix,
            line.code,
            ...combo.map(({ key }) => key.toUpperCase()),
          ].join('-')
          const colourDef = groupDefs.find((d) => d.valueColor)
          const color =
            colourDef?.valueColor ?? family.defaultColour ?? '0a6477'
          const label = groupDefs.map((d) => d.name).join(', ')
          const name = `${line.label} ${family.name.charAt(0).toLowerCase()}${family.name.slice(1)}${label ? `, ${label}` : ''}`
          const stock = PRODUCT_STOCK[sku]
          item += 1
          const [row] = await tx
            .insert(t.products)
            .values({
              sku,
              identifier: sku.toLowerCase(),
              name,
              description: family.description,
              price,
              imageKey: `${family.pictogram}-${color}`,
              explorePage: `Why ${family.name.toLowerCase()}? ${family.description} Our ${line.label.toLowerCase()} line is made for daily use in practices and clinics.`,
              searchText: `${sku} ${name} ${family.description}`,
              unit: family.unit,
              packSize:
                groupDefs.find((d) => d.pieces)?.pieces ?? family.packSize ?? 1,
              minQuantity: family.quantity?.min ?? 1,
              quantityIncrement: family.quantity?.increment ?? 1,
              maxQuantity: family.quantity?.max ?? null,
              leadTimeDays: stock?.leadTimeDays ?? family.leadTimeDays ?? 0,
              stock: stock?.stock ?? null,
              backorder: stock?.backorder ?? false,
              restockDate: stock?.restockDate ?? null,
              gtin: gtin13(family.gtinPrefix, item),
            })
            .returning({ id: t.products.id })
          const productId = row!.id
          await tx.insert(t.productAttributes).values(
            combo.map(({ group, key }) => ({
              productId,
              attributeId: attributeIds.get(`${group}:${key}`)!,
            })),
          )
          const inCategories = [
            categoryId,
            ...(family.alsoIn ?? []).map((c) => categoryIds.get(c)!),
          ]
          await tx
            .insert(t.productCategories)
            .values(inCategories.map((c) => ({ productId, categoryId: c })))
          for (const c of inCategories)
            productsByCategory.set(c, [
              ...(productsByCategory.get(c) ?? []),
              productId,
            ])
        }
      }
    }
    // Discontinued products name their replacement (inserted by now).
    for (const [sku, def] of Object.entries(PRODUCT_STOCK)) {
      if (!def.discontinuedFor) continue
      const [replacement] = await tx
        .select({ id: t.products.id })
        .from(t.products)
        .where(eq(t.products.sku, def.discontinuedFor))
      await tx
        .update(t.products)
        .set({ discontinuedAt: new Date(), replacedById: replacement!.id })
        .where(eq(t.products.sku, sku))
    }
    for (const [categoryId, groups] of allowedGroups) {
      await tx
        .insert(t.categoryAttributeGroups)
        // In the order the category's families name them: its filters and configurator steps.
        .values(
          [...groups].map((groupId, i) => ({
            categoryId,
            groupId,
            sorting: i * 10,
          })),
        )
    }
    // Related products: neighbours in the same category.
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

// The demo customers (one practice each) with their order history, and the demo group practice.
import { desc, eq } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import { randomToken } from '../auth/tokens'
import type { Transaction } from '../db/client'
import * as t from '../db/schema'
import { computeTotals } from '../modules/carts'
import { freezeLines } from '../modules/orders'
import type { Snapshot } from '../modules/orders'
import {
  DEMO_CUSTOMERS,
  DEMO_PRACTICE,
  DEMO_RECALL_REASON,
} from './demo-accounts'
import type { seedShipping } from './seed-catalogue'

/** Demo customers with an address, past orders and inventory lots. */
export async function seedDemoCustomers(
  tx: Transaction,
  { carrierRows, providerRows }: Awaited<ReturnType<typeof seedShipping>>,
) {
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
}

/**
 * A recall of a lot Northside Family Clinic received, not yet acknowledged: its members see the
 * banner and the flagged lot at once.
 */
export async function seedDemoRecall(tx: Transaction) {
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
}

/** The demo practice with its three members and one shared address. */
export async function seedDemoPractice(tx: Transaction) {
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
}

// Test support: one embedded backend on in-memory PGlite (or the given Postgres server) with the
// demo data, listening on a free port, and a commerce client for it.
import { createCommerceClient } from '@shop/commerce-client'
import { createJsonLogger } from '@shop/node-server/log'
import { eq } from 'drizzle-orm'
import { createCommerceBackend } from './app'
import type { CommerceBackendConfig } from './config'
import { written } from './db/client'
import type { Database } from './db/client'
import * as t from './db/schema'
import { seededDatabase } from './test-database'

/** The service secret test backends share with their trusted callers. */
export const TEST_SERVICE_SECRET = 'test-service-secret'

// Warnings and errors are printed, as a failing test needs them; a line per request is not.
const testLogger = { ...createJsonLogger(), info() {} }

export async function startTestBackend(
  overrides: Partial<CommerceBackendConfig> = {},
) {
  const config: CommerceBackendConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    tokenSecret: 'test-token-secret',
    serviceSecret: TEST_SERVICE_SECRET,
    production: false,
    seed: true,
    logger: testLogger,
    ...overrides,
  }
  // A seeded in-memory database starts from the one dumped for all tests.
  if (config.seed && !config.databaseUrl && config.dataDir === 'memory://')
    config.initialData ??= await seededDatabase()
  const backend = await createCommerceBackend(config)
  const url = await backend.listen()
  return {
    backend,
    url,
    commerce: createCommerceClient({ endpoint: `${url}/graphql/commerce` }),
  }
}

/**
 * A weekly standing order (Mondays) of one line, product 1, for the member with `email`, written
 * straight into the database with its next run on `nextRunOn`: sent to `addressId` (else the
 * company's first address) by standard delivery, paid by invoice. Its price is agreed high, so a
 * run never finds it risen.
 */
export async function insertStandingOrder(
  db: Database,
  options: {
    email: string
    name: string
    nextRunOn: string
    addressId?: number
  },
) {
  const [member] = await db
    .select()
    .from(t.customers)
    .where(eq(t.customers.email, options.email))
  if (!member) throw new Error(`no member ${options.email}`)
  const [address] = await db
    .select()
    .from(t.addresses)
    .where(eq(t.addresses.companyId, member.companyId))
  const [carrier] = await db
    .select()
    .from(t.carriers)
    .where(eq(t.carriers.identifier, 'standard'))
  const [invoice] = await db
    .select()
    .from(t.paymentProviders)
    .where(eq(t.paymentProviders.identifier, 'invoice'))
  const addressId = options.addressId ?? written(address).id
  const [standing] = await db
    .insert(t.standingOrders)
    .values({
      companyId: member.companyId,
      ownerId: member.id,
      name: options.name,
      cadence: 'weekly',
      interval: 1,
      weekday: 1,
      nextRunOn: options.nextRunOn,
      shippingAddressId: addressId,
      invoiceAddressId: addressId,
      carrierId: written(carrier).id,
      paymentProviderId: written(invoice).id,
      onProblem: 'place-available',
      priceTolerancePercent: 10,
    })
    .returning()
  await db.insert(t.standingOrderItems).values({
    standingOrderId: written(standing).id,
    productId: 1,
    quantity: 1,
    agreedPriceNet: 10_000_00,
  })
  return { standing: written(standing), member }
}

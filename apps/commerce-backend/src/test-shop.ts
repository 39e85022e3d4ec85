import {
  AddToCartDocument,
  AuthorizeDocument,
  BulkAddToCartDocument,
  CartDocument,
  CreateAddressDocument,
  PlaceOrderDocument,
  ProductDocument,
  SetCarrierDocument,
  SetCheckoutAddressesDocument,
  SetPaymentMethodDocument,
  SetPaymentProviderDocument,
} from '@shop/commerce-client'
import type {
  CartResultFieldsFragment,
  createCommerceClient,
} from '@shop/commerce-client'
import { asc, eq } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import type { CommerceBackendConfig } from './config'
import { hashPassword } from './auth/passwords'
import * as t from './db/schema'
import { DEMO_CUSTOMERS } from './seed/seed'
import { startTestBackend } from './test-backend'

// Test support for the commerce tests: one backend per test file, and the steps of shopping with
// it that more than one file takes. `backend`, `commerce` and `url` are set by `useTestShop`
// before the file's tests run (imports of a `let` see its current value).

export let backend: Awaited<ReturnType<typeof startTestBackend>>['backend']
export let commerce: ReturnType<typeof createCommerceClient>
export let url = ''

/**
 * One backend on in-memory PGlite for the whole file: its cold start is the slow part. `config`
 * changes its configuration (card payments are on unless it says otherwise); a function is read
 * when the backend starts (a Postgres server's URL, known only once an earlier hook started it).
 */
export function useTestShop(
  config:
    | Partial<CommerceBackendConfig>
    | (() => Partial<CommerceBackendConfig>) = {},
  /** Runs once the backend is closed: stops what it ran on. */
  afterClose?: () => Promise<void>,
) {
  beforeAll(async () => {
    ;({ backend, commerce, url } = await startTestBackend({
      cardPayments: true,
      ...(typeof config === 'function' ? config() : config),
    }))
  }, 120_000)
  afterAll(async () => {
    await backend?.close()
    await afterClose?.()
  })
}

/** Runs a `select count(*)::int as n ...` straight on the database. */
export async function count(query: SQL) {
  const result = await backend.database.db.execute(query)
  return Number((result as { rows: { n: number }[] }).rows[0]!.n)
}

export async function signIn(index: 0 | 1) {
  const demo = DEMO_CUSTOMERS[index]
  const result = await commerce.request(AuthorizeDocument, {
    username: demo.email,
    password: demo.password,
  })
  if (result.authorize.__typename !== 'AuthorizeSuccess')
    throw new Error('sign-in failed')
  return result.authorize.token
}

export function cartOf(result: CartResultFieldsFragment) {
  if (result.__typename !== 'CartSuccess')
    throw new Error(
      `expected a cart, got ${result.__typename}: ${result.message}`,
    )
  return result.cart
}

export async function productId(sku: string) {
  const { product } = await commerce.request(ProductDocument, { sku })
  if (!product) throw new Error(`no product ${sku}`)
  return product
}

export const ADDRESS = {
  salutation: 'ms',
  firstname: 'Ana',
  lastname: 'Lee',
  company: 'Riverside Clinic',
  street: 'Main Street',
  number: '1',
  postcode: '10001',
  city: 'New York',
  country: 'US',
  stateCode: 'NY',
  phoneNumber: '+1 212 555 0100',
} as const

export async function addAddress(token: string, city: string) {
  const { createAddress } = await commerce.request(
    CreateAddressDocument,
    { input: { ...ADDRESS, city } },
    { token },
  )
  if (createAddress.__typename !== 'AddressSuccess')
    throw new Error(`address refused: ${createAddress.message}`)
  return createAddress.address
}

// The test buyers' one password, hashed once: a scrypt hash costs tens of milliseconds of CPU,
// and every sign-in still checks the password against it.
let buyerPasswordHash: Promise<string> | undefined

/**
 * A customer of the test's own with one address, so its carts and orders are its alone; its
 * address is confirmed unless `verified` is false.
 */
export async function newBuyer(name: string, { verified = true } = {}) {
  const email = `${name}-${Date.now()}@buyers.example`
  const [company] = await backend.database.db
    .insert(t.companies)
    .values({ name: `${name} clinic`, npiNumber: '1234567893' })
    .returning()
  await backend.database.db.insert(t.customers).values({
    companyId: company!.id,
    roles: ['administrator', 'approver', 'buyer'],
    email,
    passwordHash: await (buyerPasswordHash ??= hashPassword('buyer-pass-1')),
    firstname: 'Test',
    lastname: name,
    emailVerifiedAt: new Date(),
  })
  const { authorize } = await commerce.request(AuthorizeDocument, {
    username: email,
    password: 'buyer-pass-1',
  })
  if (authorize.__typename !== 'AuthorizeSuccess')
    throw new Error('sign-in failed')
  const token = authorize.token
  const address = await addAddress(token, 'New York')
  const customerId = Number(authorize.user.customer.id)
  // Unconfirmed after its address was added (an unconfirmed account may add none).
  if (!verified) {
    await backend.database.db
      .update(t.customers)
      .set({ emailVerifiedAt: null })
      .where(eq(t.customers.id, customerId))
    backend.services.sessions.customerChanged(customerId)
  }
  const { cart } = await commerce.request(CartDocument, {}, { token })
  return {
    email,
    token,
    companyId: company!.id,
    customerId,
    address,
    cart,
  }
}

/** A product of the test's own, so changing it touches no other test. */
export async function newProduct(sku: string, price: number) {
  const [row] = await backend.database.db
    .insert(t.products)
    .values({
      sku,
      identifier: sku.toLowerCase(),
      name: `Test product ${sku}`,
      price,
      imageKey: 'glove-0a6477',
    })
    .returning()
  return row!
}

/** Chooses the addresses, standard delivery and a provider (and a card for `stripe`). */
export async function prepare(
  token: string,
  cartToken: string,
  shippingAddressId: string,
  invoiceAddressId: string,
  provider: 'invoice' | 'stripe' = 'invoice',
) {
  const steps = [
    [SetCheckoutAddressesDocument, { shippingAddressId, invoiceAddressId }],
    [SetCarrierDocument, { carrierIdentifier: 'standard' }],
    [SetPaymentProviderDocument, { paymentProviderIdentifier: provider }],
    ...(provider === 'stripe'
      ? [[SetPaymentMethodDocument, { paymentMethodId: 'pm_test_card' }]]
      : []),
  ] as const
  for (const [document, variables] of steps) {
    const answer = await commerce.request(
      document as typeof SetCarrierDocument,
      { token: cartToken, ...variables } as never,
      { token },
    )
    cartOf(Object.values(answer)[0] as CartResultFieldsFragment)
  }
}

/** Prepares the cart with one address for both and places it. */
export async function checkout(
  token: string,
  cartToken: string,
  addressId: string,
  provider: 'invoice' | 'stripe' = 'invoice',
) {
  await prepare(token, cartToken, addressId, addressId, provider)
  return (
    await commerce.request(PlaceOrderDocument, { token: cartToken }, { token })
  ).placeOrder
}

export const add = async (
  token: string,
  cartToken: string,
  productId: number,
  quantity: number,
) =>
  (
    await commerce.request(
      AddToCartDocument,
      { token: cartToken, productId: String(productId), quantity },
      { token },
    )
  ).addToCart

export const bulkAdd = async (
  token: string,
  cartToken: string,
  items: { productId: number; quantity: number }[],
) =>
  (
    await commerce.request(
      BulkAddToCartDocument,
      {
        token: cartToken,
        items: items.map((i) => ({ ...i, productId: String(i.productId) })),
      },
      { token },
    )
  ).bulkAddToCart

export const lines = async (token: string) =>
  (await commerce.request(CartDocument, {}, { token })).cart.items.map((i) => [
    i.product.sku,
    i.quantity,
  ])

/** The messages recorded for `recipient`, oldest first. */
export async function mailTo(recipient: string) {
  return backend.database.db
    .select()
    .from(t.outboxMessages)
    .where(eq(t.outboxMessages.recipient, recipient))
    .orderBy(asc(t.outboxMessages.id))
}

/** The token of the last link to `path` (e.g. `/en/auth/verify-email`) e-mailed to `recipient`. */
export async function linkTokenTo(recipient: string, path: string) {
  const messages = await mailTo(recipient)
  const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`)
  for (const message of messages.reverse()) {
    const token = pattern.exec(message.text)?.[1]
    if (token) return token
  }
  throw new Error(`no link to ${path} was e-mailed to ${recipient}`)
}

/**
 * The distributor ships all of a placed order in one parcel, each line as lot `{lotPrefix}-{n}`
 * (issue 35: the inventory's lots come from the shipments).
 */
export async function shipAll(orderNumber: string, lotPrefix: string) {
  const order = await backend.services.fulfilment.show(orderNumber)
  return backend.services.fulfilment.ship(
    orderNumber,
    {
      carrier: 'UPS',
      trackingNumber: `${lotPrefix}-PARCEL`,
      lines: order.lines.map((line, n) => ({
        orderItemId: line.orderItemId,
        quantity: line.quantity,
        lotNumber: `${lotPrefix}-${n}`,
        lotExpiry: '2029-06-30',
      })),
    },
    async () => {},
  )
}

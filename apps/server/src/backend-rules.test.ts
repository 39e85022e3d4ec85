import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { base, call, listenApi, signIn } from '../test/api'
import { shipOrder, startBackend } from '../test/backend'
import type { CookieJar } from '../test/backend'

// Business rules are the backend's (issue 32, item 4): whether cards are offered, and what an
// invoice says (number, dates, terms, seller). This API server has no Stripe keys and no seller
// configuration; its backend offers cards and names its own seller.
const SERVICE_SECRET = 'rules-test-service-secret'
const SELLER_NAME = 'Lakeshore Medical Distribution LLC'
let backend: Awaited<ReturnType<typeof startBackend>>
let close = () => undefined as void

beforeAll(async () => {
  backend = await startBackend(SERVICE_SECRET, {
    cardPayments: true,
    env: { SELLER_NAME, SELLER_TAX_ID: '12-3456789' },
  })
  close = await listenApi({
    COMMERCE_BACKEND_URL: backend.url,
    COMMERCE_SERVICE_SECRET: SERVICE_SECRET,
  })
}, 90_000)
afterAll(async () => {
  close()
  await backend?.stop()
})

/** The signed-in buyer's cart with one line, sent to their first address by standard delivery. */
async function preparedCart(jar: CookieJar) {
  const { json: current } = await call(jar, 'GET', '/shop/cart/current')
  const token = current.cart.token as string
  await call(jar, 'POST', '/shop/cart/bulk-add', {
    token,
    items: [{ sku: 'GLV-NIT-P-NITRILE-L-BLUE-P200', quantity: 2 }],
  })
  const { json: addresses } = await call(jar, 'GET', '/account/addresses')
  const addressId = Number(addresses.addresses[0].id)
  await call(jar, 'POST', '/shop/checkout/addresses', {
    token,
    shippingAddressId: addressId,
    invoiceAddressId: addressId,
  })
  await call(jar, 'POST', '/shop/checkout/shipping', {
    token,
    carrierIdentifier: 'standard',
  })
  return token
}

describe('rules the backend decides', () => {
  it('offers card payment when the backend does, whatever keys the API has', async () => {
    const jar = await signIn()
    const token = await preparedCart(jar)
    const { json } = await call(
      jar,
      'GET',
      `/shop/checkout/payment-providers?token=${token}`,
    )
    expect(
      json.paymentProviders.map((p: { identifier: string }) => p.identifier),
    ).toEqual(['invoice', 'stripe'])
    const chosen = await call(jar, 'POST', '/shop/checkout/payment-provider', {
      token,
      paymentProviderIdentifier: 'stripe',
    })
    expect(chosen.status).toBe(200)
    expect(chosen.json.cart.paymentProvider.identifier).toBe('stripe')
    // The checkout names the backend's terms for paying by invoice.
    expect(chosen.json.cart.paymentTerms).toBe(
      'Net 30: due 30 days after the invoice date',
    )
  })

  it('prints the invoice the backend issues, with the seller it is configured with', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const token = await preparedCart(jar)
    await call(jar, 'POST', '/shop/checkout/payment-provider', {
      token,
      paymentProviderIdentifier: 'invoice',
    })
    const placed = await call(jar, 'POST', '/shop/checkout/order', { token })
    expect(placed.status).toBe(200)
    // Issued when it ships (INVOICE_ON=shipped, the default).
    await shipOrder(backend.url, SERVICE_SECRET, placed.json.cart)
    const response = await fetch(
      `${base}/api/account/orders/${token}/invoice.pdf`,
      { headers: { cookie: jar.header() } },
    )
    expect(response.status).toBe(200)
    const pdf = await getDocumentProxy(
      new Uint8Array(await response.arrayBuffer()),
    )
    const text = (await extractText(pdf, { mergePages: true })).text.replace(
      /\s+/g,
      ' ',
    )
    expect(text).toContain(SELLER_NAME)
    expect(text).toContain('Tax ID: 12-3456789')
    expect(text).toMatch(/INV-\d{6}/)
    expect(text).toContain('Net 30: due 30 days after the invoice date')
  })
})

import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, startBackend } from '../test/backend'
import { createApp } from './app'
import { decryptRefreshToken } from './auth/refresh-token-cipher'
import { readConfig } from './env.server'
import { silentLogger } from './http/logger'

const SERVICE_SECRET = 'api-test-service-secret'
const ENCRYPTION_SECRET = 'a'.repeat(40)
let backend: Awaited<ReturnType<typeof startBackend>>
let base = ''
let close = () => undefined as void

beforeAll(async () => {
  backend = await startBackend(SERVICE_SECRET)
  const config = readConfig({
    COMMERCE_BACKEND_URL: backend.url,
    COMMERCE_SERVICE_SECRET: SERVICE_SECRET,
    ENCRYPTION_SECRET,
  })
  const server = createApp(config, { logger: silentLogger }).listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => void server.close()
}, 90_000)
afterAll(async () => {
  close()
  await backend?.stop()
})

/** Calls the API like the shop's browser code does: same origin, JSON, cookies. */
async function call(
  jar: CookieJar | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      cookie: jar?.header() ?? '',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  jar?.store(res)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads arbitrary JSON
  return { status: res.status, res, json: (await res.json()) as any }
}

async function signIn(email = 'buyer@northside-clinic.example') {
  const jar = new CookieJar()
  const { status } = await call(jar, 'POST', '/auth/login?locale=en_US', {
    username: email,
    password: 'demo1234',
  })
  expect(status).toBe(200)
  return jar
}

describe('auth and session', () => {
  it('signs in with httpOnly, SameSite Lax cookies of 7 days and knows the user', async () => {
    const jar = new CookieJar()
    expect((await call(jar, 'GET', '/_auth/session')).json).toEqual({})
    const login = await call(jar, 'POST', '/auth/login', {
      username: 'BUYER@northside-clinic.example',
      password: 'demo1234',
    })
    expect(login.status).toBe(200)
    const cookies = login.res.headers.getSetCookie()
    expect(cookies.find((c) => c.startsWith('shop_session='))).toMatch(
      /Max-Age=604800;.*HttpOnly;.*SameSite=Lax/,
    )
    expect(login.json.user.customer.company.name).toBe(
      'Northside Family Clinic',
    )
    expect(
      (await call(jar, 'GET', '/_auth/session')).json.user.customer.firstname,
    ).toBe('Maya')
    expect((await call(jar, 'GET', '/auth/is-authenticated')).json).toEqual({
      authenticated: true,
    })
    expect(
      (await call(jar, 'GET', '/user/me')).json.user.customer.npiNumber,
    ).toBe('1234567893')
    await call(jar, 'POST', '/auth/logout', {})
    expect((await call(jar, 'GET', '/_auth/session')).json).toEqual({})
  })

  it('answers an unknown user and a wrong password the same, and throttles guessing', async () => {
    const unknown = await call(null, 'POST', '/auth/login', {
      username: 'nobody@example.com',
      password: 'x',
    })
    const wrong = await call(null, 'POST', '/auth/login', {
      username: 'orders@lakeview-practice.example',
      password: 'nope',
    })
    expect(unknown.status).toBe(401)
    expect(wrong).toMatchObject({ status: 401, json: unknown.json })
    let last = 0
    for (let i = 0; i < 11; i++)
      last = (
        await call(null, 'POST', '/auth/login', {
          username: 'guess@example.com',
          password: `nope${i}`,
        })
      ).status
    expect(last).toBe(429)
  })

  it('refuses a login without credentials with violations', async () => {
    const { status, json } = await call(null, 'POST', '/auth/login', {
      username: '',
    })
    expect(status).toBe(400)
    expect(
      json.violations.map((v: { propertyPath: string }) => v.propertyPath),
    ).toEqual(['username', 'password'])
  })

  it('encrypts the session’s refresh token for the admin-centre link', async () => {
    const jar = await signIn()
    const { json } = await call(jar, 'POST', '/auth/encrypt-refresh-token', {})
    const refreshCookie = jar.header().match(/shop_refresh=([^;]+)/)?.[1]
    expect(
      decryptRefreshToken(json.encryptedRefreshToken, ENCRYPTION_SECRET),
    ).toBe(decodeURIComponent(refreshCookie!))
  })
})

describe('catalogue', () => {
  it('serves categories, a category’s products narrowed by attributes, and products', async () => {
    const { json: tree } = await call(
      null,
      'GET',
      '/shop/categories?locale=en_US',
    )
    expect(tree.categories.length).toBeGreaterThanOrEqual(5)
    const { res, json } = await call(
      null,
      'GET',
      '/shop/categories/examination-gloves',
    )
    expect(res.headers.get('cache-control')).toMatch(/^public/)
    const latex = json.category.allowedAttributeGroups[0].attributes.find(
      (a: { name: string }) => a.name === 'Latex',
    )
    const listing = await call(
      null,
      'GET',
      `/shop/categories/examination-gloves/products?attributeIds=${latex.id}&pageSize=5`,
    )
    expect(listing.json.products).toHaveLength(5)
    expect(listing.json.total).toBe(20)
    const product = await call(
      null,
      'GET',
      '/shop/products/GLV-LTX-E-LATEX-S-WHITE-P100',
    )
    expect(product.json.product.storeValues[0].price).toBe(799)
    expect((await call(null, 'GET', '/shop/products/NOPE-1')).status).toBe(404)
  })

  it('refuses malformed filters with violations', async () => {
    const { status, json } = await call(
      null,
      'GET',
      '/shop/categories/gloves/products?attributeIds=1,x&page=0',
    )
    expect(status).toBe(400)
    expect(
      json.violations
        .map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['attributeIds', 'page'])
  })

  it('describes every call in an OpenAPI 3.1 document', async () => {
    const { json } = await call(null, 'GET', '/openapi.json')
    expect(json.openapi).toBe('3.1.0')
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining([
        '/api/shop/cart/add',
        '/api/shop/checkout/order',
        '/api/account/addresses',
      ]),
    )
    expect(
      json.paths['/api/shop/cart/add'].post.requestBody.content[
        'application/json'
      ].schema.properties.quantity,
    ).toBeDefined()
  })
})

describe('cart and checkout', () => {
  it('needs a session', async () => {
    expect((await call(null, 'GET', '/shop/cart/current')).status).toBe(401)
    expect(
      (await call(null, 'POST', '/shop/cart/add', { productId: 1 })).status,
    ).toBe(401)
  })

  it('refuses bad quantities and ids with a 400 and changes nothing', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const before = (await call(jar, 'GET', '/shop/cart/current')).json.cart
    for (const quantity of [0, -1, 1.5, 'many', 1e9]) {
      const { status, json } = await call(jar, 'POST', '/shop/cart/add', {
        token: before.token,
        productId: 1,
        quantity,
      })
      expect(status).toBe(400)
      expect(json.violations[0].propertyPath).toBe('quantity')
    }
    expect(
      (
        await call(jar, 'POST', '/shop/cart/add', {
          token: before.token,
          productId: 'abc',
        })
      ).status,
    ).toBe(400)
    expect(
      (await call(jar, 'GET', '/shop/cart/current')).json.cart.items,
    ).toEqual(before.items)
  })

  it('runs the whole checkout with invoice payment', async () => {
    const jar = await signIn()
    const { json: current } = await call(jar, 'GET', '/shop/cart/current')
    const token = current.cart.token
    const { json: product } = await call(
      null,
      'GET',
      '/shop/products/SYR-LL-E-V5-P50',
    )
    let { json } = await call(jar, 'POST', '/shop/cart/add', {
      token,
      productId: Number(product.product.id),
    })
    expect(
      json.cart.items.find(
        (i: { product: { id: string } }) => i.product.id === product.product.id,
      ).quantity,
    ).toBe(1)
    const bulk = await call(jar, 'POST', '/shop/cart/bulk-add', {
      token,
      items: [
        { sku: 'ndl-e-g23-l25-p100', quantity: 2 },
        { sku: 'NOPE', quantity: 1 },
      ],
    })
    expect(bulk.status).toBe(400)
    expect(bulk.json.violations).toEqual([
      {
        propertyPath: 'items.1.sku',
        message: 'There is no product with SKU NOPE.',
      },
    ])
    ;({ json } = await call(jar, 'POST', '/shop/cart/bulk-add', {
      token,
      items: [{ sku: 'ndl-e-g23-l25-p100', quantity: 2 }],
    }))
    expect(json.cart.items.length).toBeGreaterThanOrEqual(2)
    const { json: addresses } = await call(jar, 'GET', '/account/addresses')
    const addressId = Number(addresses.addresses[0].id)
    await call(jar, 'POST', '/shop/checkout/addresses', {
      token,
      shippingAddressId: addressId,
      invoiceAddressId: addressId,
    })
    const { json: carriers } = await call(
      jar,
      'GET',
      `/shop/checkout/carriers?locale=en_US&token=${token}`,
    )
    expect(
      carriers.carriers.map((c: { identifier: string }) => c.identifier),
    ).toEqual(['express', 'freight', 'standard'])
    await call(jar, 'POST', '/shop/checkout/shipping', {
      token,
      carrierIdentifier: 'standard',
    })
    const { json: providers } = await call(
      jar,
      'GET',
      `/shop/checkout/payment-providers?token=${token}`,
    )
    expect(
      providers.paymentProviders.map(
        (p: { identifier: string }) => p.identifier,
      ),
    ).toEqual(['invoice'])
    expect(
      (
        await call(jar, 'POST', '/shop/checkout/payment-provider', {
          token,
          paymentProviderIdentifier: 'stripe',
        })
      ).status,
    ).toBe(400)
    ;({ json } = await call(jar, 'POST', '/shop/checkout/payment-provider', {
      token,
      paymentProviderIdentifier: 'invoice',
    }))
    expect(json.cart.paymentProvider.identifier).toBe('invoice')
    const placed = await call(jar, 'POST', '/shop/checkout/order', { token })
    expect(placed.json.cart.number).toMatch(/^SO-/)
    const again = await call(jar, 'POST', '/shop/checkout/order', { token })
    expect(again.json.cart.number).toBe(placed.json.cart.number)
    const { json: order } = await call(
      jar,
      'GET',
      `/account/order?token=${token}&locale=en_US`,
    )
    expect(order.order.totalNet).toBe(placed.json.cart.totalNet)
    // Another customer gets "not found" for this order.
    const other = await signIn('orders@lakeview-practice.example')
    expect(
      (await call(other, 'GET', `/account/order?token=${token}`)).status,
    ).toBe(404)
  })

  it('adds, edits and deletes an address, refusing invalid fields', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const address = {
      salutation: 'ms',
      firstname: 'Ana',
      lastname: 'Lee',
      company: 'Lakeview Pediatric Practice',
      street: 'Harbor Road',
      number: '9',
      postcode: '53202',
      city: 'Milwaukee',
      country: 'US',
      stateCode: 'WI',
      phoneNumber: '+1 414 555 0100',
    }
    const bad = await call(jar, 'POST', '/account/add-address', {
      address: { ...address, country: 'XX', city: '' },
    })
    expect(bad.status).toBe(400)
    expect(
      bad.json.violations
        .map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['address.city', 'address.country'])
    const { json: created } = await call(jar, 'POST', '/account/add-address', {
      address,
    })
    const id = Number(created.address.id)
    const { json: updated } = await call(
      jar,
      'POST',
      '/account/update-address',
      { address: { ...address, id, city: 'Madison' } },
    )
    expect(updated.address.city).toBe('Madison')
    const stranger = await signIn()
    expect(
      (
        await call(stranger, 'POST', '/account/delete-address', {
          addressId: id,
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(jar, 'POST', '/account/delete-address', { addressId: id }))
        .status,
    ).toBe(200)
    const { json: list } = await call(jar, 'GET', '/account/addresses')
    expect(
      list.addresses.some((a: { id: string }) => Number(a.id) === id),
    ).toBe(false)
  })

  it('lists past orders and inventory lots', async () => {
    const jar = await signIn()
    const { json: orders } = await call(jar, 'GET', '/account/orders')
    expect(orders.total).toBeGreaterThanOrEqual(3)
    const { json: inventory } = await call(jar, 'GET', '/account/inventory')
    expect(inventory.lots[0].lotNumber).toMatch(/^L\d{6}-/)
  })
})

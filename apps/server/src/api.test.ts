import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, startBackend } from '../test/backend'
import { createApp } from './app'
import { decryptRefreshToken } from './auth/refresh-token-cipher'
import { readConfig } from './env.server'
import { createJsonLogger, silentLogger } from './http/logger'

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
    ADMIN_CENTRE_URL: 'https://admin-centre.example.com',
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
    const signedIn = jar.header()
    await call(jar, 'POST', '/auth/logout', {})
    expect((await call(jar, 'GET', '/_auth/session')).json).toEqual({})
    // A copy of the cookies from before the sign-out is worthless.
    const replayed = await fetch(`${base}/api/user/me`, {
      headers: { cookie: signedIn },
    })
    expect(replayed.status).toBe(401)
    // A new sign-in is a new session.
    const again = await signIn()
    expect(again.header()).not.toBe(signedIn)
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
    expect(json.adminCentre).toEqual({
      url: 'https://admin-centre.example.com',
      pathSegment: expect.any(String),
    })
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

  it('orders a category by price on the server, across pages, and refuses an unknown order', async () => {
    const path = '/shop/categories/examination-gloves/products'
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        call(null, 'GET', `${path}?sort=price-desc&pageSize=40&page=${page}`),
      ),
    )
    const products = pages.flatMap(({ json }) => json.products) as {
      id: string
      storeValues: { price: number }[]
    }[]
    const prices = products.map((p) => p.storeValues[0]!.price)
    expect(new Set(products.map((p) => p.id)).size).toBe(100)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    const cheapest = await call(
      null,
      'GET',
      `${path}?sort=price-asc&pageSize=1`,
    )
    expect(cheapest.json.products[0].storeValues[0].price).toBe(
      Math.min(...prices),
    )
    const refused = await call(null, 'GET', `${path}?sort=relevance`)
    expect(refused.status).toBe(400)
    expect(refused.json.violations[0].propertyPath).toBe('sort')
  })

  it('pages through search results, best match first or by price', async () => {
    const first = await call(null, 'GET', '/shop/search?q=gloves&pageSize=48')
    expect(first.json.total).toBeGreaterThan(48)
    const pages = Math.ceil(first.json.total / 48)
    const rest = await Promise.all(
      Array.from({ length: pages - 1 }, (_, i) =>
        call(null, 'GET', `/shop/search?q=gloves&pageSize=48&page=${i + 2}`),
      ),
    )
    const ids = [first, ...rest].flatMap(({ json }) =>
      json.products.map((p: { id: string }) => p.id),
    )
    // Every result once: the page parameter is honoured.
    expect(new Set(ids).size).toBe(first.json.total)
    const byPrice = await Promise.all(
      [1, 2].map((page) =>
        call(null, 'GET', `/shop/search?q=gloves&sort=price-asc&page=${page}`),
      ),
    )
    const prices = byPrice.flatMap(({ json }) =>
      json.products.map(
        (p: { storeValues: { price: number }[] }) => p.storeValues[0]!.price,
      ),
    )
    expect(prices).toHaveLength(48)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(
      (await call(null, 'GET', '/shop/search?q=gloves&sort=cheap')).status,
    ).toBe(400)
  })

  it('finds a product by its SKU in any case', async () => {
    const { status, json } = await call(
      null,
      'GET',
      '/shop/products/glv-ltx-e-latex-s-white-p100',
    )
    expect(status).toBe(200)
    expect(json.product.sku).toBe('GLV-LTX-E-LATEX-S-WHITE-P100')
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

  it('documents the answer of every call with its schema', async () => {
    const { json } = await call(null, 'GET', '/openapi.json')
    const operations = Object.entries(
      json.paths as Record<string, Record<string, OpenApiOperation>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${path}`,
        schema: operation.responses[200]?.content['application/json']?.schema,
      })),
    )
    expect(operations).toHaveLength(46)
    for (const { call: name, schema } of operations)
      expect({ name, type: schema?.type }).toEqual({ name, type: 'object' })
    const cart =
      json.paths['/api/shop/cart/current'].get.responses[200].content[
        'application/json'
      ].schema
    expect(cart.properties.cart.required).toEqual(
      expect.arrayContaining(['token', 'items', 'totalNet']),
    )
  })
})

interface OpenApiOperation {
  responses: Record<
    string,
    { content: Record<string, { schema?: { type?: string } }> } | undefined
  >
}

describe('bad input to every call', () => {
  // Values of the wrong type, out of range, too long, or with a character Postgres refuses.
  const BAD_VALUES = [
    null,
    '',
    'x',
    'a\u0000b',
    'a'.repeat(20_000),
    -1,
    0,
    1.5,
    1e20,
    true,
    [],
    [1, 2],
    { a: 1 },
  ]
  const BAD_PATH_VALUES = ['abc', '-1', '0', '99999999999999999999', '%00']

  it('is never answered with a 5xx by any call of the OpenAPI document, and every refusal says why', async () => {
    const { json: spec } = await call(null, 'GET', '/openapi.json')
    const jar = await signIn('orders@lakeview-practice.example')
    const failures: string[] = []
    let requests = 0
    for (const [template, operations] of Object.entries(
      spec.paths as Record<string, Record<string, any>>, // eslint-disable-line @typescript-eslint/no-explicit-any -- OpenAPI JSON
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        // Calls that end or rotate the session would sign the rest of the test out.
        if (method === 'delete' || /logout|refresh-token/.test(template))
          continue
        const path = template.replace(/^\/api/, '')
        const paths = path.includes('{')
          ? BAD_PATH_VALUES.map((value) => path.replace(/\{[^}]+\}/g, value))
          : [path]
        const fields = Object.keys(
          operation.requestBody?.content['application/json'].schema
            .properties ?? {},
        )
        const queryNames = (operation.parameters ?? [])
          .filter((parameter: { in: string }) => parameter.in === 'query')
          .map((parameter: { name: string }) => parameter.name)
        const inputs: { query: string; body?: unknown }[] =
          method === 'get'
            ? [
                { query: '' },
                ...queryNames.flatMap((name: string) =>
                  BAD_PATH_VALUES.map((value) => ({
                    query: `?${name}=${value}`,
                  })),
                ),
              ]
            : [
                { query: '', body: {} },
                { query: '', body: [] },
                ...BAD_VALUES.map((value) => ({
                  query: '',
                  body: Object.fromEntries(fields.map((f) => [f, value])),
                })),
                ...fields.flatMap((field) =>
                  BAD_VALUES.map((value) => ({
                    query: '',
                    body: { [field]: value },
                  })),
                ),
              ]
        for (const p of paths)
          for (const input of inputs) {
            requests++
            const { status, json } = await call(
              jar,
              method.toUpperCase(),
              p + input.query,
              input.body,
            )
            if (
              status >= 500 ||
              (status >= 400 && typeof json.message !== 'string')
            )
              failures.push(
                `${method} ${p}${input.query} ${JSON.stringify(input.body)?.slice(0, 60)} → ${status}`,
              )
          }
      }
    }
    expect(requests).toBeGreaterThan(1000)
    expect(failures).toEqual([])
    // And the session and the database still answer.
    expect((await call(jar, 'GET', '/shop/cart/current')).status).toBe(200)
  }, 60_000)
})

/** The calls of the OpenAPI document, as `{ method, path, operation }`. */
async function openApiCalls() {
  const { json: spec } = await call(null, 'GET', '/openapi.json')
  return Object.entries(
    spec.paths as Record<string, Record<string, any>>, // eslint-disable-line @typescript-eslint/no-explicit-any -- OpenAPI JSON
  ).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: template.replace(/^\/api/, '').replace(/\{[^}]+\}/g, 'abc'),
      operation,
    })),
  )
}

describe('protected calls', () => {
  it('answer an anonymous caller 401 before saying anything about the input', async () => {
    const calls = (await openApiCalls()).filter((c) => c.operation.security)
    expect(calls.length).toBeGreaterThan(20)
    const failures: string[] = []
    for (const { method, path, operation } of calls) {
      const fields = Object.keys(
        operation.requestBody?.content['application/json'].schema.properties ??
          {},
      )
      const queryNames = (operation.parameters ?? [])
        .filter((parameter: { in: string }) => parameter.in === 'query')
        .map((parameter: { name: string }) => parameter.name)
      const query = queryNames.length
        ? `?${queryNames.map((name: string) => `${name}=%00`).join('&')}`
        : ''
      const bodies =
        method === 'GET'
          ? [undefined]
          : [
              [],
              Object.fromEntries(fields.map((f) => [f, null])),
              { [fields[0] ?? 'x']: 'a\u0000b' },
            ]
      for (const body of bodies) {
        const { status } = await call(null, method, path + query, body)
        if (status !== 401)
          failures.push(
            `${method} ${path}${query} ${JSON.stringify(body)} → ${status}`,
          )
      }
    }
    expect(failures).toEqual([])
  })
})

describe('deeply nested JSON', () => {
  it('is refused with a 400 and violations by every call, and logs no error', async () => {
    const lines: { level: string }[] = []
    const config = readConfig({
      COMMERCE_BACKEND_URL: backend.url,
      COMMERCE_SERVICE_SECRET: SERVICE_SECRET,
      ENCRYPTION_SECRET,
    })
    const app = createApp(config, {
      logger: createJsonLogger((line) => lines.push(JSON.parse(line))),
    })
    const server = app.listen(0)
    await new Promise((resolve) => server.once('listening', resolve))
    const own = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
    try {
      // Signed in, so that protected calls read their input too.
      const jar = new CookieJar()
      jar.store(
        await fetch(`${own}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            username: 'buyer@northside-clinic.example',
            password: 'demo1234',
          }),
        }),
      )
      const failures: string[] = []
      const posts = (await openApiCalls()).filter((c) => c.method === 'POST')
      expect(posts.length).toBeGreaterThan(20)
      for (const { path } of posts)
        for (const body of [
          `${'['.repeat(5000)}${']'.repeat(5000)}`,
          `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
        ]) {
          const res = await fetch(`${own}${path}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie: jar.header(),
            },
            body,
          })
          const json = (await res.json()) as {
            message?: unknown
            violations?: unknown[]
          }
          if (
            res.status !== 400 ||
            typeof json.message !== 'string' ||
            !json.violations?.length
          )
            failures.push(`POST ${path} ${body.slice(0, 5)} → ${res.status}`)
        }
      expect(failures).toEqual([])
      expect(lines.filter((line) => line.level === 'error')).toEqual([])
    } finally {
      server.close()
    }
  }, 30_000)
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

  it('refuses a null character in any field and an empty default-address choice with a 400', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const before = (await call(jar, 'GET', '/account/addresses')).json
    const login = await call(null, 'POST', '/auth/login', {
      username: 'buyer@northside-clinic.example\u0000',
      password: 'demo1234',
    })
    expect(login.status).toBe(400)
    expect(login.json.violations).toEqual([
      {
        propertyPath: 'username',
        message: 'Must not contain a null character.',
      },
    ])
    const lookup = await call(jar, 'GET', '/shop/products-by-sku?skus=%00')
    expect(lookup.status).toBe(400)
    expect(lookup.json.violations[0].propertyPath).toBe('skus')
    const address = before.addresses[0]
    const renamed = await call(jar, 'POST', '/account/update-address', {
      ...address,
      city: 'Milwaukee\u0000',
    })
    expect(renamed.status).toBe(400)
    expect(renamed.json.violations[0].propertyPath).toBe('city')
    const none = await call(jar, 'POST', '/account/set-default-addresses', {})
    expect(none.status).toBe(400)
    expect(none.json.violations[0].message).toBe(
      'Choose a default shipping or invoice address.',
    )
    expect((await call(jar, 'GET', '/account/addresses')).json).toEqual(before)
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

  it('refuses a bad postcode, state or salutation per country with readable violations, and saves nothing', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const address = {
      salutation: '',
      firstname: 'Ana',
      lastname: 'Lee',
      company: '',
      street: 'Fifth Avenue',
      number: '350',
      postcode: '10001',
      city: 'New York',
      country: 'US',
      stateCode: 'NY',
      phoneNumber: '',
    }
    const before = (await call(jar, 'GET', '/account/addresses')).json.addresses
      .length
    const refusals = [
      [
        { postcode: 'ABCDE' },
        [['address.postcode', 'Enter a 5-digit ZIP code, like 10001.']],
      ],
      [{ stateCode: 'ZZ' }, [['address.stateCode', 'Choose a state.']]],
      [
        { country: 'CA' },
        [
          ['address.postcode', 'Enter a postal code like K1A 0B1.'],
          ['address.stateCode', 'Choose a province or territory.'],
        ],
      ],
      [
        { phoneNumber: 'ask for Ana' },
        [['address.phoneNumber', 'Enter a phone number like +1 312 555 0142.']],
      ],
      [
        { salutation: 'sir' },
        [['address.salutation', 'Choose a salutation from the list, or none.']],
      ],
    ] as const
    for (const [change, violations] of refusals) {
      const bad = await call(jar, 'POST', '/account/add-address', {
        address: { ...address, ...change },
      })
      expect(bad.status, JSON.stringify(change)).toBe(400)
      expect(
        bad.json.violations.map(
          (v: { propertyPath: string; message: string }) => [
            v.propertyPath,
            v.message,
          ],
        ),
      ).toEqual(violations)
    }
    expect(
      (await call(jar, 'GET', '/account/addresses')).json.addresses.length,
    ).toBe(before)
    // ZIP+4 and no salutation are fine; the ZIP is stored with its hyphen.
    const good = await call(jar, 'POST', '/account/add-address', {
      address: { ...address, postcode: '100011234' },
    })
    expect(good.status).toBe(200)
    expect(good.json.address).toMatchObject({
      salutation: '',
      postcode: '10001-1234',
    })
    const id = Number(good.json.address.id)
    const update = await call(jar, 'POST', '/account/update-address', {
      address: { ...address, id, stateCode: 'ZZ' },
    })
    expect(update.status).toBe(400)
    await call(jar, 'POST', '/account/delete-address', { addressId: id })
  })

  it('refuses a bulk add over the order ceiling with a 400 and writes nothing', async () => {
    // The reproduction: the 38 priciest SKUs at 10,000 each totalled more than 2^31-1 cents
    // (GraphQL's Int); the bulk add answered 500 but wrote its lines, and every cart, checkout
    // and order-history call failed from then on.
    const prices = new Map<string, number>()
    const { json: tree } = await call(null, 'GET', '/shop/categories')
    for (const category of tree.categories as { id: string }[]) {
      for (let page = 1; ; page++) {
        const { json } = await call(
          null,
          'GET',
          `/shop/categories/${category.id}/products?pageSize=100&page=${page}`,
        )
        for (const p of json.products as {
          sku: string
          storeValues: { price: number }[]
        }[])
          prices.set(p.sku, p.storeValues[0]!.price)
        if (page * 100 >= json.total) break
      }
    }
    const priciest = [...prices].sort((a, b) => b[1] - a[1]).slice(0, 38)
    expect(
      priciest.reduce((sum, [, price]) => sum + price * 10_000, 0),
    ).toBeGreaterThan(2 ** 31 - 1)

    const jar = await signIn('orders@lakeview-practice.example')
    const { json: current } = await call(jar, 'GET', '/shop/cart/current')
    const bulk = await call(jar, 'POST', '/shop/cart/bulk-add', {
      token: current.cart.token,
      items: priciest.map(([sku]) => ({ sku, quantity: 10_000 })),
    })
    expect(bulk.status).toBe(400)
    expect(bulk.json.message).toEqual(expect.any(String))
    expect(JSON.stringify(bulk.json.violations)).toMatch(
      /\$1,000,000\.00|\$100,000\.00/,
    )
    const after = await call(jar, 'GET', '/shop/cart/current')
    expect(after.status).toBe(200)
    expect(after.json.cart.items).toEqual(current.cart.items)
    expect((await call(jar, 'GET', '/account/orders')).status).toBe(200)
  })

  it('lists past orders and inventory lots', async () => {
    const jar = await signIn()
    const { json: orders } = await call(jar, 'GET', '/account/orders')
    expect(orders.total).toBeGreaterThanOrEqual(3)
    const { json: inventory } = await call(jar, 'GET', '/account/inventory')
    expect(inventory.lots[0].lotNumber).toMatch(/^L\d{6}-/)
  })
})

describe('the success path of every other call', () => {
  it('signs up a new business customer and updates the profile', async () => {
    const jar = new CookieJar()
    const signUp = await call(jar, 'POST', '/auth/sign-up', {
      email: ' Reception@Riverbend-Dental.example ',
      password: 'a-good-password',
      salutation: 'dr',
      firstname: 'Iris',
      lastname: 'Okafor',
      company: 'Riverbend Dental Care',
      npiNumber: '1987654328',
    })
    expect(signUp.status).toBe(200)
    const me = (await call(jar, 'GET', '/user/me')).json.user
    expect(me.customer.email).toBe('reception@riverbend-dental.example')
    expect(me.customer.company.name).toBe('Riverbend Dental Care')
    // The same e-mail address cannot sign up twice.
    const again = await call(null, 'POST', '/auth/sign-up', {
      email: 'reception@riverbend-dental.example',
      password: 'another-password',
      firstname: 'Iris',
      lastname: 'Okafor',
      company: 'Riverbend Dental Care',
      npiNumber: '1987654328',
    })
    expect(again.status).toBe(400)
    const updated = await call(jar, 'POST', '/account/update-profile', {
      salutation: 'dr',
      firstname: 'Iris',
      lastname: 'Okafor-Lane',
      company: 'Riverbend Dental Care LLC',
    })
    expect(updated.status).toBe(200)
    const after = (await call(jar, 'GET', '/user/me')).json.user.customer
    expect(after.lastname).toBe('Okafor-Lane')
    expect(after.company.name).toBe('Riverbend Dental Care LLC')
  })

  it('signs up with an NPI number typed in groups and refuses a wrong one with why', async () => {
    const jar = new CookieJar()
    const buyer = {
      email: 'office@harbor-eye.example',
      password: 'a-good-password',
      firstname: 'Lena',
      lastname: 'Harbor',
      company: 'Harbor Eye Care',
    }
    const signUp = await call(jar, 'POST', '/auth/sign-up', {
      ...buyer,
      npiNumber: ' 1679 576 722 ',
    })
    expect(signUp.status).toBe(200)
    expect(
      (await call(jar, 'GET', '/user/me')).json.user.customer.npiNumber,
    ).toBe('1679576722')
    const wrong = await call(null, 'POST', '/auth/sign-up', {
      ...buyer,
      email: 'desk@harbor-eye.example',
      npiNumber: '1679 576 723',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.violations).toEqual([
      { propertyPath: 'npiNumber', message: 'This NPI number is not valid.' },
    ])
  })

  it('answers how many an add put in the cart: fewer at the cap of 10,000, none once full', async () => {
    const jar = new CookieJar()
    const signUp = await call(jar, 'POST', '/auth/sign-up', {
      email: 'orders@full-line-clinic.example',
      password: 'a-good-password',
      firstname: 'Cal',
      lastname: 'Pace',
      company: 'Full Line Clinic',
      npiNumber: '1234567893',
    })
    expect(signUp.status).toBe(200)
    const { json } = await call(
      null,
      'GET',
      '/shop/products-by-sku?skus=GLV-NIT-E-NITRILE-M-BLUE-P100',
    )
    const productId = Number(json.products[0].id)
    const add = async (quantity: number) => {
      const answer = await call(jar, 'POST', '/shop/cart/add', {
        productId,
        quantity,
      })
      expect(answer.status).toBe(200)
      return {
        added: answer.json.added,
        quantity: answer.json.cart.items[0].quantity,
      }
    }
    expect(await add(9_999)).toEqual({ added: 9_999, quantity: 9_999 })
    expect(await add(5)).toEqual({ added: 1, quantity: 10_000 })
    expect(await add(1)).toEqual({ added: 0, quantity: 10_000 })
  })

  it('rotates the session tokens; the old refresh token leads nowhere else', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const before = jar.header()
    const rotated = await call(jar, 'POST', '/auth/refresh-token', {})
    expect(rotated.json).toEqual({ refreshed: true })
    expect(jar.header()).not.toBe(before)
    expect(
      (await call(jar, 'GET', '/auth/is-authenticated')).json.authenticated,
    ).toBe(true)
    // A stale copy of the old cookies, within the grace period for parallel calls, gets the
    // same successor, never a second line of tokens (after it, the session ends: backend test).
    const stale = await fetch(`${base}/api/auth/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: before },
      body: '{}',
    })
    const refreshCookie = (header: string) =>
      /shop_refresh=([^;]+)/.exec(header)?.[1]
    expect(
      refreshCookie(
        stale.headers
          .getSetCookie()
          .find((c) => c.startsWith('shop_refresh='))!,
      ),
    ).toBe(refreshCookie(jar.header()))
  })

  it('changes and removes cart lines and keeps a purchase-order reference', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const { json: current } = await call(jar, 'GET', '/shop/cart/current')
    const token = current.cart.token
    const { json: added } = await call(jar, 'POST', '/shop/cart/bulk-add', {
      token,
      items: [{ sku: 'SYR-LL-E-V5-P50', quantity: 2 }],
    })
    const line = added.cart.items.find(
      (i: { product: { sku: string } }) => i.product.sku === 'SYR-LL-E-V5-P50',
    )
    const { json: changed } = await call(jar, 'POST', '/shop/cart/update', {
      token,
      cartItemId: Number(line.id),
      quantity: 7,
    })
    const changedLine = changed.cart.items.find(
      (i: { id: string }) => i.id === line.id,
    )
    expect(changedLine.quantity).toBe(7)
    expect(changed.cart.subtotalNet).toBe(
      added.cart.subtotalNet + 5 * (line.totalNet / line.quantity),
    )
    const { json: po } = await call(
      jar,
      'POST',
      '/shop/checkout/purchase-order-reference',
      { token, reference: '  PO-2026-0117  ' },
    )
    expect(po.cart.purchaseOrderReference).toBe('PO-2026-0117')
    expect(po.cart.items).toHaveLength(changed.cart.items.length)
    // Another customer cannot touch this cart, even knowing its token and line.
    const stranger = await signIn()
    for (const [path, body] of [
      [
        '/shop/cart/update',
        { token, cartItemId: Number(line.id), quantity: 1 },
      ],
      ['/shop/cart/remove', { token, cartItemId: Number(line.id) }],
      ['/shop/cart/add', { token, productId: Number(line.product.id) }],
    ] as const)
      expect((await call(stranger, 'POST', path, body)).status).toBe(404)
    const { json: removed } = await call(jar, 'POST', '/shop/cart/remove', {
      token,
      cartItemId: Number(line.id),
    })
    expect(
      removed.cart.items.some((i: { id: string }) => i.id === line.id),
    ).toBe(false)
  })

  it('chooses default shipping and invoice addresses', async () => {
    const jar = await signIn('orders@lakeview-practice.example')
    const { json: created } = await call(jar, 'POST', '/account/add-address', {
      address: {
        salutation: 'mr',
        firstname: 'Tom',
        lastname: 'Berg',
        company: 'Lakeview Pediatric Practice',
        street: 'Depot Street',
        number: '2',
        postcode: '53703',
        city: 'Madison',
        country: 'US',
        stateCode: 'WI',
        phoneNumber: '+1 608 555 0199',
      },
    })
    const id = Number(created.address.id)
    const { status } = await call(
      jar,
      'POST',
      '/account/set-default-addresses',
      {
        shippingAddressId: id,
        invoiceAddressId: id,
      },
    )
    expect(status).toBe(200)
    const customer = (await call(jar, 'GET', '/user/me')).json.user.customer
    expect(Number(customer.defaultShippingAddress.id)).toBe(id)
    expect(Number(customer.defaultInvoiceAddress.id)).toBe(id)
  })

  it('serves content, translations, SKU lookups and search to anyone', async () => {
    const { res, json: config } = await call(
      null,
      'GET',
      '/app-config?locale=en_US',
    )
    expect(res.headers.get('cache-control')).toMatch(/^public/)
    expect(config.appConfig.footerLinks).toBeDefined()
    expect(
      config.appConfig.imageSizes.map((s: { name: string }) => s.name),
    ).toContain('cart-item')
    const { json: translations } = await call(null, 'GET', '/translations')
    expect(Object.keys(translations)).toContain('en')
    expect(Object.keys(translations.en).length).toBeGreaterThan(50)
    const { json: bySku } = await call(
      null,
      'GET',
      '/shop/products-by-sku?skus=syr-ll-e-v5-p50,NOPE,SYR-LL-E-V5-P50',
    )
    expect(bySku.products.map((p: { sku: string }) => p.sku)).toEqual([
      'SYR-LL-E-V5-P50',
    ])
    const { json: found } = await call(
      null,
      'GET',
      '/shop/search?q=nitrile&pageSize=3',
    )
    expect(found.products).toHaveLength(3)
    expect(found.total).toBeGreaterThan(3)
    for (const product of found.products)
      expect(JSON.stringify(product).toLowerCase()).toContain('nitrile')
  })

  it('ignores prices, totals and owners sent by the client, and loses no line between two sessions', async () => {
    const first = await signIn('orders@lakeview-practice.example')
    const second = await signIn('orders@lakeview-practice.example')
    const { json: current } = await call(first, 'GET', '/shop/cart/current')
    const token = current.cart.token
    const { json: catalogue } = await call(
      null,
      'GET',
      '/shop/products-by-sku?skus=NDL-E-G23-L25-P100,GLV-LTX-E-LATEX-S-WHITE-P100',
    )
    const [needles, gloves] = catalogue.products as {
      id: string
      sku: string
      storeValues: { price: number }[]
    }[]
    // Two sessions of one customer add at the same moment, with forged fields.
    const forged = { price: 1, itemPriceNet: 1, customerId: 1, state: 'paid' }
    const [a, b] = await Promise.all([
      call(first, 'POST', '/shop/cart/add', {
        token,
        productId: Number(needles!.id),
        quantity: 2,
        ...forged,
      }),
      call(second, 'POST', '/shop/cart/add', {
        token,
        productId: Number(gloves!.id),
        quantity: 3,
        ...forged,
      }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    const { json: after } = await call(first, 'GET', '/shop/cart/current')
    const line = (sku: string) =>
      after.cart.items.find(
        (i: { product: { sku: string } }) => i.product.sku === sku,
      )
    for (const product of [needles!, gloves!]) {
      expect(line(product.sku).itemPriceNet).toBe(product.storeValues[0]!.price)
    }
    expect(after.cart.state).toBe('cart')
  })
})

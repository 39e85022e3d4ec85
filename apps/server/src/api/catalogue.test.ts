import { describe, expect, it } from 'vitest'
import {
  SHOP_SERVER_SECRET,
  base,
  call,
  signIn,
  useApiServer,
} from '../../test/api'

// The catalogue and content tags: categories, products, search, configuration and translations.
useApiServer()

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

  it('takes the availability filter to the backend, and refuses another value', async () => {
    // Which products it keeps is the backend's (modules/stock's tests, `orderableOnly`).
    const path = '/shop/categories/respirators/products'
    const orderable = await call(null, 'GET', `${path}?available=true`)
    expect(orderable.status).toBe(200)
    expect(orderable.json.total).toBeGreaterThan(0)
    const refused = await call(null, 'GET', `${path}?available=maybe`)
    expect(refused.status).toBe(400)
    expect(refused.json.violations[0].propertyPath).toBe('available')
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
})

describe('the success path of every other call', () => {
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
})

describe('contract prices (decision 033)', () => {
  it('answers two practices on different lists and an anonymous visitor each only their own prices, asked at the same moment, also from the shared answers', async () => {
    const northside = await signIn('buyer@northside-clinic.example')
    const lakeview = await signIn('orders@lakeview-practice.example')
    const path = '/shop/products/BND-GZE-E-D5-P10'
    const seen = (answer: Awaited<ReturnType<typeof call>>) => ({
      price: answer.json.product.storeValues[0].price,
      listPrice: answer.json.product.listPrice,
      breaks: answer.json.product.priceBreaks,
      cache: answer.res.headers.get('cache-control'),
    })
    const expected = [
      {
        price: 229,
        listPrice: 249,
        breaks: [
          { minQuantity: 10, unitPrice: 199 },
          { minQuantity: 50, unitPrice: 179 },
        ],
        cache: 'private, max-age=10',
      },
      { price: 239, listPrice: 249, breaks: [], cache: 'private, max-age=10' },
      { price: 249, listPrice: 249, breaks: [], cache: 'public, max-age=10' },
    ]
    // Twice: the second round is answered from the shared answers.
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        [northside, lakeview, null].map((jar) => call(jar, 'GET', path)),
      )
      expect(answers.map(seen)).toEqual(expected)
    }
    const search = await Promise.all(
      [northside, lakeview, null].map((jar) =>
        call(jar, 'GET', '/shop/search?q=BND-GZE-E-D5-P10'),
      ),
    )
    expect(
      search.map(
        (s) =>
          s.json.products.find(
            (p: { sku: string }) => p.sku === 'BND-GZE-E-D5-P10',
          )?.storeValues[0].price,
      ),
    ).toEqual([229, 239, 249])
  })

  it('prices a shared render by the context the shop server sends with its secret, and a browser that sends one as itself (decision 039)', async () => {
    const contextOf = async (email: string) =>
      (await call(await signIn(email), 'GET', '/_auth/session')).json.user
        .customer.pricingContext as string
    const [northside, lakeview] = await Promise.all([
      contextOf('buyer@northside-clinic.example'),
      contextOf('orders@lakeview-practice.example'),
    ])
    const path = '/shop/products/BND-GZE-E-D5-P10'
    const asRender = async (context: string, secret = SHOP_SERVER_SECRET) => {
      const res = await fetch(`${base}/api${path}`, {
        headers: {
          'x-pricing-context': context,
          'x-shop-server-secret': secret,
        },
      })
      const json = (await res.json()) as {
        product: { storeValues: { price: number }[] }
      }
      return {
        price: json.product.storeValues[0]?.price,
        pricedBy: res.headers.get('x-pricing-context'),
        cache: res.headers.get('cache-control'),
      }
    }
    const [day, ids, signature] = northside.split('.')
    // Twice: the second round comes from the shared answers.
    for (let round = 0; round < 2; round++) {
      const seen = await Promise.all([
        asRender(northside),
        asRender(lakeview),
        asRender(northside, 'a-browser-guessing-the-secret'),
        asRender(`${day}.${ids}-${lakeview.split('.')[1]}.${signature}`),
        call(null, 'GET', path).then((a) => ({
          price: a.json.product.storeValues[0].price,
          pricedBy: a.res.headers.get('x-pricing-context'),
          cache: a.res.headers.get('cache-control'),
        })),
      ])
      const listPrice = {
        price: 249,
        pricedBy: 'none',
        cache: 'public, max-age=10',
      }
      expect(seen).toEqual([
        { price: 229, pricedBy: northside, cache: 'private, max-age=10' },
        { price: 239, pricedBy: lakeview, cache: 'private, max-age=10' },
        listPrice,
        listPrice,
        listPrice,
      ])
    }
  })
})

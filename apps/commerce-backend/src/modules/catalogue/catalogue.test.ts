import {
  AppConfigDocument,
  CategoryDocument,
  CategoryProductsDocument,
  SearchProductsDocument,
  createContentClient,
} from '@shop/commerce-client'
import type { GraphQLRequestError, ProductSort } from '@shop/commerce-client'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { commerce, count, productId, url, useTestShop } from '../../test-shop'

// The catalogue and the content endpoint, read through the typed clients.
useTestShop()

describe('catalogue', () => {
  it('ships a demo catalogue of at least 300 products in a three-level tree', async () => {
    expect(
      await count(sql`select count(*)::int as n from products`),
    ).toBeGreaterThanOrEqual(300)
    const { category } = await commerce.request(CategoryDocument, {
      identifier: 'examination-gloves',
    })
    expect(category?.parentCategory?.parentCategory?.identifier).toBe(
      'protection',
    )
    expect(category?.activateConfigurator).toBe(true)
    expect(category?.allowedAttributeGroups.map((g) => g.identifier)).toEqual([
      'material',
      'size',
      'colour',
      'pack-size',
    ])
    expect(category?.productsMinPrice).toBeGreaterThan(0)
  })

  it('narrows a category by attributes and offers only attributes that still lead somewhere', async () => {
    const { category } = await commerce.request(CategoryDocument, {
      identifier: 'examination-gloves',
    })
    const group = (id: string) =>
      category!.allowedAttributeGroups.find((g) => g.identifier === id)!
    const latex = group('material').attributes.find((a) => a.name === 'Latex')!
    const violet = group('colour').attributes.find((a) => a.name === 'Violet')!
    const all = await commerce.request(CategoryProductsDocument, {
      categoryId: category!.id,
      pageSize: 100,
    })
    const onlyLatex = await commerce.request(CategoryProductsDocument, {
      categoryId: category!.id,
      attributeIds: [latex.id],
      pageSize: 100,
    })
    expect(onlyLatex.categoryProducts.total).toBeLessThan(
      all.categoryProducts.total,
    )
    expect(
      onlyLatex.categoryProducts.products.every((p) =>
        p.attributes.some((a) => a.id === latex.id),
      ),
    ).toBe(true)
    // Latex gloves only come in white: violet is not on offer, but other materials still are.
    expect(onlyLatex.categoryProducts.availableAttributeIds).not.toContain(
      violet.id,
    )
    expect(onlyLatex.categoryProducts.availableAttributeIds).toContain(
      group('material').attributes[0]!.id,
    )
    const none = await commerce.request(CategoryProductsDocument, {
      categoryId: category!.id,
      attributeIds: [latex.id, violet.id],
    })
    expect(none.categoryProducts.total).toBe(0)
  })

  it('counts for every attribute of a category the products it would leave', async () => {
    const { category } = await commerce.request(CategoryDocument, {
      identifier: 'examination-gloves',
    })
    const attribute = (group: string, name: string) =>
      category!.allowedAttributeGroups
        .find((g) => g.identifier === group)!
        .attributes.find((a) => a.name === name)!.id
    const { categoryProducts } = await commerce.request(
      CategoryProductsDocument,
      {
        categoryId: category!.id,
        attributeIds: [attribute('material', 'Latex')],
      },
    )
    const count = (id: string) =>
      categoryProducts.attributeCounts.find((a) => a.attributeId === id)?.count
    // Choosing another material replaces latex: all nitrile gloves would be listed.
    expect(count(attribute('material', 'Nitrile'))).toBe(60)
    expect(count(attribute('colour', 'White'))).toBe(20)
    expect(count(attribute('colour', 'Violet'))).toBe(0)
    // No glove comes in packs of 10: that value is not the category's at all.
    expect(count(attribute('pack-size', '10 pieces'))).toBeUndefined()
  })

  it('says how many pieces a pack holds and the lowest price of what a selection and each attribute leave', async () => {
    const { category } = await commerce.request(CategoryDocument, {
      identifier: 'examination-gloves',
    })
    const values = (group: string) =>
      category!.allowedAttributeGroups.find((g) => g.identifier === group)!
        .attributes
    const attribute = (group: string, name: string) =>
      values(group).find((a) => a.name === name)!.id
    expect(values('pack-size').map((a) => [a.name, a.pieces])).toContainEqual([
      '200 pieces',
      200,
    ])
    expect(values('material').every((a) => a.pieces === null)).toBe(true)
    // No pack is marked by hand: the shop compares them by price per piece.
    expect(values('pack-size').map((a) => a.badgeName)).not.toContain(
      'Best value',
    )
    const { categoryProducts } = await commerce.request(
      CategoryProductsDocument,
      {
        categoryId: category!.id,
        attributeIds: [
          attribute('material', 'Nitrile'),
          attribute('size', 'M'),
          attribute('colour', 'Blue'),
        ],
      },
    )
    // Nitrile gloves start at $8.99; the category's cheapest, vinyl, at $5.49.
    expect(categoryProducts.minPrice).toBe(899)
    const minPrice = (id: string) =>
      categoryProducts.attributeCounts.find((a) => a.attributeId === id)
        ?.minPrice
    expect(minPrice(attribute('pack-size', '100 pieces'))).toBe(899)
    expect(minPrice(attribute('pack-size', '200 pieces'))).toBe(1699)
    expect(minPrice(attribute('colour', 'White'))).toBeNull()
  })

  it('lists a category by its identifier as by its id, and wants exactly one of the two', async () => {
    const { category } = await commerce.request(CategoryDocument, {
      identifier: 'examination-gloves',
    })
    const listing = (variables: {
      categoryId?: string | null
      categoryIdentifier?: string | null
    }) =>
      commerce
        .request(CategoryProductsDocument, { ...variables, pageSize: 5 })
        .then((r) => r.categoryProducts)
    const byIdentifier = await listing({
      categoryIdentifier: 'examination-gloves',
    })
    expect(byIdentifier).toEqual(await listing({ categoryId: category!.id }))
    expect(byIdentifier.category).toEqual({ id: category!.id })
    expect(byIdentifier.total).toBeGreaterThan(5)
    // Unknown, by identifier as by id: an empty listing without a category.
    for (const unknown of [
      { categoryIdentifier: 'no-such-category' },
      { categoryId: '99999' },
    ])
      expect(await listing(unknown)).toMatchObject({
        category: null,
        total: 0,
        products: [],
        attributeCounts: [],
      })
    for (const both of [
      { categoryId: category!.id, categoryIdentifier: 'examination-gloves' },
      {},
      { categoryId: null, categoryIdentifier: null },
    ])
      expect(
        await listing(both).catch((error: GraphQLRequestError) => error.code),
      ).toBe('BAD_USER_INPUT')
  })

  it('orders a category by price or name, the same products in every order', async () => {
    const { category } = await commerce.request(CategoryDocument, {
      identifier: 'examination-gloves',
    })
    const listed = async (sort: ProductSort) =>
      (
        await commerce.request(CategoryProductsDocument, {
          categoryId: category!.id,
          pageSize: 100,
          sort,
        })
      ).categoryProducts.products
    const [byName, cheapFirst, dearFirst] = await Promise.all([
      listed('NAME'),
      listed('PRICE_ASC'),
      listed('PRICE_DESC'),
    ])
    const prices = (products: typeof byName) =>
      products.map((p) => p.storeValues[0]!.price)
    expect(prices(cheapFirst)).toEqual(
      [...prices(byName)].sort((a, b) => a - b),
    )
    expect(prices(dearFirst)).toEqual([...prices(byName)].sort((a, b) => b - a))
    expect(byName.map((p) => p.name)).toEqual(
      [...byName.map((p) => p.name)].sort((a, b) => (a < b ? -1 : 1)),
    )
    // The second page of the cheapest first goes on where the first one stopped.
    const page2 = await commerce.request(CategoryProductsDocument, {
      categoryId: category!.id,
      pageSize: 10,
      page: 2,
      sort: 'PRICE_ASC',
    })
    expect(page2.categoryProducts.products.map((p) => p.id)).toEqual(
      cheapFirst.slice(10, 20).map((p) => p.id),
    )
  })

  it('gives a category’s attribute groups in the order the category describes', async () => {
    const { category } = await commerce.request(CategoryDocument, {
      identifier: 'hypodermic-needles',
    })
    // "Choose the gauge, the length and the pack size."
    expect(category?.allowedAttributeGroups.map((g) => g.identifier)).toEqual([
      'gauge',
      'length',
      'pack-size',
    ])
  })

  it('pages through search results, best match first or by price', async () => {
    const search = (page: number, sort?: ProductSort) =>
      commerce
        .request(SearchProductsDocument, {
          query: 'nitrile',
          page,
          pageSize: 20,
          sort,
        })
        .then((r) => r.searchProducts)
    const [first, second] = await Promise.all([search(1), search(2)])
    expect(first.total).toBeGreaterThan(40)
    expect(second.page).toBe(2)
    const ids = [...first.products, ...second.products].map((p) => p.id)
    expect(new Set(ids).size).toBe(40)
    // A match in the name ranks above one in the description only (nitrile gloves are "latex-free").
    const { searchProducts: latex } = await commerce.request(
      SearchProductsDocument,
      { query: 'latex', pageSize: 100 },
    )
    const named = latex.products.map((p) => /latex/i.test(p.name))
    expect(named).toContain(false)
    expect(named).toEqual([...named].sort((a, b) => Number(b) - Number(a)))
    const cheap = await Promise.all([
      search(1, 'PRICE_ASC'),
      search(2, 'PRICE_ASC'),
    ])
    const prices = cheap.flatMap((r) =>
      r.products.map((p) => p.storeValues[0]!.price),
    )
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('reads the price from storeValues and finds products by SKU words', async () => {
    const product = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')
    expect(product.storeValues[0]?.price).toBe(899)
    expect(product.mainImage.url).toMatch(
      /^\/media\/product-overview\/glove-[0-9a-f]{6}\.svg$/,
    )
    const found = await commerce.request(SearchProductsDocument, {
      query: 'nitrile glo',
    })
    expect(found.searchProducts.total).toBeGreaterThan(10)
    const image = await fetch(`${url}${product.mainImage.url}`)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toContain('width="400"')
  })

  it('serves the app configuration on the content endpoint', async () => {
    const content = createContentClient({
      endpoint: `${url}/graphql/content`,
      useGetForQueries: true,
    })
    const { appConfig } = await content.request(AppConfigDocument, {})
    expect(appConfig.shopHomePage.featuredCategories.length).toBeGreaterThan(0)
    expect(appConfig.footerLinks.left.length).toBeGreaterThan(0)
    expect(appConfig.imageSizes.map((s) => s.name)).toContain(
      'lot-number-preview',
    )
    // What the footer, the recall banner and the error pages offer (issue 31).
    expect(appConfig.support).toEqual({
      phone: '(555) 010-0199',
      email: 'orders@clinic-supply.example',
      hours: 'Monday to Friday, 8 am to 6 pm Central Time',
    })
  })
})

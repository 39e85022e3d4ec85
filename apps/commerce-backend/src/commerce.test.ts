import {
  AddToCartDocument,
  AddressesDocument,
  AuthorizeDocument,
  BulkAddToCartDocument,
  CartDocument,
  CategoryDocument,
  CategoryProductsDocument,
  CreateAddressDocument,
  DeleteAddressDocument,
  InventoryDocument,
  OrderDocument,
  OrdersDocument,
  PaymentProvidersDocument,
  PlaceOrderDocument,
  ProductDocument,
  SearchProductsDocument,
  SetCarrierDocument,
  SetCheckoutAddressesDocument,
  SetPaymentMethodDocument,
  SetPaymentProviderDocument,
  UpdateAddressDocument,
  UpdateCartItemDocument,
  createContentClient,
  AppConfigDocument,
  MarkOrderPaidDocument,
  MeDocument,
  OrderUpdatedDocument,
  RevokeRefreshTokenDocument,
  UpdateProfileDocument,
  createSubscriptionClient,
} from '@shop/commerce-client'
import type {
  CartResultFieldsFragment,
  GraphQLRequestError,
  ProductSort,
  createCommerceClient,
} from '@shop/commerce-client'
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { startTestBackend } from './test-backend'
import { hashPassword } from './auth/passwords'
import * as t from './db/schema'
import { Money } from './graphql/money'
import { MAX_LINE_TOTAL_NET, MAX_ORDER_TOTAL_NET } from './pricing'
import { DEMO_CUSTOMERS } from './seed/seed'
import { SESSION_CACHE_MS } from './services/customers'
import { createOrderServices } from './services'

// One backend on in-memory PGlite for the whole file: its cold start is the slow part.
let backend: Awaited<ReturnType<typeof startTestBackend>>['backend']
let commerce: ReturnType<typeof createCommerceClient>
let url = ''

beforeAll(async () => {
  ;({ backend, commerce, url } = await startTestBackend({ cardPayments: true }))
}, 60_000)
afterAll(() => backend?.close())

/** Runs a `select count(*)::int as n ...` straight on the database. */
async function count(query: SQL) {
  const result = await backend.database.db.execute(query)
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n)
}

async function signIn(index: 0 | 1) {
  const demo = DEMO_CUSTOMERS[index]
  const result = await commerce.request(AuthorizeDocument, {
    username: demo.email,
    password: demo.password,
  })
  if (result.authorize.__typename !== 'AuthorizeSuccess')
    throw new Error('sign-in failed')
  return result.authorize.token
}

function cartOf(result: CartResultFieldsFragment) {
  if (result.__typename !== 'CartSuccess')
    throw new Error(
      `expected a cart, got ${result.__typename}: ${result.message}`,
    )
  return result.cart
}

async function productId(sku: string) {
  const { product } = await commerce.request(ProductDocument, { sku })
  if (!product) throw new Error(`no product ${sku}`)
  return product
}

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
  })
})

describe('cart and checkout', () => {
  it('computes every price and total on the server and places the order', async () => {
    const token = await signIn(0)
    const gloves = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')
    const needles = await productId('NDL-E-G23-L25-P100')
    const { cart: empty } = await commerce.request(CartDocument, {}, { token })
    let cart = cartOf(
      (
        await commerce.request(
          AddToCartDocument,
          { token: empty.token, productId: gloves.id },
          { token },
        )
      ).addToCart,
    )
    expect(cart.items[0]?.quantity).toBe(1)
    cart = cartOf(
      (
        await commerce.request(
          AddToCartDocument,
          { token: cart.token, productId: needles.id, quantity: 3 },
          { token },
        )
      ).addToCart,
    )
    const glovesLine = cart.items.find((i) => i.product.id === gloves.id)!
    cart = cartOf(
      (
        await commerce.request(
          UpdateCartItemDocument,
          { token: cart.token, cartItemId: glovesLine.id, quantity: 4 },
          { token },
        )
      ).updateCartItem,
    )
    expect(cart.subtotalNet).toBe(4 * 899 + 3 * needles.storeValues[0]!.price)
    const { addresses } = await commerce.request(
      AddressesDocument,
      {},
      { token },
    )
    const address = addresses[0]!.id
    cart = cartOf(
      (
        await commerce.request(
          SetCheckoutAddressesDocument,
          {
            token: cart.token,
            shippingAddressId: address,
            invoiceAddressId: address,
          },
          { token },
        )
      ).setCheckoutAddresses,
    )
    cart = cartOf(
      (
        await commerce.request(
          SetCarrierDocument,
          { token: cart.token, carrierIdentifier: 'express' },
          { token },
        )
      ).setCarrier,
    )
    expect(cart.adjustmentItems).toEqual([
      {
        typeIdentifier: 'shipping',
        label: 'Shipping: Express delivery',
        amountNet: 2495,
      },
    ])
    expect(cart.totalNet).toBe(cart.subtotalNet + 2495)
    expect(cart.items).toHaveLength(2)
    cart = cartOf(
      (
        await commerce.request(
          SetPaymentProviderDocument,
          { token: cart.token, paymentProviderIdentifier: 'invoice' },
          { token },
        )
      ).setPaymentProvider,
    )
    const placed = cartOf(
      (
        await commerce.request(
          PlaceOrderDocument,
          { token: cart.token },
          { token },
        )
      ).placeOrder,
    )
    expect(placed.state).toBe('new')
    expect(placed.number).toMatch(/^SO-\d+$/)
    expect(placed.totalNet).toBe(cart.totalNet)
    // A new, empty cart takes its place.
    const { cart: next } = await commerce.request(CartDocument, {}, { token })
    expect(next.token).not.toBe(placed.token)
    expect(next.items).toEqual([])
    const { orders } = await commerce.request(OrdersDocument, {}, { token })
    expect(orders.orders[0]?.number).toBe(placed.number)
  })

  it('refuses bad quantities with violations and writes nothing', async () => {
    const token = await signIn(1)
    const gloves = await productId('GLV-LTX-E-LATEX-S-WHITE-P100')
    const { cart } = await commerce.request(CartDocument, {}, { token })
    for (const quantity of [0, -2, 10_001]) {
      const result = (
        await commerce.request(
          AddToCartDocument,
          { token: cart.token, productId: gloves.id, quantity },
          { token },
        )
      ).addToCart
      expect(result.__typename).toBe('ValidationError')
      if (result.__typename === 'ValidationError')
        expect(result.violations[0]?.propertyPath).toBe('quantity')
    }
    const unknown = (
      await commerce.request(
        AddToCartDocument,
        { token: cart.token, productId: '999999' },
        { token },
      )
    ).addToCart
    expect(unknown.__typename).toBe('ValidationError')
    const { cart: after } = await commerce.request(CartDocument, {}, { token })
    expect(after.items).toEqual(cart.items)
  })

  it('answers how many an add put in the cart: fewer at the line’s cap of 10,000, none once full', async () => {
    const buyer = await newBuyer('cap')
    const product = await newProduct(`CAP-${Date.now()}`, 100)
    const add = async (quantity: number) => {
      const result = (
        await commerce.request(
          AddToCartDocument,
          { token: buyer.cart.token, productId: String(product.id), quantity },
          { token: buyer.token },
        )
      ).addToCart
      if (result.__typename !== 'CartSuccess') throw new Error(result.message)
      const line = result.cart.items.find(
        (item) => item.product.id === String(product.id),
      )
      return { added: result.added, quantity: line?.quantity }
    }
    expect(await add(9_998)).toEqual({ added: 9_998, quantity: 9_998 })
    expect(await add(5)).toEqual({ added: 2, quantity: 10_000 })
    expect(await add(1)).toEqual({ added: 0, quantity: 10_000 })
  })

  it('loses no line when adds run in parallel', async () => {
    const token = await signIn(1)
    const syringe = await productId('SYR-LL-E-V5-P100')
    const { cart } = await commerce.request(CartDocument, {}, { token })
    await Promise.all(
      [1, 2, 3].map((quantity) =>
        commerce.request(
          AddToCartDocument,
          { token: cart.token, productId: syringe.id, quantity },
          { token },
        ),
      ),
    )
    const { cart: after } = await commerce.request(CartDocument, {}, { token })
    expect(after.items.find((i) => i.product.id === syringe.id)?.quantity).toBe(
      6,
    )
  })

  it('adds to the current cart when no cart token is given, in parallel too, and keeps answering', async () => {
    const token = await signIn(1)
    const syringes = await productId('SYR-LL-E-V5-P50')
    const { cart } = await commerce.request(CartDocument, {}, { token })
    const before =
      cart.items.find((i) => i.product.id === syringes.id)?.quantity ?? 0
    const added = await Promise.all(
      [1, 2].map((quantity) =>
        commerce.request(
          AddToCartDocument,
          { token: null, productId: syringes.id, quantity },
          { token },
        ),
      ),
    )
    for (const { addToCart } of added)
      expect(cartOf(addToCart).token).toBe(cart.token)
    const { cart: after } = await commerce.request(CartDocument, {}, { token })
    expect(
      after.items.find((i) => i.product.id === syringes.id)?.quantity,
    ).toBe(before + 3)
  }, 10_000)

  it('places exactly one order when placing is repeated or concurrent', async () => {
    const token = await signIn(1)
    const { cart } = await commerce.request(CartDocument, {}, { token })
    const { addresses } = await commerce.request(
      AddressesDocument,
      {},
      { token },
    )
    await commerce.request(
      SetCheckoutAddressesDocument,
      {
        token: cart.token,
        shippingAddressId: addresses[0]!.id,
        invoiceAddressId: addresses[0]!.id,
      },
      { token },
    )
    await commerce.request(
      SetCarrierDocument,
      { token: cart.token, carrierIdentifier: 'standard' },
      { token },
    )
    await commerce.request(
      SetPaymentProviderDocument,
      { token: cart.token, paymentProviderIdentifier: 'invoice' },
      { token },
    )
    const before = (await commerce.request(OrdersDocument, {}, { token }))
      .orders.total
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        commerce.request(PlaceOrderDocument, { token: cart.token }, { token }),
      ),
    )
    const numbers = new Set(results.map((r) => cartOf(r.placeOrder).number))
    expect(numbers.size).toBe(1)
    expect(
      (await commerce.request(OrdersDocument, {}, { token })).orders.total,
    ).toBe(before + 1)

    // The customer hears about the payment over a websocket subscription.
    const subscriptions = createSubscriptionClient({
      url: `${url.replace('http', 'ws')}/graphql/commerce`,
      webSocketImpl: WebSocket,
      token: () => token,
    })
    const updates = subscriptions.subscribe(OrderUpdatedDocument, {
      token: cart.token,
    })
    const firstUpdate = updates.next()

    // A payment provider event is applied once, however often it is delivered.
    const service = { headers: { 'x-service-secret': 'test-service-secret' } }
    const deliveries = await Promise.all(
      ['pi_first', 'pi_first', 'pi_other'].map((paymentReference) =>
        commerce.request(
          MarkOrderPaidDocument,
          { token: cart.token, paymentReference, eventId: 'evt_paid_1' },
          service,
        ),
      ),
    )
    for (const delivery of deliveries)
      expect(cartOf(delivery.markOrderPaid).state).toBe('paid')
    expect(
      await count(
        sql`select count(*)::int as n from payment_events where event_id = 'evt_paid_1'`,
      ),
    ).toBe(1)
    // Published once the subscription is live: a redelivery of the same event is harmless.
    let waiting = true
    const redeliver = async () => {
      while (waiting) {
        await new Promise((r) => setTimeout(r, 100))
        await commerce.request(
          MarkOrderPaidDocument,
          { token: cart.token, paymentReference: 'pi_first' },
          service,
        )
      }
    }
    const [heard] = await Promise.all([
      firstUpdate.finally(() => (waiting = false)),
      redeliver(),
    ])
    expect(heard.value?.orderUpdated).toMatchObject({
      token: cart.token,
      state: 'paid',
    })
    await updates.return?.()
    // Another customer, or nobody, cannot listen to this order.
    const otherToken = await signIn(0)
    const strangers = createSubscriptionClient({
      url: `${url.replace('http', 'ws')}/graphql/commerce`,
      webSocketImpl: WebSocket,
      token: () => otherToken,
    })
    await expect(
      strangers.subscribe(OrderUpdatedDocument, { token: cart.token }).next(),
    ).rejects.toThrow('The order was not found.')
    await subscriptions.dispose()
    await strangers.dispose()
    // Only the trusted API server may record payments.
    await expect(
      commerce.request(
        MarkOrderPaidDocument,
        { token: cart.token, paymentReference: 'pi_forged', eventId: 'evt_x' },
        { token },
      ),
    ).rejects.toThrow('Not allowed.')
  })
  it('lets an order awaiting its card payment switch cards, and nothing else change', async () => {
    const token = await signIn(0)
    const gloves = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')
    const { cart: empty } = await commerce.request(CartDocument, {}, { token })
    await commerce.request(
      AddToCartDocument,
      { token: empty.token, productId: gloves.id, quantity: 2 },
      { token },
    )
    const { addresses } = await commerce.request(
      AddressesDocument,
      {},
      { token },
    )
    const steps = [
      [
        SetCheckoutAddressesDocument,
        {
          shippingAddressId: addresses[0]!.id,
          invoiceAddressId: addresses[0]!.id,
        },
      ],
      [SetCarrierDocument, { carrierIdentifier: 'standard' }],
      [SetPaymentProviderDocument, { paymentProviderIdentifier: 'stripe' }],
      [SetPaymentMethodDocument, { paymentMethodId: 'pm_declined_card' }],
    ] as const
    for (const [document, variables] of steps)
      await commerce.request(
        document as typeof SetCarrierDocument,
        { token: empty.token, ...variables } as never,
        { token },
      )
    const placed = cartOf(
      (
        await commerce.request(
          PlaceOrderDocument,
          { token: empty.token },
          { token },
        )
      ).placeOrder,
    )
    expect(placed).toMatchObject({
      state: 'payment_pending',
      paymentMethodId: 'pm_declined_card',
    })
    // After a declined payment the buyer picks another card for the same order.
    const switched = cartOf(
      (
        await commerce.request(
          SetPaymentMethodDocument,
          { token: placed.token, paymentMethodId: 'pm_other_card' },
          { token },
        )
      ).setPaymentMethod,
    )
    expect(switched).toMatchObject({
      state: 'payment_pending',
      paymentMethodId: 'pm_other_card',
      totalNet: placed.totalNet,
    })
    // Another customer cannot, and a paid order keeps its card.
    const stranger = await commerce.request(
      SetPaymentMethodDocument,
      { token: placed.token, paymentMethodId: 'pm_stolen' },
      { token: await signIn(1) },
    )
    expect(stranger.setPaymentMethod.__typename).not.toBe('CartSuccess')
    await commerce.request(
      MarkOrderPaidDocument,
      { token: placed.token, paymentReference: 'pi_paid' },
      { headers: { 'x-service-secret': 'test-service-secret' } },
    )
    const late = await commerce.request(
      SetPaymentMethodDocument,
      { token: placed.token, paymentMethodId: 'pm_late' },
      { token },
    )
    expect(late.setPaymentMethod).toMatchObject({
      message: 'This order has already been placed.',
    })
  })
})

describe('authorisation', () => {
  it('keeps customers apart: another customer’s order, cart and address are not found', async () => {
    const a = await signIn(0)
    const b = await signIn(1)
    const { orders } = await commerce.request(OrdersDocument, {}, { token: a })
    const aOrder = orders.orders[0]!
    expect(
      (
        await commerce.request(
          OrderDocument,
          { token: aOrder.token },
          { token: b },
        )
      ).order,
    ).toBeNull()
    const { cart: aCart } = await commerce.request(
      CartDocument,
      {},
      { token: a },
    )
    const gloves = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')
    const result = (
      await commerce.request(
        AddToCartDocument,
        { token: aCart.token, productId: gloves.id },
        { token: b },
      )
    ).addToCart
    expect(result).toMatchObject({
      __typename: 'Error',
      message: 'The cart was not found.',
    })
    const { addresses } = await commerce.request(
      AddressesDocument,
      {},
      { token: a },
    )
    const { cart: bCart } = await commerce.request(
      CartDocument,
      {},
      { token: b },
    )
    const stolen = (
      await commerce.request(
        SetCheckoutAddressesDocument,
        {
          token: bCart.token,
          shippingAddressId: addresses[0]!.id,
          invoiceAddressId: addresses[0]!.id,
        },
        { token: b },
      )
    ).setCheckoutAddresses
    expect(stolen.__typename).toBe('ValidationError')
  })

  it('trusts a live session for a few seconds, but a sign-out or a profile change through it at once', async () => {
    const demo = DEMO_CUSTOMERS[1]
    const session = async () => {
      const { authorize } = await commerce.request(AuthorizeDocument, {
        username: demo.email,
        password: demo.password,
      })
      if (authorize.__typename !== 'AuthorizeSuccess')
        throw new Error('sign-in failed')
      const { token, refreshToken } = authorize
      const firstname = () =>
        commerce
          .request(MeDocument, {}, { token })
          .then((result) => result.me?.customer.firstname ?? null)
          .catch((error: GraphQLRequestError) => error.code)
      const rename = (name: string) =>
        commerce.request(
          UpdateProfileDocument,
          {
            input: {
              salutation: demo.salutation,
              firstname: name,
              lastname: demo.lastname,
              company: demo.company,
            },
          },
          { token },
        )
      const signOut = () =>
        commerce.request(RevokeRefreshTokenDocument, { refreshToken })
      return { firstname, rename, signOut }
    }

    // A profile change shows on the very next request.
    const first = await session()
    expect(await first.firstname()).toBe(demo.firstname)
    await first.rename('Dan')
    expect(await first.firstname()).toBe('Dan')
    await first.rename(demo.firstname)
    expect(await first.firstname()).toBe(demo.firstname)

    // A sign-out through this process ends the session at once.
    await first.signOut()
    expect(await first.firstname()).not.toBe(demo.firstname)

    // Another process on the same database ends a session: this one answers from memory for at
    // most SESSION_CACHE_MS (the session is not read again for every request).
    const second = await session()
    expect(await second.firstname()).toBe(demo.firstname)
    const ended = Date.now()
    await backend.database.db.execute(
      sql`update refresh_tokens set revoked_at = now() where revoked_at is null`,
    )
    const answer = await second.firstname()
    if (Date.now() - ended < SESSION_CACHE_MS)
      expect(answer).toBe(demo.firstname)
  })

  it('answers the same for an unknown user and a wrong password', async () => {
    const unknown = await commerce.request(AuthorizeDocument, {
      username: 'nobody@example.com',
      password: 'x',
    })
    const wrong = await commerce.request(AuthorizeDocument, {
      username: DEMO_CUSTOMERS[0].email,
      password: 'wrong',
    })
    expect(unknown).toEqual(wrong)
  })

  it('refuses anonymous and forged tokens with UNAUTHENTICATED', async () => {
    const anonymous = await commerce
      .request(CartDocument, {})
      .catch((e: unknown) => e)
    expect((anonymous as GraphQLRequestError).code).toBe('UNAUTHENTICATED')
    const forged = await commerce
      .request(CartDocument, {}, { token: 'eyJzdWIiOjF9.bad' })
      .catch((e: unknown) => e)
    expect((forged as GraphQLRequestError).code).toBe('UNAUTHENTICATED')
  })

  it('refuses abusive queries', async () => {
    const deep = `{ categories { categories { categories { parentCategory { parentCategory { parentCategory { parentCategory { parentCategory { parentCategory { parentCategory { parentCategory { parentCategory { id } } } } } } } } } } } } }`
    const res = await fetch(`${url}/graphql/commerce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: deep }),
    })
    expect(JSON.stringify(await res.json())).toContain('nested deeper')
    const aliases = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: carriers { id }`).join(' ')} }`
    const res2 = await fetch(`${url}/graphql/commerce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: aliases }),
    })
    expect(JSON.stringify(await res2.json())).toContain('aliases')
  })

  it('refuses a null character in text, as a variable or in the query, and stays up', async () => {
    const post = async (body: unknown) =>
      (await fetch(`${url}/graphql/commerce`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json())) as {
        errors?: { message: string; extensions?: { code?: string } }[]
      }
    const variable = await post({
      query: 'query ($sku: String!) { product(sku: $sku) { id } }',
      variables: { sku: 'GLV\u0000' },
    })
    expect(variable.errors?.[0]).toMatchObject({
      message: 'Text must not contain a null character.',
      extensions: { code: 'BAD_USER_INPUT' },
    })
    const literal = await post({
      query: '{ product(sku: "GLV\\u0000") { id } }',
    })
    expect(literal.errors?.[0]?.message).toBe(
      'Text must not contain a null character.',
    )
    expect(
      (
        await post({
          query: '{ product(sku: "GLV-NIT-E-NITRILE-M-BLUE-P100") { id } }',
        })
      ).errors,
    ).toBeUndefined()
  })
})

const ADDRESS = {
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

async function addAddress(token: string, city: string) {
  const { createAddress } = await commerce.request(
    CreateAddressDocument,
    { input: { ...ADDRESS, city } },
    { token },
  )
  if (createAddress.__typename !== 'AddressSuccess')
    throw new Error(`address refused: ${createAddress.message}`)
  return createAddress.address
}

/** A customer of the test's own with one address, so its carts and orders are its alone. */
async function newBuyer(name: string) {
  const email = `${name}-${Date.now()}@buyers.example`
  await backend.database.db.insert(t.customers).values({
    email,
    passwordHash: await hashPassword('buyer-pass-1'),
    firstname: 'Test',
    lastname: name,
    companyName: `${name} clinic`,
    npiNumber: '1234567893',
  })
  const { authorize } = await commerce.request(AuthorizeDocument, {
    username: email,
    password: 'buyer-pass-1',
  })
  if (authorize.__typename !== 'AuthorizeSuccess')
    throw new Error('sign-in failed')
  const token = authorize.token
  const address = await addAddress(token, 'New York')
  const { cart } = await commerce.request(CartDocument, {}, { token })
  return {
    token,
    customerId: Number(authorize.user.customer.id),
    address,
    cart,
  }
}

/** A product of the test's own, so changing it touches no other test. */
async function newProduct(sku: string, price: number) {
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
async function prepare(
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
async function checkout(
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

const add = async (
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

const bulkAdd = async (
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

const lines = async (token: string) =>
  (await commerce.request(CartDocument, {}, { token })).cart.items.map((i) => [
    i.product.sku,
    i.quantity,
  ])

describe('addresses', () => {
  it('checks postcodes and states per country, keeps the salutation optional and stores codes the post office’s way', async () => {
    const { token, address } = await newBuyer('addresses')
    const refusals = [
      {
        change: { postcode: 'ABCDE' },
        violations: [
          {
            propertyPath: 'postcode',
            message: 'Enter a 5-digit ZIP code, like 10001.',
          },
        ],
      },
      {
        change: { stateCode: 'ZZ' },
        violations: [{ propertyPath: 'stateCode', message: 'Choose a state.' }],
      },
      {
        // ZIP 10001 and state NY, in Canada.
        change: { country: 'CA' as const },
        violations: [
          {
            propertyPath: 'postcode',
            message: 'Enter a postal code like K1A 0B1.',
          },
          {
            propertyPath: 'stateCode',
            message: 'Choose a province or territory.',
          },
        ],
      },
    ]
    for (const { change, violations } of refusals) {
      const { createAddress } = await commerce.request(
        CreateAddressDocument,
        { input: { ...ADDRESS, ...change } },
        { token },
      )
      expect(createAddress).toMatchObject({
        __typename: 'ValidationError',
        violations,
      })
    }
    // An update is checked alike and leaves the saved address as it was.
    const { updateAddress } = await commerce.request(
      UpdateAddressDocument,
      { id: address.id, input: { ...ADDRESS, postcode: 'ABCDE' } },
      { token },
    )
    expect(updateAddress.__typename).toBe('ValidationError')
    const { addresses } = await commerce.request(
      AddressesDocument,
      {},
      { token },
    )
    expect(addresses.map((a) => a.postcode)).toEqual(['10001'])
    const { createAddress } = await commerce.request(
      CreateAddressDocument,
      {
        input: {
          ...ADDRESS,
          salutation: '',
          postcode: 'k1a0b1',
          city: 'Ottawa',
          country: 'CA',
          stateCode: 'on',
        },
      },
      { token },
    )
    expect(createAddress).toMatchObject({
      __typename: 'AddressSuccess',
      address: { salutation: '', postcode: 'K1A 0B1', stateCode: 'ON' },
    })
  })
})

describe('money', () => {
  it('serialises any safe integer as Money and refuses anything else', () => {
    expect(Money.serialize(2 ** 31)).toBe(2 ** 31)
    expect(Money.parseValue(-(2 ** 40))).toBe(-(2 ** 40))
    expect(() => Money.serialize(2 ** 53)).toThrow()
    expect(() => Money.serialize(1.5)).toThrow()
    expect(() => Money.parseValue('12')).toThrow()
  })

  it('reads a cart stored beyond 32 bits again (written before the ceiling), and refuses to place it', async () => {
    // The reproduction's cart, as an older build wrote it: the 38 priciest SKUs at 10,000 each.
    const buyer = await newBuyer('bulk')
    const priciest = await backend.database.db
      .select({ id: t.products.id, price: t.products.price })
      .from(t.products)
      .orderBy(desc(t.products.price), asc(t.products.id))
      .limit(38)
    const subtotal = priciest.reduce((sum, p) => sum + p.price * 10_000, 0)
    expect(subtotal).toBeGreaterThan(2 ** 31 - 1)
    const [order] = await backend.database.db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(eq(t.orders.token, buyer.cart.token))
    await backend.database.db.insert(t.orderItems).values(
      priciest.map((p) => ({
        orderId: order!.id,
        productId: p.id,
        quantity: 10_000,
      })),
    )
    const { cart } = await commerce.request(
      CartDocument,
      {},
      { token: buyer.token },
    )
    expect(cart.subtotalNet).toBe(subtotal)
    const placed = await checkout(buyer.token, cart.token, buyer.address.id)
    expect(placed).toMatchObject({ __typename: 'ValidationError' })
    const { orders } = await commerce.request(
      OrdersDocument,
      {},
      { token: buyer.token },
    )
    expect(Array.isArray(orders.orders)).toBe(true)
  })

  it('refuses a line or a cart over its ceiling on add, bulk add, update and placing, writing nothing', async () => {
    const buyer = await newBuyer('ceiling')
    const { token } = buyer
    const cartToken = buyer.cart.token
    // Ten lines of five units at $20,000.00 fill a cart to the order ceiling exactly.
    const unit = MAX_LINE_TOTAL_NET / 5
    expect(10 * MAX_LINE_TOTAL_NET).toBe(MAX_ORDER_TOTAL_NET)
    const big = await Promise.all(
      Array.from({ length: 11 }, (_, i) => newProduct(`TEST-CEIL-${i}`, unit)),
    )
    const gloves = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')

    const line = await add(token, cartToken, big[0]!.id, 6)
    expect(line).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'quantity' }],
    })
    expect(await lines(token)).toEqual([])
    const first = cartOf(await add(token, cartToken, big[0]!.id, 5))
    const grown = await commerce.request(
      UpdateCartItemDocument,
      { token: cartToken, cartItemId: first.items[0]!.id, quantity: 6 },
      { token },
    )
    expect(grown.updateCartItem).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'quantity' }],
    })
    expect(await lines(token)).toEqual([['TEST-CEIL-0', 5]])

    // All or nothing: one line too many refuses the whole bulk add.
    const tooMany = await bulkAdd(
      token,
      cartToken,
      big.slice(1).map((p) => ({ productId: p.id, quantity: 5 })),
    )
    expect(tooMany).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'items' }],
    })
    const lineTooBig = await bulkAdd(token, cartToken, [
      { productId: Number(gloves.id), quantity: 1 },
      { productId: big[1]!.id, quantity: 6 },
    ])
    expect(lineTooBig).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'items.1.quantity' }],
    })
    expect(await lines(token)).toEqual([['TEST-CEIL-0', 5]])

    const full = cartOf(
      await bulkAdd(
        token,
        cartToken,
        big.slice(1, 10).map((p) => ({ productId: p.id, quantity: 5 })),
      ),
    )
    expect(full.subtotalNet).toBe(MAX_ORDER_TOTAL_NET)
    const onTop = await add(token, cartToken, Number(gloves.id), 1)
    expect(onTop).toMatchObject({ __typename: 'ValidationError' })
    expect(await lines(token)).toHaveLength(10)

    // A price raised after the lines were added: the cart still reads, but cannot be placed.
    await backend.database.db
      .update(t.products)
      .set({ price: unit + 1 })
      .where(eq(t.products.id, big[0]!.id))
    const { cart } = await commerce.request(CartDocument, {}, { token })
    expect(cart.subtotalNet).toBe(MAX_ORDER_TOTAL_NET + 5)
    const placed = await checkout(token, cartToken, buyer.address.id)
    expect(placed).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'items' }],
    })
    expect(
      (await commerce.request(OrderDocument, { token: cartToken }, { token }))
        .order?.state,
    ).toBe('cart')
  })
})

describe('placed orders', () => {
  it('keep their addresses and lines as placed, whatever changes later', async () => {
    const buyer = await newBuyer('frozen')
    const { token } = buyer
    const product = await newProduct('TEST-FROZEN', 1234)
    cartOf(await add(token, buyer.cart.token, product.id, 2))
    const placed = cartOf(
      await checkout(token, buyer.cart.token, buyer.address.id),
    )
    expect(placed.shippingAddress?.city).toBe('New York')

    const { updateAddress } = await commerce.request(
      UpdateAddressDocument,
      { id: buyer.address.id, input: { ...ADDRESS, city: 'Boston' } },
      { token },
    )
    expect(updateAddress.__typename).toBe('AddressSuccess')
    await backend.database.db
      .update(t.products)
      .set({
        name: 'Renamed',
        sku: 'TEST-FROZEN-RENAMED',
        price: 9999,
        imageKey: 'needle-123456',
      })
      .where(eq(t.products.id, product.id))
    const { order } = await commerce.request(
      OrderDocument,
      { token: placed.token },
      { token },
    )
    expect(order).toEqual(placed)
    const { deleteAddress } = await commerce.request(
      DeleteAddressDocument,
      { id: buyer.address.id },
      { token },
    )
    expect(deleteAddress.__typename).toBe('DeleteSuccess')
    const { orders } = await commerce.request(OrdersDocument, {}, { token })
    expect(orders.orders[0]).toEqual(placed)
    expect(placed.items[0]).toMatchObject({
      itemPriceNet: 1234,
      product: {
        name: 'Test product TEST-FROZEN',
        sku: 'TEST-FROZEN',
        mainImage: { url: '/media/cart-item/glove-0a6477.svg' },
      },
    })
  })

  it('refuses to place an order whose chosen address was deleted, and to choose a deleted one', async () => {
    const buyer = await newBuyer('deleted')
    const { token } = buyer
    const cartToken = buyer.cart.token
    const gloves = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')
    const other = await addAddress(token, 'Chicago')
    cartOf(await add(token, cartToken, Number(gloves.id), 1))
    await prepare(token, cartToken, other.id, buyer.address.id)
    await commerce.request(DeleteAddressDocument, { id: other.id }, { token })
    const placed = (
      await commerce.request(
        PlaceOrderDocument,
        { token: cartToken },
        { token },
      )
    ).placeOrder
    expect(placed).toMatchObject({
      __typename: 'ValidationError',
      violations: [
        {
          propertyPath: 'shippingAddress',
          message:
            'The shipping address you chose was deleted. Choose another one.',
        },
      ],
    })
    expect(
      (await commerce.request(OrderDocument, { token: cartToken }, { token }))
        .order?.state,
    ).toBe('cart')
    const chosen = await commerce.request(
      SetCheckoutAddressesDocument,
      {
        token: cartToken,
        shippingAddressId: other.id,
        invoiceAddressId: buyer.address.id,
      },
      { token },
    )
    expect(chosen.setCheckoutAddresses).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'shippingAddressId' }],
    })
  })
})

describe('payments and inventory', () => {
  const service = { headers: { 'x-service-secret': 'test-service-secret' } }
  const lotsOf = async (token: string, orderNumber: string | null) =>
    (await commerce.request(InventoryDocument, {}, { token })).inventory.filter(
      (lot) => lot.orderNumber === orderNumber,
    )

  it('adds lots once an order is paid: invoice orders when placed, card orders when paid', async () => {
    const buyer = await newBuyer('lots')
    const { token } = buyer
    const product = await newProduct('TEST-LOTS', 500)
    cartOf(await add(token, buyer.cart.token, product.id, 3))
    const card = cartOf(
      await checkout(token, buyer.cart.token, buyer.address.id, 'stripe'),
    )
    expect(card.state).toBe('payment_pending')
    expect(await lotsOf(token, card.number)).toEqual([])
    const paid = await Promise.all(
      ['evt_lots_1', 'evt_lots_1', 'evt_lots_2', undefined].map((eventId) =>
        commerce.request(
          MarkOrderPaidDocument,
          { token: card.token, paymentReference: 'pi_lots', eventId },
          service,
        ),
      ),
    )
    for (const { markOrderPaid } of paid)
      expect(cartOf(markOrderPaid).state).toBe('paid')
    expect(await lotsOf(token, card.number)).toMatchObject([
      { quantity: 3, product: { sku: 'TEST-LOTS' } },
    ])

    const { cart } = await commerce.request(CartDocument, {}, { token })
    cartOf(await add(token, cart.token, product.id, 2))
    const invoice = cartOf(await checkout(token, cart.token, buyer.address.id))
    expect(await lotsOf(token, invoice.number)).toMatchObject([{ quantity: 2 }])
    await commerce.request(
      MarkOrderPaidDocument,
      { token: invoice.token, paymentReference: 'bank_1' },
      service,
    )
    expect(await lotsOf(token, invoice.number)).toHaveLength(1)
  })

  it('refuses a payment provider that is not enabled, when chosen and when placing', async () => {
    const buyer = await newBuyer('nocards')
    const { token } = buyer
    const { paymentProviders } = await commerce.request(
      PaymentProvidersDocument,
      {},
    )
    expect(paymentProviders.map((p) => p.identifier)).toEqual([
      'invoice',
      'stripe',
    ])
    // The same database behind a backend without card payments.
    const cardsOff = createOrderServices(backend.database.db, {
      cardPayments: false,
    })
    expect(
      (await cardsOff.payments.paymentProviders()).map((p) => p.identifier),
    ).toEqual(['invoice'])
    const gloves = await productId('GLV-NIT-E-NITRILE-M-BLUE-P100')
    cartOf(await add(token, buyer.cart.token, Number(gloves.id), 1))
    await expect(
      cardsOff.checkout.setPaymentProvider(
        buyer.customerId,
        buyer.cart.token,
        'stripe',
      ),
    ).rejects.toMatchObject({
      result: {
        __typename: 'ValidationError',
        violations: [{ propertyPath: 'paymentProviderIdentifier' }],
      },
    })
    // Chosen while cards were on: placing with cards off is refused, and nothing is placed.
    await prepare(
      token,
      buyer.cart.token,
      buyer.address.id,
      buyer.address.id,
      'stripe',
    )
    await expect(
      cardsOff.placement.placeOrder(buyer.customerId, buyer.cart.token),
    ).rejects.toMatchObject({
      result: { violations: [{ propertyPath: 'paymentProvider' }] },
    })
    expect(
      (
        await commerce.request(
          OrderDocument,
          { token: buyer.cart.token },
          { token },
        )
      ).order?.state,
    ).toBe('cart')
  })
})

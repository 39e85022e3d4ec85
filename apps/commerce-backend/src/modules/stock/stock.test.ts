import {
  CategoryProductsDocument,
  ProductDocument,
  UpdateCartItemDocument,
} from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import {
  add,
  backend,
  cartOf,
  checkout,
  commerce,
  newBuyer,
  newProduct,
} from '../../test-shop'
import { useTestShop } from '../../test-shop'

// Units, quantity rules and stock through the commerce endpoint (decision 031).
useTestShop()

const setProduct = (
  id: number,
  values: Partial<typeof t.products.$inferInsert>,
) =>
  backend.database.db
    .update(t.products)
    .set(values)
    .where(eq(t.products.id, id))

const stockOf = async (id: number) =>
  (
    await backend.database.db
      .select({ stock: t.products.stock })
      .from(t.products)
      .where(eq(t.products.id, id))
  )[0]?.stock

describe('the catalogue', () => {
  it('tells a product’s unit, pack, quantity rule, availability, GTIN and replacement', async () => {
    const { product: gauze } = await commerce.request(ProductDocument, {
      sku: 'BND-GZE-E-D10-P10',
    })
    expect(gauze).toMatchObject({
      unit: 'pack',
      packSize: 10,
      quantityRule: { min: 10, increment: 10, max: null },
      availability: { state: 'IN_STOCK', stock: null, backorder: false },
      status: 'ACTIVE',
      replacedBy: null,
    })
    expect(gauze?.gtin).toMatch(/^\d{13}$/)
    const { product: low } = await commerce.request(ProductDocument, {
      sku: 'GLV-NIT-E-NITRILE-XL-BLACK-P100',
    })
    expect(low).toMatchObject({
      unit: 'box',
      packSize: 100,
      availability: { state: 'LOW_STOCK', stock: 4 },
    })
    const { product: respirator } = await commerce.request(ProductDocument, {
      sku: 'MSK-N95-E-WHITE-P50',
    })
    expect(respirator?.availability).toEqual({
      state: 'BACKORDERED',
      stock: null,
      leadTimeDays: 0,
      restockDate: '2026-12-15',
      backorder: true,
    })
    const { product: old } = await commerce.request(ProductDocument, {
      sku: 'THM-E-BLUE',
    })
    expect(old?.status).toBe('DISCONTINUED')
    expect(old?.replacedBy?.sku).toBe('THM-P-BLUE')
  })

  it('lists only what can be ordered now when asked', async () => {
    const listing = (orderableOnly: boolean) =>
      commerce.request(CategoryProductsDocument, {
        categoryIdentifier: 'respirators',
        pageSize: 100,
        orderableOnly,
      })
    const all = (await listing(false)).categoryProducts.products.map(
      (p) => p.sku,
    )
    const orderable = (await listing(true)).categoryProducts.products.map(
      (p) => p.sku,
    )
    expect(all).toContain('MSK-N95-P-WHITE-P50')
    // Sold out without backorders: left out; sold out with them: still listed.
    expect(orderable).not.toContain('MSK-N95-P-WHITE-P50')
    expect(orderable).toContain('MSK-N95-E-WHITE-P50')
    expect(orderable).toHaveLength(all.length - 1)
  })
})

describe('quantity rules', () => {
  it('refuses a quantity off the product’s steps with the nearest ones, and never rounds it', async () => {
    const buyer = await newBuyer('tens')
    const product = await newProduct(`TENS-${Date.now()}`, 250)
    await setProduct(product.id, { minQuantity: 10, quantityIncrement: 10 })
    const refused = await add(buyer.token, buyer.cart.token, product.id, 25)
    expect(refused).toMatchObject({
      __typename: 'ValidationError',
      violations: [
        {
          propertyPath: 'quantity',
          message: 'Order in steps of 10: 20 or 30.',
        },
      ],
    })
    const cart = cartOf(
      await add(buyer.token, buyer.cart.token, product.id, 20),
    )
    expect(cart.items.map((i) => i.quantity)).toEqual([20])
    const { updateCartItem } = await commerce.request(
      UpdateCartItemDocument,
      { token: buyer.cart.token, cartItemId: cart.items[0]!.id, quantity: 5 },
      { token: buyer.token },
    )
    expect(updateCartItem).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ message: 'Order at least 10, in steps of 10.' }],
    })
  })

  it('refuses an add that takes the line beyond the product’s maximum', async () => {
    const buyer = await newBuyer('max')
    const product = await newProduct(`MAX-${Date.now()}`, 250)
    await setProduct(product.id, { maxQuantity: 20 })
    cartOf(await add(buyer.token, buyer.cart.token, product.id, 15))
    expect(
      await add(buyer.token, buyer.cart.token, product.id, 6),
    ).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ message: 'Order at most 20: the cart holds 15 already.' }],
    })
  })
})

describe('stock', () => {
  it('warns of a cart line beyond the stock, refuses to place it, and writes nothing', async () => {
    const buyer = await newBuyer('short')
    const product = await newProduct(`SHORT-${Date.now()}`, 250)
    await setProduct(product.id, { stock: 3 })
    const cart = cartOf(await add(buyer.token, buyer.cart.token, product.id, 5))
    expect(cart.items[0]?.stockNotice).toBe(`Only 3 left of ${product.name}.`)
    const placed = await checkout(
      buyer.token,
      buyer.cart.token,
      buyer.address.id,
    )
    expect(placed).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ message: `Only 3 left of ${product.name}.` }],
    })
    expect(await stockOf(product.id)).toBe(3)
  })

  it('reserves the units when an order is placed; a backordered product may go below zero', async () => {
    const buyer = await newBuyer('reserve')
    const tracked = await newProduct(`TRACKED-${Date.now()}`, 250)
    const backordered = await newProduct(`BACKORDER-${Date.now()}`, 250)
    await setProduct(tracked.id, { stock: 5 })
    await setProduct(backordered.id, { stock: 1, backorder: true })
    cartOf(await add(buyer.token, buyer.cart.token, tracked.id, 5))
    const cart = cartOf(
      await add(buyer.token, buyer.cart.token, backordered.id, 4),
    )
    // Backorders allowed: no warning.
    expect(cart.items.map((i) => i.stockNotice)).toEqual([null, null])
    const placed = cartOf(
      await checkout(buyer.token, buyer.cart.token, buyer.address.id),
    )
    expect(placed.state).toBe('new')
    expect(placed.items.map((i) => i.stockNotice)).toEqual([null, null])
    expect(await stockOf(tracked.id)).toBe(0)
    expect(await stockOf(backordered.id)).toBe(-3)
  })

  it('refuses to place a discontinued product in the cart', async () => {
    const buyer = await newBuyer('gone')
    const product = await newProduct(`GONE-${Date.now()}`, 250)
    cartOf(await add(buyer.token, buyer.cart.token, product.id, 1))
    await setProduct(product.id, { discontinuedAt: new Date() })
    expect(
      await checkout(buyer.token, buyer.cart.token, buyer.address.id),
    ).toMatchObject({
      __typename: 'ValidationError',
      violations: [
        {
          message: `${product.name} is no longer sold: replace it or remove it.`,
        },
      ],
    })
  })
})

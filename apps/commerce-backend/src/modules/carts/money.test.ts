import {
  CartDocument,
  OrderDocument,
  OrdersDocument,
  UpdateCartItemDocument,
} from '@shop/commerce-client'
import { asc, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { Money } from '../../graphql/money'
import { MAX_LINE_TOTAL_NET, MAX_ORDER_TOTAL_NET } from './pricing'
import {
  add,
  backend,
  bulkAdd,
  cartOf,
  checkout,
  commerce,
  lines,
  newBuyer,
  newProduct,
  productId,
  useTestShop,
} from '../../test-shop'

// The Money scalar and the ceilings of a line and a cart.
useTestShop()

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

import {
  AcceptInvitationDocument,
  AddOrderToOrderListDocument,
  AddToOrderListDocument,
  CartDocument,
  CreateOrderListDocument,
  DeleteOrderListDocument,
  InviteMemberDocument,
  OrderListDocument,
  OrderListToCartDocument,
  OrderListsDocument,
  SetOrderListQuantityDocument,
  UpdateOrderListDocument,
} from '@shop/commerce-client'
import type { OrderListResultFieldsFragment } from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import {
  add,
  backend,
  cartOf,
  checkout,
  commerce,
  linkTokenTo,
  newBuyer,
  newProduct,
  useTestShop,
} from '../../test-shop'

useTestShop()

function listOf(result: OrderListResultFieldsFragment) {
  if (result.__typename !== 'OrderListSuccess')
    throw new Error(`expected a list, got ${result.__typename}`)
  return result.list
}

async function newList(token: string, name: string, shared = false) {
  return listOf(
    (
      await commerce.request(
        CreateOrderListDocument,
        { input: { name, shared } },
        { token },
      )
    ).createOrderList,
  )
}

/** A second member of the founder's company, a buyer. */
async function colleague(founder: { token: string }, name: string) {
  const email = `${name}-${Date.now()}@lists.example`
  await commerce.request(
    InviteMemberDocument,
    { input: { email, roles: ['BUYER'] } },
    { token: founder.token },
  )
  const link = await linkTokenTo(email, '/en/auth/accept-invitation')
  const { acceptInvitation } = await commerce.request(
    AcceptInvitationDocument,
    {
      token: link,
      input: {
        firstname: name,
        lastname: 'Colleague',
        password: 'member-pass-1',
      },
    },
  )
  if (acceptInvitation.__typename !== 'AuthorizeSuccess')
    throw new Error('join refused')
  return { token: acceptInvitation.token }
}

describe('order lists', () => {
  it('are built from an order and from products, and go into the cart in one request', async () => {
    const buyer = await newBuyer('lister')
    const gloves = await newProduct(`OL-G-${Date.now()}`, 12_00)
    const masks = await newProduct(`OL-M-${Date.now()}`, 3_00)
    cartOf(await add(buyer.token, buyer.cart.token, gloves.id, 4))
    const order = cartOf(
      await checkout(buyer.token, buyer.cart.token, buyer.address.id),
    )
    const list = await newList(buyer.token, 'Exam room 2 — weekly')
    const fromOrder = listOf(
      (
        await commerce.request(
          AddOrderToOrderListDocument,
          { id: list.id, orderToken: order.token },
          { token: buyer.token },
        )
      ).addOrderToOrderList,
    )
    expect(fromOrder.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      [gloves.sku, 4],
    ])
    const both = listOf(
      (
        await commerce.request(
          AddToOrderListDocument,
          {
            id: list.id,
            items: [
              { productId: String(masks.id), quantity: 10 },
              { productId: String(gloves.id), quantity: 1 },
            ],
          },
          { token: buyer.token },
        )
      ).addToOrderList,
    )
    expect(both.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      [gloves.sku, 5],
      [masks.sku, 10],
    ])
    const { orderListToCart } = await commerce.request(
      OrderListToCartDocument,
      { id: list.id },
      { token: buyer.token },
    )
    expect(orderListToCart).toMatchObject({
      __typename: 'OrderListCartSuccess',
      added: 2,
      skipped: [],
    })
    const { cart } = await commerce.request(
      CartDocument,
      {},
      { token: buyer.token },
    )
    expect(cart.items.map((i) => [i.product.sku, i.quantity]).sort()).toEqual(
      [
        [gloves.sku, 5],
        [masks.sku, 10],
      ].sort(),
    )
    // Chosen lines only.
    await commerce.request(
      OrderListToCartDocument,
      { id: list.id, productIds: [String(masks.id)] },
      { token: buyer.token },
    )
    const { cart: again } = await commerce.request(
      CartDocument,
      {},
      { token: buyer.token },
    )
    expect(again.items.find((i) => i.product.sku === masks.sku)?.quantity).toBe(
      20,
    )
    expect(
      again.items.find((i) => i.product.sku === gloves.sku)?.quantity,
    ).toBe(5)
  }, 60_000)

  it('keep a product no longer sold, marked, and leave it out of the cart with a message', async () => {
    const buyer = await newBuyer('discontinued')
    const kept = await newProduct(`OL-K-${Date.now()}`, 2_00)
    const gone = await newProduct(`OL-X-${Date.now()}`, 2_00)
    const list = await newList(buyer.token, 'Supplies')
    await commerce.request(
      AddToOrderListDocument,
      {
        id: list.id,
        items: [
          { productId: String(kept.id), quantity: 1 },
          { productId: String(gone.id), quantity: 2 },
        ],
      },
      { token: buyer.token },
    )
    await backend.database.db
      .update(t.products)
      .set({ discontinuedAt: new Date() })
      .where(eq(t.products.id, gone.id))
    const { orderList } = await commerce.request(
      OrderListDocument,
      { id: list.id },
      { token: buyer.token },
    )
    expect(orderList?.items.map((i) => [i.product.sku, i.available])).toEqual([
      [kept.sku, true],
      [gone.sku, false],
    ])
    const { orderListToCart } = await commerce.request(
      OrderListToCartDocument,
      { id: list.id },
      { token: buyer.token },
    )
    expect(orderListToCart).toMatchObject({
      added: 1,
      skipped: [
        { sku: gone.sku, message: expect.stringMatching(/no longer sold/) },
      ],
    })
    // Nor can it be added anew, to the list or to the cart.
    const { addToOrderList } = await commerce.request(
      AddToOrderListDocument,
      { id: list.id, items: [{ productId: String(gone.id), quantity: 1 }] },
      { token: buyer.token },
    )
    expect(addToOrderList).toMatchObject({
      __typename: 'ValidationError',
      violations: [
        {
          propertyPath: 'items.0.productId',
          message: 'This product is no longer sold.',
        },
      ],
    })
    const cartAdd = await add(buyer.token, buyer.cart.token, gone.id, 1)
    expect(cartAdd).toMatchObject({ __typename: 'ValidationError' })
  })

  it('refuse bad input and change nothing', async () => {
    const buyer = await newBuyer('careful-lister')
    const product = await newProduct(`OL-B-${Date.now()}`, 1_00)
    const blank = await commerce.request(
      CreateOrderListDocument,
      { input: { name: '   ' } },
      { token: buyer.token },
    )
    expect(blank.createOrderList).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'name' }],
    })
    const list = await newList(buyer.token, 'Valid')
    const { addToOrderList } = await commerce.request(
      AddToOrderListDocument,
      {
        id: list.id,
        items: [
          { productId: String(product.id), quantity: 2 },
          { productId: String(product.id), quantity: 0 },
        ],
      },
      { token: buyer.token },
    )
    expect(addToOrderList).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'items.1.quantity' }],
    })
    const { orderList } = await commerce.request(
      OrderListDocument,
      { id: list.id },
      { token: buyer.token },
    )
    expect(orderList?.items).toEqual([])
    const removed = await commerce.request(
      SetOrderListQuantityDocument,
      { id: list.id, productId: String(product.id), quantity: 3 },
      { token: buyer.token },
    )
    expect(removed.setOrderListQuantity).toMatchObject({
      __typename: 'Error',
      message: 'The line was not found.',
    })
  })

  it('keep the product’s quantity rule when adding, adding up and changing a line', async () => {
    const buyer = await newBuyer('boxed-lister')
    const product = await newProduct(`OL-R-${Date.now()}`, 1_00)
    // At least 5, then in steps of 10: 5, 15, 25 …
    await backend.database.db
      .update(t.products)
      .set({ minQuantity: 5, quantityIncrement: 10 })
      .where(eq(t.products.id, product.id))
    const list = await newList(buyer.token, 'Boxes')
    const add = (quantity: number) =>
      commerce.request(
        AddToOrderListDocument,
        { id: list.id, items: [{ productId: String(product.id), quantity }] },
        { token: buyer.token },
      )
    expect((await add(7)).addToOrderList).toMatchObject({
      __typename: 'ValidationError',
      violations: [
        {
          propertyPath: 'items.0.quantity',
          message: 'Order in steps of 10: 5 or 15.',
        },
      ],
    })
    expect((await add(5)).addToOrderList.__typename).toBe('OrderListSuccess')
    // 5 + 5 = 10 is off the steps: refused, the line stays at 5.
    expect((await add(5)).addToOrderList).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'items.0.quantity' }],
    })
    const { setOrderListQuantity } = await commerce.request(
      SetOrderListQuantityDocument,
      { id: list.id, productId: String(product.id), quantity: 20 },
      { token: buyer.token },
    )
    expect(setOrderListQuantity).toMatchObject({
      __typename: 'ValidationError',
      violations: [{ propertyPath: 'quantity' }],
    })
    const { orderList } = await commerce.request(
      OrderListDocument,
      { id: list.id },
      { token: buyer.token },
    )
    expect(orderList?.items.map((i) => i.quantity)).toEqual([5])
  })

  it('are private or shared with the company, and another company’s are not found', async () => {
    const founder = await newBuyer('list-founder')
    const member = await colleague(founder, 'nurse')
    const stranger = await newBuyer('list-stranger')
    const product = await newProduct(`OL-S-${Date.now()}`, 1_00)
    const mine = await newList(founder.token, 'Private')
    const ours = await newList(founder.token, 'Shared', true)
    const names = async (token: string) =>
      (
        await commerce.request(OrderListsDocument, {}, { token })
      ).orderLists.map((l) => l.name)
    expect(await names(member.token)).toEqual(['Shared'])
    expect(await names(stranger.token)).toEqual([])
    // A colleague changes the lines of a shared list, but may not rename it.
    const edited = await commerce.request(
      AddToOrderListDocument,
      { id: ours.id, items: [{ productId: String(product.id), quantity: 2 }] },
      { token: member.token },
    )
    expect(edited.addToOrderList.__typename).toBe('OrderListSuccess')
    const renamed = await commerce.request(
      UpdateOrderListDocument,
      { id: ours.id, input: { name: 'Mine now', shared: false } },
      { token: member.token },
    )
    expect(renamed.updateOrderList.__typename).toBe('Forbidden')
    // Private and foreign lists are not found, for every call.
    for (const [token, id] of [
      [member.token, mine.id],
      [stranger.token, ours.id],
    ] as const) {
      expect(
        (await commerce.request(OrderListDocument, { id }, { token }))
          .orderList,
      ).toBeNull()
      const answers = [
        (
          await commerce.request(
            AddToOrderListDocument,
            { id, items: [{ productId: String(product.id), quantity: 1 }] },
            { token },
          )
        ).addToOrderList,
        (await commerce.request(DeleteOrderListDocument, { id }, { token }))
          .deleteOrderList,
        (await commerce.request(OrderListToCartDocument, { id }, { token }))
          .orderListToCart,
      ]
      for (const answer of answers)
        expect(answer).toMatchObject({
          __typename: 'Error',
          message: 'The list was not found.',
        })
    }
    const { orderList } = await commerce.request(
      OrderListDocument,
      { id: ours.id },
      { token: founder.token },
    )
    expect(orderList).toMatchObject({
      name: 'Shared',
      items: [{ quantity: 2 }],
    })
  })
})

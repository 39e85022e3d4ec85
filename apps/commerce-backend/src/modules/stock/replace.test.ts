import {
  AddToOrderListDocument,
  CreateOrderListDocument,
  CreateStandingOrderDocument,
  ReplaceCartItemDocument,
  ReplaceInOrderListDocument,
  ReplaceInStandingOrderDocument,
} from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { add, backend, commerce, newBuyer, newProduct } from '../../test-shop'
import { useTestShop } from '../../test-shop'

// Replacing a discontinued product in a list, a standing order and the cart (issue 33).
useTestShop()
// Each test makes many requests through the endpoint: a minute each on a loaded machine.

/** An old product in packs of 1, retired for a new one sold in tens from 10. */
async function retired(name: string) {
  const stamp = `${name}-${Date.now()}`
  const old = await newProduct(`RPL-OLD-${stamp}`, 5_00)
  const replacement = await newProduct(`RPL-NEW-${stamp}`, 4_00)
  await backend.database.db
    .update(t.products)
    .set({ minQuantity: 10, quantityIncrement: 10 })
    .where(eq(t.products.id, replacement.id))
  const retire = () =>
    backend.database.db
      .update(t.products)
      .set({ discontinuedAt: new Date(), replacedById: replacement.id })
      .where(eq(t.products.id, old.id))
  return { old, replacement, retire }
}

async function listWith(token: string, productId: number, quantity: number) {
  const { createOrderList } = await commerce.request(
    CreateOrderListDocument,
    { input: { name: 'Exam room', shared: false } },
    { token },
  )
  if (createOrderList.__typename !== 'OrderListSuccess') throw new Error()
  const { id } = createOrderList.list
  await commerce.request(
    AddToOrderListDocument,
    { id, items: [{ productId: String(productId), quantity }] },
    { token },
  )
  return id
}

describe('replacing a discontinued product', () => {
  it(
    'swaps a list’s line, rounding its quantity up onto the replacement’s rule with a note',
    { timeout: 60_000 },
    async () => {
      const buyer = await newBuyer('replace-list')
      const { old, replacement, retire } = await retired('list')
      const id = await listWith(buyer.token, old.id, 7)
      const replace = async (token: string, listId = id) =>
        (
          await commerce.request(
            ReplaceInOrderListDocument,
            { id: listId, productId: String(old.id) },
            { token },
          )
        ).replaceInOrderList

      // Still sold: nothing to replace.
      expect(await replace(buyer.token)).toMatchObject({
        __typename: 'ValidationError',
        violations: [
          {
            propertyPath: 'productId',
            message: expect.stringMatching(/still sold/),
          },
        ],
      })
      await retire()
      // Another practice's list is not found, and nothing of it changes.
      const stranger = await newBuyer('replace-stranger')
      expect(await replace(stranger.token)).toMatchObject({
        __typename: 'Error',
        message: 'The list was not found.',
      })
      const answer = await replace(buyer.token)
      if (answer.__typename !== 'OrderListReplaceSuccess')
        throw new Error(JSON.stringify(answer))
      expect(answer.list.items.map((i) => [i.product.sku, i.quantity])).toEqual(
        [[replacement.sku, 10]],
      )
      expect(answer.replacement).toMatchObject({
        product: { sku: replacement.sku },
        quantity: 10,
        note: `7 became 10: ${replacement.name} is sold in steps of 10, from 10.`,
      })
      // Replaced already: the line is gone.
      expect(await replace(buyer.token)).toMatchObject({
        __typename: 'Error',
        message: 'The line was not found.',
      })
    },
  )

  it(
    'swaps a standing order’s line at the replacement’s price, keeping a quantity on its rule',
    { timeout: 60_000 },
    async () => {
      const buyer = await newBuyer('replace-standing')
      const { old, replacement, retire } = await retired('standing')
      await add(buyer.token, buyer.cart.token, old.id, 20)
      const { createStandingOrder } = await commerce.request(
        CreateStandingOrderDocument,
        {
          input: {
            name: 'Weekly',
            schedule: { cadence: 'weekly', interval: 1, weekday: 1 },
            onProblem: 'place-available',
            priceTolerancePercent: 10,
            shippingAddressId: buyer.address.id,
            invoiceAddressId: buyer.address.id,
            carrierIdentifier: 'standard',
            paymentProviderIdentifier: 'invoice',
          },
        },
        { token: buyer.token },
      )
      if (createStandingOrder.__typename !== 'StandingOrderSuccess')
        throw new Error(JSON.stringify(createStandingOrder))
      await retire()
      const replace = async (token: string) =>
        (
          await commerce.request(
            ReplaceInStandingOrderDocument,
            {
              id: createStandingOrder.standingOrder.id,
              productId: String(old.id),
            },
            { token },
          )
        ).replaceInStandingOrder
      const stranger = await newBuyer('replace-standing-stranger')
      expect(await replace(stranger.token)).toMatchObject({
        __typename: 'Error',
        message: 'The standing order was not found.',
      })
      const answer = await replace(buyer.token)
      if (answer.__typename !== 'StandingOrderReplaceSuccess')
        throw new Error(JSON.stringify(answer))
      expect(
        answer.standingOrder.items.map((i) => [
          i.product.sku,
          i.quantity,
          i.agreedPriceNet,
          i.available,
        ]),
      ).toEqual([[replacement.sku, 20, 4_00, true]])
      expect(answer.replacement.note).toBeNull()
    },
  )

  it(
    'swaps a cart’s line, and refuses a replacement that is no longer sold either',
    { timeout: 60_000 },
    async () => {
      const buyer = await newBuyer('replace-cart')
      const { old, replacement, retire } = await retired('cart')
      const added = await add(buyer.token, buyer.cart.token, old.id, 3)
      if (added.__typename !== 'CartSuccess') throw new Error()
      const cartItemId = added.cart.items[0]!.id
      await retire()
      const replace = async () =>
        (
          await commerce.request(
            ReplaceCartItemDocument,
            { token: buyer.cart.token, cartItemId },
            { token: buyer.token },
          )
        ).replaceCartItem
      await backend.database.db
        .update(t.products)
        .set({ discontinuedAt: new Date() })
        .where(eq(t.products.id, replacement.id))
      expect(await replace()).toMatchObject({
        __typename: 'ValidationError',
        violations: [
          {
            propertyPath: 'cartItemId',
            message: `${replacement.name}, its replacement, is no longer sold either.`,
          },
        ],
      })
      await backend.database.db
        .update(t.products)
        .set({ discontinuedAt: null })
        .where(eq(t.products.id, replacement.id))
      const answer = await replace()
      if (answer.__typename !== 'CartReplaceSuccess')
        throw new Error(JSON.stringify(answer))
      expect(answer.cart.items.map((i) => [i.product.sku, i.quantity])).toEqual(
        [[replacement.sku, 10]],
      )
      expect(answer.replacement.note).toBe(
        `3 became 10: ${replacement.name} is sold in steps of 10, from 10.`,
      )
    },
  )
})

import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import * as t from '../../db/schema'
import { hashPassword } from '../../auth/passwords'
import { AuthorizeDocument } from '@shop/commerce-client'
import {
  add,
  backend,
  commerce,
  cartOf,
  checkout,
  newBuyer,
  useTestShop,
} from '../../test-shop'
import { gql, op, placed } from './fulfilment-fixture'

// Issue 35: the lots a practice holds are the ones shipped to it, so a recall reaches exactly
// the practices that received the lot.
useTestShop()
// Each test places orders and calls the API many times: seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 })

describe('recalls', () => {
  it('match exactly the practices whose shipments carried the lot', async () => {
    const shippedTo = await placed('recallhit', [2])
    const sameProduct = await newBuyer('recallmiss')
    // The other practice ordered the same product but received another lot.
    cartOf(
      await add(
        sameProduct.token,
        sameProduct.cart.token,
        shippedTo.products[0]!.id,
        2,
      ),
    )
    const missed = cartOf(
      await checkout(
        sameProduct.token,
        sameProduct.cart.token,
        sameProduct.address.id,
      ),
    )
    await op('POST', `/orders/${shippedTo.number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: 'RECALL-HIT',
      lines: [
        {
          sku: shippedTo.products[0]!.sku,
          quantity: 2,
          lotNumber: 'LOT-RECALL-HIT',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    await op('POST', `/orders/${missed.number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: 'RECALL-MISS',
      lines: [
        {
          sku: shippedTo.products[0]!.sku,
          quantity: 2,
          lotNumber: 'LOT-RECALL-MISS',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    const { companiesNotified } = await backend.services.recalls.record({
      lotNumber: 'LOT-RECALL-HIT',
      reason: 'Packaging breach',
    })
    expect(companiesNotified).toBe(1)
    const notices = await backend.database.db
      .select({ companyId: t.recallNotices.companyId })
      .from(t.recallNotices)
      .innerJoin(t.lotRecalls, eq(t.lotRecalls.id, t.recallNotices.recallId))
      .where(eq(t.lotRecalls.lotNumber, 'LOT-RECALL-HIT'))
    expect(notices).toEqual([{ companyId: shippedTo.buyer.companyId }])
  })

  it('name the order to return a shipped lot from, to who may open that order only', async () => {
    const { buyer, products, number, order } = await placed('lotorder', [2])
    await op('POST', `/orders/${number}/shipments`, {
      carrier: 'UPS',
      trackingNumber: 'LOT-ORDER-1',
      lines: [
        {
          sku: products[0]!.sku,
          quantity: 2,
          lotNumber: 'LOT-ORDER-SHIPPED',
          lotExpiry: '2028-01-31',
        },
      ],
    })
    // A lot an older build invented for the same order, with no shipment behind it.
    await backend.database.db.insert(t.inventoryLots).values({
      customerId: buyer.customerId,
      productId: products[0]!.id,
      orderId: Number(order.id),
      lotNumber: 'LOT-ORDER-INVENTED',
      expiryDate: '2028-01-31',
      quantity: 2,
    })
    // A member of the same practice who buys only: the lots are hers to see, the order is not.
    const email = `lotorder-colleague-${Date.now()}@buyers.example`
    await backend.database.db.insert(t.customers).values({
      companyId: buyer.companyId,
      roles: ['buyer'],
      email,
      passwordHash: await hashPassword('buyer-pass-1'),
      firstname: 'Col',
      lastname: 'League',
      emailVerifiedAt: new Date(),
    })
    const { authorize } = await commerce.request(AuthorizeDocument, {
      username: email,
      password: 'buyer-pass-1',
    })
    if (authorize.__typename !== 'AuthorizeSuccess') throw new Error('sign-in')
    const tokensOf = async (token: string) =>
      Object.fromEntries(
        (
          await gql<{
            inventory: { lotNumber: string; orderToken: string | null }[]
          }>(token, '{ inventory { lotNumber orderToken } }')
        ).inventory.map((lot) => [lot.lotNumber, lot.orderToken]),
      )
    expect(await tokensOf(buyer.token)).toEqual({
      'LOT-ORDER-SHIPPED': order.token,
      'LOT-ORDER-INVENTED': null,
    })
    expect(await tokensOf(authorize.token)).toEqual({
      'LOT-ORDER-SHIPPED': null,
      'LOT-ORDER-INVENTED': null,
    })
  })

  it('no longer invents lots when an order is placed or paid', async () => {
    const { order } = await placed('nolots', [1])
    expect(
      await backend.database.db
        .select()
        .from(t.inventoryLots)
        .where(eq(t.inventoryLots.orderId, Number(order.id))),
    ).toEqual([])
  })
})

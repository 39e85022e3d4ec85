import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import * as t from '../../db/schema'
import { backend, newBuyer, useTestShop } from '../../test-shop'
import { events, gql, mails, op, placed, stockOf } from './fulfilment-fixture'

// Issue 35: a line waits for stock or is cancelled by the distributor, the order by the buyer
// until it is confirmed; each change once, its stock back on the shelf.
useTestShop()
// Each test places orders and calls the API many times: seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 })

describe('backorders and cancelled lines', () => {
  it('backorders a line until a date and cancels a line with its reason, each once', async () => {
    const { buyer, products, number } = await placed('backorder', [2, 1], 5)
    const [a, b] = products
    const backordered = await op('POST', `/orders/${number}/backorder`, {
      sku: a!.sku,
      until: '2027-03-01',
    })
    expect(backordered.json.order.lines[0]!.backorderedUntil).toBe('2027-03-01')
    await op('POST', `/orders/${number}/backorder`, {
      sku: a!.sku,
      until: '2027-03-01',
    })
    expect(await mails(buyer.email, 'order-backordered')).toBe(1)
    expect(await events('order.backordered', number)).toBe(1)

    for (let i = 0; i < 2; i++)
      expect(
        (
          await op('POST', `/orders/${number}/cancel-line`, {
            sku: b!.sku,
            reason: 'Out of production',
          })
        ).json.order.lines[1],
      ).toMatchObject({
        cancelledQuantity: 1,
        cancelReason: 'Out of production',
      })
    expect(await mails(buyer.email, 'order-line-cancelled')).toBe(1)
    expect(await events('order.line_cancelled', number)).toBe(1)
    // The cancelled unit is back in stock, once.
    expect(await stockOf(b!.id)).toBe(5)
    expect(await stockOf(a!.id)).toBe(3)
    const noReason = await op('POST', `/orders/${number}/cancel-line`, {
      sku: a!.sku,
    })
    expect(noReason.status).toBe(400)
    expect(noReason.json.violations[0]!.propertyPath).toBe('reason')

    // Cancelling the last open line cancels the order.
    const last = await op('POST', `/orders/${number}/cancel-line`, {
      sku: a!.sku,
      reason: 'Not coming back',
    })
    expect(last.json.order.fulfilmentState).toBe('CANCELLED')
    expect(
      (await op('GET', '/orders?state=cancelled&limit=500')).json.orders.map(
        (o) => o.number,
      ),
    ).toContain(number)
  })
})

describe('the buyer', () => {
  it('cancels an order until it is confirmed, giving its stock back', async () => {
    const open = await placed('buyercancel', [1], 10)
    const cancel = `mutation($token: String!) { cancelOrder(token: $token) {
      __typename ... on OrderSuccess { order { fulfilmentState canCancel } } ... on Error { message } } }`
    const done = await gql<{
      cancelOrder: { order: { fulfilmentState: string } }
    }>(open.buyer.token, cancel, { token: open.order.token })
    expect(done.cancelOrder.order.fulfilmentState).toBe('CANCELLED')
    // What placing reserved is back in stock.
    const [stocked] = await backend.database.db
      .select({ stock: t.products.stock })
      .from(t.products)
      .where(eq(t.products.id, open.products[0]!.id))
    expect(stocked!.stock).toBe(10)
    expect(await events('order.cancelled', open.number)).toBe(1)
    expect(await mails(open.buyer.email, 'order-cancelled')).toBe(1)
    // The warehouse can no longer confirm or ship it.
    expect(
      (
        await op('POST', `/orders/${open.number}/acknowledge`, {
          distributorOrderNumber: 'WH-9',
        })
      ).status,
    ).toBe(409)

    const confirmed = await placed('buyerlate', [1])
    await op('POST', `/orders/${confirmed.number}/acknowledge`, {
      distributorOrderNumber: 'WH-10',
    })
    const late = await gql<{
      cancelOrder: { __typename: string; message: string }
    }>(confirmed.buyer.token, cancel, { token: confirmed.order.token })
    expect(late.cancelOrder.__typename).toBe('Error')
    // Another practice's order is not found.
    const stranger = await newBuyer('stranger')
    const foreign = await gql<{
      cancelOrder: { __typename: string; message: string }
    }>(stranger.token, cancel, { token: open.order.token })
    expect(foreign.cancelOrder).toEqual({
      __typename: 'Error',
      message: 'The order was not found.',
    })
  })
})

import {
  AddToCartDocument,
  AddressesDocument,
  AuthorizeDocument,
  CartDocument,
  PlaceOrderDocument,
  RemoveCartItemDocument,
  SetCarrierDocument,
  SetCheckoutAddressesDocument,
  SetPaymentProviderDocument,
} from '@shop/commerce-client'
import { desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { spentThisMonth } from '../companies'
import { insertStandingOrder, startTestBackend } from '../../test-backend'
import { usePostgresServer } from '../../test-postgres'
import { backend, commerce, useTestShop } from '../../test-shop'

// Standing-order runs on a real Postgres server, with two backend instances and the job queue in
// its `pgboss` schema: each run is placed once, and a run and a cart of one buyer are counted one
// after the other.
describe('on a Postgres server', () => {
  const postgres = usePostgresServer('standing-orders-test')
  useTestShop(() => ({ databaseUrl: postgres.url }))

  it('places each standing-order run once when two backend instances run it at the same moment', async () => {
    // The second instance runs the job queue too, in the server's `pgboss` schema.
    const second = await startTestBackend({
      databaseUrl: postgres.url,
      scheduler: true,
    })
    try {
      const db = backend.database.db
      const first = '2027-01-04'
      const { standing } = await insertStandingOrder(db, {
        email: 'buyer@northside-clinic.example',
        name: 'Weekly on two instances',
        nextRunOn: first,
      })
      const placed = async () => {
        const result = (await db.execute(
          sql`select count(*)::int as n from orders where standing_order_id = ${standing.id}`,
        )) as { rows: { n: number }[] }
        return Number(result.rows[0]!.n)
      }
      for (let week = 0; week < 5; week++) {
        const at = new Date(
          Date.parse(`${first}T00:01:00Z`) + week * 7 * 24 * 3600_000,
        )
        await Promise.all([
          backend.services.standingOrders.runDue(at),
          second.backend.services.standingOrders.runDue(at),
          backend.services.standingOrders.runDue(at),
          second.backend.services.standingOrders.runDue(at),
        ])
        expect(await placed()).toBe(week + 1)
      }
      // A run missed while the shop was down: the job queue places it, late, once.
      await db
        .update(t.standingOrders)
        .set({
          nextRunOn: new Date(Date.now() - 24 * 3600_000)
            .toISOString()
            .slice(0, 10),
        })
        .where(eq(t.standingOrders.id, standing.id))
      await second.backend.scheduler!.wake()
      await expect.poll(placed, { timeout: 30_000, interval: 250 }).toBe(6)
    } finally {
      await second.backend.close()
    }
  }, 120_000)

  it('counts a standing-order run and a cart placed at the same moment by one buyer one after the other', async () => {
    const second = await startTestBackend({ databaseUrl: postgres.url })
    const db = backend.database.db
    const [buyer] = await db
      .select()
      .from(t.customers)
      .where(eq(t.customers.email, 'orders@lakeview-practice.example'))
    try {
      const { authorize } = await commerce.request(AuthorizeDocument, {
        username: 'orders@lakeview-practice.example',
        password: 'demo1234',
      })
      if (authorize.__typename !== 'AuthorizeSuccess')
        throw new Error('sign-in failed')
      const token = authorize.token
      const { addresses } = await commerce.request(
        AddressesDocument,
        {},
        { token },
      )
      const addressId = addresses[0]!.id
      // Sent where the cart goes.
      const { standing } = await insertStandingOrder(db, {
        email: 'orders@lakeview-practice.example',
        name: 'Raced with the cart',
        nextRunOn: '2027-03-01',
        addressId: Number(addressId),
      })
      // Five rounds: without the buyer's lock, some let both orders through.
      for (let round = 0; round < 5; round++) {
        const day = new Date(Date.UTC(2027, 2, 1 + 7 * round))
          .toISOString()
          .slice(0, 10)
        await db
          .update(t.standingOrders)
          .set({ nextRunOn: day })
          .where(eq(t.standingOrders.id, standing.id))
        // The cart: the same line, sent the same way, so both orders cost the same.
        const { cart } = await commerce.request(CartDocument, {}, { token })
        for (const item of cart.items)
          await commerce.request(
            RemoveCartItemDocument,
            { token: cart.token, cartItemId: item.id },
            { token },
          )
        await commerce.request(
          AddToCartDocument,
          { token: cart.token, productId: '1', quantity: 1 },
          { token },
        )
        for (const [document, variables] of [
          [
            SetCheckoutAddressesDocument,
            { shippingAddressId: addressId, invoiceAddressId: addressId },
          ],
          [SetCarrierDocument, { carrierIdentifier: 'standard' }],
          [
            SetPaymentProviderDocument,
            { paymentProviderIdentifier: 'invoice' },
          ],
        ] as const)
          await commerce.request(
            document as typeof SetCarrierDocument,
            { token: cart.token, ...variables } as never,
            { token },
          )
        const { cart: ready } = await commerce.request(
          CartDocument,
          {},
          { token },
        )
        // Either order alone fits the month; both together go over it.
        const spent =
          (await spentThisMonth(db, [buyer!.id])).get(buyer!.id) ?? 0
        await db
          .update(t.customers)
          .set({ monthlyLimitNet: spent + 2 * ready.totalNet - 1 })
          .where(eq(t.customers.id, buyer!.id))
        const [placed] = await Promise.all([
          commerce.request(
            PlaceOrderDocument,
            { token: cart.token },
            { token },
          ),
          second.backend.services.standingOrders.runDue(
            new Date(`${day}T00:05:00Z`),
          ),
        ])
        const [run] = await db
          .select({ state: t.orders.state })
          .from(t.orders)
          .where(eq(t.orders.standingOrderId, standing.id))
          .orderBy(desc(t.orders.id))
          .limit(1)
        const states = [
          placed.placeOrder.__typename === 'CartSuccess'
            ? placed.placeOrder.cart.state
            : placed.placeOrder.__typename,
          run!.state,
        ].sort()
        expect(states).toEqual(['awaiting_approval', 'new'])
      }
    } finally {
      await db
        .update(t.customers)
        .set({ monthlyLimitNet: null })
        .where(eq(t.customers.id, buyer!.id))
      await second.backend.close()
    }
  }, 120_000)
})

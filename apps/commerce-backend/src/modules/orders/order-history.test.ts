import { AuthorizeDocument, OrdersDocument } from '@shop/commerce-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { DEMO_CUSTOMERS } from '../../seed/seed'
import { startTestBackend } from '../../test-backend'

// A backend of its own: its orders and query counts must not meet another test's.
let started: Awaited<ReturnType<typeof startTestBackend>>
/** SQL queries the backend has sent. */
let queries = 0

beforeAll(async () => {
  started = await startTestBackend({
    queryLogger: { logQuery: () => void queries++ },
  })
}, 60_000)
afterAll(() => started?.backend.close())

describe('the order history', () => {
  it('costs the same few queries for 20 orders as for 5', async () => {
    const { backend, commerce } = started
    const { email, password } = DEMO_CUSTOMERS[0]
    const [customer] = await backend.database.db
      .select()
      .from(t.customers)
      .where(eq(t.customers.email, email))
    const customerId = customer!.id
    const [address] = await backend.services.addresses.ofCompany(
      customer!.companyId,
    )
    // Placed orders of one to three lines each, until there are more than 20.
    const { carts, checkout, placement, orderHistory } = backend.services
    for (
      let i = 0;
      (await orderHistory.orders(customer!, 1, 1)).total <= 20;
      i++
    ) {
      const { view } = await carts.addItems(
        customerId,
        null,
        Array.from({ length: 1 + (i % 3) }, (_, n) => ({
          productId: 1 + ((i * 3 + n) % 40),
          quantity: 1 + n,
        })),
      )
      const token = view.row.token
      await checkout.setAddresses(customerId, token, address!.id, address!.id)
      await checkout.setCarrier(customerId, token, 'standard')
      await checkout.setPaymentProvider(customerId, token, 'invoice')
      await placement.placeOrder(customerId, token)
    }
    const signIn = await commerce.request(AuthorizeDocument, {
      username: email,
      password,
    })
    if (signIn.authorize.__typename !== 'AuthorizeSuccess')
      throw new Error('sign-in failed')
    const token = signIn.authorize.token
    const cost = async (pageSize: number) => {
      queries = 0
      const { orders: page } = await commerce.request(
        OrdersDocument,
        { pageSize },
        { token },
      )
      expect(page.orders).toHaveLength(pageSize)
      expect(page.orders.every((o) => o.items.length > 0)).toBe(true)
      return queries
    }
    // The first call reads the session too (it is cached for a while after): not counted.
    await cost(1)
    const five = await cost(5)
    const twenty = await cost(20)
    expect(twenty).toBe(five)
    // The page, its lines and products, prices, each order's fulfilment (acknowledgement,
    // shipments with their lines, returns with theirs), its invoice and the practice's terms,
    // each read once for the whole page.
    expect(twenty).toBeLessThanOrEqual(15)
  }, 60_000)
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { DEMO_CUSTOMERS } from '../../seed/seed'
import { startTestBackend } from '../../test-backend'

// A backend of its own: the statements it is sent are counted (decision 047).
let started: Awaited<ReturnType<typeof startTestBackend>>
/** The SQL statements the backend has sent, in order. */
const statements: string[] = []

beforeAll(async () => {
  started = await startTestBackend({
    queryLogger: { logQuery: (query) => void statements.push(query) },
  })
}, 60_000)
afterAll(() => started?.backend.close())

describe('showing a cart', () => {
  it('records the prices shown once, and a view that shows nothing new writes nothing', async () => {
    const { backend } = started
    const [customer] = await backend.database.db
      .select()
      .from(t.customers)
      .where(eq(t.customers.email, DEMO_CUSTOMERS[0].email))
    const { carts } = backend.services
    await carts.addItems(customer!.id, null, [{ productId: 3, quantity: 2 }])
    const writes = async (view: () => Promise<unknown>) => {
      statements.length = 0
      await view()
      return statements.filter((s) => /^update "order_items"/.test(s))
    }
    // The price the add answered was shown; every later view of the same prices writes nothing.
    expect(await writes(() => carts.cart(customer!.id))).toEqual([])
    expect(await writes(() => carts.cart(customer!.id))).toEqual([])
    // A line whose shown price is not its price today is recorded on the next view, once.
    await backend.database.db
      .update(t.orderItems)
      .set({ shownPriceNet: null })
      .where(eq(t.orderItems.productId, 3))
    expect(await writes(() => carts.cart(customer!.id))).toHaveLength(1)
    expect(await writes(() => carts.cart(customer!.id))).toEqual([])
    const [line] = await backend.database.db
      .select()
      .from(t.orderItems)
      .where(eq(t.orderItems.productId, 3))
    expect(line!.shownPriceNet).toEqual(expect.any(Number))
  })
})

import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import * as t from '../../db/schema'
import { usePostgresServer } from '../../test-postgres'
import {
  add,
  backend,
  cartOf,
  checkout,
  newBuyer,
  newProduct,
  useTestShop,
} from '../../test-shop'

// The stock reservation on a real Postgres server, where placements truly run at the same time
// (decision 031): the last units are sold exactly once.
const postgres = usePostgresServer('stock-test')
useTestShop(() => ({ databaseUrl: postgres.url }))

it('sells exactly the stock when several carts place the last units at once; the rest are refused whole', async () => {
  expect(backend.database.kind).toBe('postgres')
  const stamp = Date.now()
  const last = await newProduct(`LAST-${stamp}`, 990)
  const plenty = await newProduct(`PLENTY-${stamp}`, 490)
  await backend.database.db
    .update(t.products)
    .set({ stock: 5 })
    .where(eq(t.products.id, last.id))
  await backend.database.db
    .update(t.products)
    .set({ stock: 100 })
    .where(eq(t.products.id, plenty.id))
  const buyers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => newBuyer(`last-${i}`)),
  )
  for (const buyer of buyers) {
    cartOf(await add(buyer.token, buyer.cart.token, plenty.id, 1))
    cartOf(await add(buyer.token, buyer.cart.token, last.id, 1))
  }
  const results = await Promise.all(
    buyers.map((buyer) =>
      checkout(buyer.token, buyer.cart.token, buyer.address.id),
    ),
  )
  const placed = results.filter((r) => r.__typename === 'CartSuccess')
  const refused = results.filter((r) => r.__typename !== 'CartSuccess')
  expect(placed).toHaveLength(5)
  expect(refused).toHaveLength(3)
  for (const answer of refused)
    expect(answer).toMatchObject({
      __typename: 'ValidationError',
      message: 'Some products are no longer in stock.',
      violations: [{ message: `${last.name} is out of stock.` }],
    })
  const stock = await backend.database.db
    .select({ id: t.products.id, stock: t.products.stock })
    .from(t.products)
    .where(sql`${t.products.id} in (${last.id}, ${plenty.id})`)
  // Nothing half-written: a refused order reserved nothing of the other line either.
  expect(Object.fromEntries(stock.map((r) => [r.id, r.stock]))).toEqual({
    [last.id]: 0,
    [plenty.id]: 95,
  })
  const numbered = await backend.database.db
    .select({ id: t.orders.id })
    .from(t.orders)
    .innerJoin(t.orderItems, eq(t.orderItems.orderId, t.orders.id))
    .where(and(eq(t.orderItems.productId, last.id), isNotNull(t.orders.number)))
  expect(numbered).toHaveLength(5)
}, 120_000)

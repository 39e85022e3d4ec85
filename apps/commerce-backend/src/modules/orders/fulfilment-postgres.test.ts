import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import * as t from '../../db/schema'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import { usePostgresServer } from '../../test-postgres'

// Two backend instances on one Postgres server given the same shipment at once (a distributor
// retrying on another instance): it is recorded once, its lots once, the buyer mailed once.
const { backends: instances } = usePostgresServer('shop-fulfilment-test', [
  {},
  {},
])

it('records a shipment sent to both instances at once only once', async () => {
  const [a, b] = instances
  const db = a!.backend.database.db
  // A demo order, placed by the seed: its first line is shipped.
  const [order] = await db
    .select()
    .from(t.orders)
    .where(sql`${t.orders.number} is not null and ${t.orders.state} <> 'cart'`)
    .limit(1)
  const [item] = await db
    .select()
    .from(t.orderItems)
    .where(eq(t.orderItems.orderId, order!.id))
    .limit(1)
  const body = JSON.stringify({
    carrier: 'UPS',
    trackingNumber: '1ZCONCURRENT',
    lines: [
      {
        orderItemId: item!.id,
        quantity: item!.quantity,
        lotNumber: 'LOT-CONCURRENT',
        lotExpiry: '2029-01-31',
      },
    ],
  })
  const answers = await Promise.all(
    [a, b, a, b].map((instance) =>
      fetch(`${instance!.url}/operator/v1/orders/${order!.number}/shipments`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-service-secret': TEST_SERVICE_SECRET,
        },
        body,
      }),
    ),
  )
  expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200])
  const n = async (query: ReturnType<typeof sql>) =>
    Number(((await db.execute(query)) as { rows: { n: number }[] }).rows[0]!.n)
  expect(
    await n(
      sql`select count(*)::int as n from ${t.shipments} where ${t.shipments.trackingNumber} = '1ZCONCURRENT'`,
    ),
  ).toBe(1)
  expect(
    await n(
      sql`select count(*)::int as n from ${t.inventoryLots} where ${t.inventoryLots.lotNumber} = 'LOT-CONCURRENT'`,
    ),
  ).toBe(1)
  expect(
    await n(
      sql`select count(*)::int as n from ${t.outboxMessages} where ${t.outboxMessages.kind} = 'order-shipped'`,
    ),
  ).toBe(1)
  expect(
    await n(
      sql`select count(*)::int as n from ${t.events} where ${t.events.type} = 'order.shipped'`,
    ),
  ).toBe(1)
})

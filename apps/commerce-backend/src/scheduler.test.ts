import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import * as t from './db/schema'
import { insertStandingOrder, startTestBackend } from './test-backend'

// The job queue on the embedded database: a backend started with its scheduler places a run that
// fell due while it was down, without anyone calling it, and once.
let backend: Awaited<ReturnType<typeof startTestBackend>>['backend']

beforeAll(async () => {
  ;({ backend } = await startTestBackend({ scheduler: true }))
}, 60_000)
afterAll(() => backend?.close())

it('places a due run from the job queue on PGlite, once', async () => {
  const db = backend.database.db
  const { standing } = await insertStandingOrder(db, {
    email: 'orders@lakeview-practice.example',
    name: 'Due yesterday',
    // Missed while the shop was down.
    nextRunOn: new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10),
  })
  expect(backend.scheduler).not.toBeNull()
  await backend.scheduler!.wake()
  await backend.scheduler!.wake()
  const placed = async () =>
    Number(
      (
        (await db.execute(
          sql`select count(*)::int as n from orders where standing_order_id = ${standing.id}`,
        )) as { rows: { n: number }[] }
      ).rows[0]!.n,
    )
  await expect.poll(placed, { timeout: 30_000, interval: 250 }).toBe(1)
  const [run] = await db
    .select()
    .from(t.standingOrderRuns)
    .where(eq(t.standingOrderRuns.standingOrderId, standing.id))
  expect(run!.note).toContain('placed late, once')
  // Later rounds place nothing more.
  await backend.scheduler!.wake()
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  expect(await placed()).toBe(1)
}, 60_000)

it('schedules last month’s statement e-mails for 06:00 UTC on the 1st', async () => {
  const { rows } = (await backend.database.db.execute(
    sql`select cron, timezone from pgboss.schedule where name = 'monthly-statements'`,
  )) as { rows: { cron: string; timezone: string }[] }
  expect(rows).toEqual([{ cron: '0 6 1 * *', timezone: 'UTC' }])
})

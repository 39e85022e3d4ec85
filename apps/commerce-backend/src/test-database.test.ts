import { count, eq } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import * as t from './db/schema'
import { startTestBackend } from './test-backend'

// Test backends start from one dumped seeded database: each must get the demo data and a copy of
// its own, or one test file's changes would leak into the next.
type Started = Awaited<ReturnType<typeof startTestBackend>>
const started: Started[] = []
afterAll(() => Promise.all(started.map(({ backend }) => backend.close())))

async function renamed({ backend }: Started) {
  const [row] = await backend.database.db
    .select({ n: count() })
    .from(t.products)
    .where(eq(t.products.name, 'Renamed by another test'))
  return row?.n ?? 0
}

it('starts each backend with the demo data in a database of its own', async () => {
  const first = await startTestBackend()
  started.push(first)
  const [products] = await first.backend.database.db
    .select({ n: count() })
    .from(t.products)
  expect(products?.n).toBeGreaterThan(100)
  await first.backend.database.db
    .update(t.products)
    .set({ name: 'Renamed by another test' })
  expect(await renamed(first)).toBe(products?.n)

  const second = await startTestBackend()
  started.push(second)
  expect(await renamed(second)).toBe(0)
}, 120_000)

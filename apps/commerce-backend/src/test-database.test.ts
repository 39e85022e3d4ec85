import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import * as t from './db/schema'
import { startTestBackend } from './test-backend'
import { removeStaleDumps } from './test-database'

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

it('clears only finished dumps untouched for an hour, never one another process is writing or reading', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dumps-'))
  const now = Date.now()
  const file = (name: string, minutesAgo: number) => {
    const path = join(dir, name)
    writeFileSync(path, 'dump')
    const at = new Date(now - minutesAgo * 60_000)
    utimesSync(path, at, at)
    return path
  }
  try {
    const ours = file('shop-test-seeded-00000000000000aa.tar', 300)
    file('shop-test-seeded-00000000000000bb.tar', 120) // older code, another day
    file('shop-test-seeded-00000000000000cc.tar', 5) // another checkout's, in use
    file('shop-test-seeded-00000000000000dd.tar.4242', 120) // another process still writing
    file('unrelated.tar', 600)
    removeStaleDumps(dir, ours, now)
    expect(readdirSync(dir).sort()).toEqual([
      'shop-test-seeded-00000000000000aa.tar',
      'shop-test-seeded-00000000000000cc.tar',
      'shop-test-seeded-00000000000000dd.tar.4242',
      'unrelated.tar',
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

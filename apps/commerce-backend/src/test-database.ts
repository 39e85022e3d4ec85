// Test support: the seeded demo database, made once and dumped, so each test backend on in-memory
// PGlite starts from a copy (about half a second) instead of creating, migrating and seeding its
// own (about three). The dump is kept in the system's temporary folder under a key of everything
// that shapes it (the backend's source, its migrations, the dependencies' versions, the day: the seed dates
// some rows by the day), so test files, workers and runs share it and a change makes a new one.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs'
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from './db/client'
import { seedDemoData } from './seed/seed'

const BACKEND = fileURLToPath(new URL('..', import.meta.url))
const PREFIX = 'shop-test-seeded-'

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

function dumpKey() {
  const hash = createHash('sha256')
  hash.update(new Date().toISOString().slice(0, 10))
  for (const file of [
    // The dependencies' versions (PGlite's among them).
    join(BACKEND, '../../package-lock.json'),
    ...filesUnder(join(BACKEND, 'src')),
    ...filesUnder(join(BACKEND, 'drizzle')),
  ])
    hash.update(file).update(readFileSync(file))
  return hash.digest('hex').slice(0, 16)
}

async function makeDump(path: string) {
  const database = await openDatabase({ dataDir: 'memory://' })
  try {
    await seedDemoData(database.db)
    if (!database.dumpDataDir) throw new Error('PGlite dumps its data only')
    const dump = await database.dumpDataDir()
    // Written aside and renamed, so a worker never reads another's half-written dump.
    const partial = `${path}.${process.pid}`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, path)
  } finally {
    await database.close()
  }
  // Earlier dumps (older code, another day) are of no more use.
  for (const name of readdirSync(tmpdir()))
    if (name.startsWith(PREFIX) && join(tmpdir(), name) !== path)
      rmSync(join(tmpdir(), name), { force: true })
}

let seeded: Promise<Blob> | undefined

/** The seeded demo database as a PGlite data directory dump. */
export function seededDatabase(): Promise<Blob> {
  seeded ??= (async () => {
    const path = join(tmpdir(), `${PREFIX}${dumpKey()}.tar`)
    if (!existsSync(path)) await makeDump(path)
    return new Blob([readFileSync(path)])
  })()
  return seeded
}

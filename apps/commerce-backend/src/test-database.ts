// Test support: the seeded demo database, made once and dumped, so each test backend on in-memory
// PGlite starts from a copy (about half a second) instead of creating, migrating and seeding its
// own (about three). The dump is kept in the system's temporary folder under a key of everything
// that shapes it (the backend's source, its migrations, the dependencies' versions, the day: the seed dates
// some rows by the day), so test files, workers and runs share it and a change makes a new one.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from './db/client'
import { seedDemoData } from './seed/seed'

const BACKEND = fileURLToPath(new URL('..', import.meta.url))
const PREFIX = 'shop-test-seeded-'
/** A finished dump's name; a dump being written has its writer's pid after it. */
const FINISHED_DUMP = new RegExp(`^${PREFIX}[0-9a-f]{16}\\.tar$`)
/** A dump untouched this long is another day's or older code's, not one a run still reads. */
const STALE_AFTER_MS = 60 * 60 * 1000

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
  removeStaleDumps(tmpdir(), path, Date.now())
}

/**
 * Removes earlier dumps (older code, another day), but never one being written (another
 * process's, about to be renamed) nor one made within the hour: another checkout on this
 * machine (a worktree, Node 24's suite beside Node 20's in CI) may be reading it.
 */
export function removeStaleDumps(dir: string, keep: string, now: number) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name)
    if (!FINISHED_DUMP.test(name) || file === keep) continue
    try {
      if (now - statSync(file).mtimeMs > STALE_AFTER_MS)
        rmSync(file, { force: true })
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

/** The dump at `path`, or undefined when there is none (yet, or no more). */
function readDump(path: string) {
  try {
    return readFileSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

let seeded: Promise<Blob> | undefined

/** The seeded demo database as a PGlite data directory dump. */
export function seededDatabase(): Promise<Blob> {
  seeded ??= (async () => {
    const path = join(tmpdir(), `${PREFIX}${dumpKey()}.tar`)
    let dump = readDump(path)
    if (!dump) {
      await makeDump(path)
      dump = readFileSync(path)
    }
    return new Blob([dump])
  })()
  return seeded
}

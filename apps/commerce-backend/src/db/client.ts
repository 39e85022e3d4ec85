import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

/** The typed database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  /** `pglite` (embedded, on disk or in memory) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

/** The committed migrations, found from the source file or from the bundle in dist/. */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, 'drizzle', 'meta'))) return join(dir, 'drizzle')
    dir = dirname(dir)
  }
  throw new Error('The database migrations (drizzle/) were not found.')
}

/**
 * Opens the database and applies the migrations: a Postgres server when `databaseUrl` is given,
 * otherwise PGlite persisted in `dataDir` (or in memory when `dataDir` is `memory://`).
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const db = drizzleNodePg(pool, { schema })
    await migrateNodePg(db, { migrationsFolder: migrationsFolder() })
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
    }
  }
  if (!options.dataDir.startsWith('memory://'))
    mkdirSync(options.dataDir, { recursive: true })
  const client = new PGlite(options.dataDir)
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder: migrationsFolder() })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  }
}

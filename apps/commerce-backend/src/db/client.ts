import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { Logger } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

/** The typed database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** The handle `Database.transaction` passes to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * What a query runs on: the database or a transaction on it. Inside a transaction, pass the
 * transaction: PGlite has one connection, and a query outside the transaction would wait for it
 * forever.
 */
export type Executor = Database | Transaction

/**
 * The row a statement that writes one row answered (`insert … returning`, an update of a row the
 * same transaction read): a missing one is a bug, not something a caller did.
 */
export function written<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('The database answered no row.')
  return row
}

export interface DatabaseHandle {
  db: Database
  /** `pglite` (embedded, on disk or in memory) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres'
  /**
   * Runs raw SQL on the database's own connections, for a library that brings its own queries
   * (the job queue): with values as one parameterised statement, without as a script.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
  /** PGlite only: the data directory as a tar file, which `initialData` starts from. */
  dumpDataDir?: () => Promise<Blob>
  close(): Promise<void>
}

/**
 * Connections to a Postgres server, unless DATABASE_POOL_SIZE says otherwise: (2 × cores) + 1
 * for 2 cores, PostgreSQL's rule of thumb. The backend's one thread and the server share those
 * cores and a catalogue query takes well under a millisecond, so more connections only queue
 * inside Postgres (and count against its max_connections once per backend instance); fewer
 * leave requests waiting for a connection while a cart change holds one on a row lock. With 50
 * clients on 500,000 products, 2 to 20 connections served alike within the noise: the Node
 * thread, not the pool, was the limit.
 */
export const DEFAULT_POOL_SIZE = 5

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
  /** Connections to the Postgres server at most; {@link DEFAULT_POOL_SIZE} by default. */
  poolSize?: number
  /** Told every SQL query, as Drizzle sends it. */
  logger?: Logger
  /** PGlite only: a dumped data directory to start from instead of an empty one. */
  initialData?: Blob
  /**
   * Postgres server only: told when the server ends an idle connection (a restart, an
   * administrator, a network cut). The pool replaces it; unheard, the error ended the process.
   */
  onConnectionLost?: (error: Error) => void
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      // The planner takes the first listing of a large category for a costly query and compiles
      // it (JIT): at 500,000 products that took longer than running it. No query here needs it.
      options: '-c jit=off',
      // How the server's views (pg_stat_activity) name the backend's connections.
      application_name: 'commerce-backend',
    })
    pool.on('error', options.onConnectionLost ?? (() => undefined))
    const db = drizzleNodePg(pool, { schema, logger: options.logger })
    await migrateNodePg(db, { migrationsFolder: migrationsFolder() })
    return {
      db,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      close: () => pool.end(),
    }
  }
  if (!options.dataDir.startsWith('memory://'))
    mkdirSync(options.dataDir, { recursive: true })
  const client = new PGlite(options.dataDir, {
    loadDataDir: options.initialData,
  })
  const db = drizzlePglite(client, { schema, logger: options.logger })
  await migratePglite(db, { migrationsFolder: migrationsFolder() })
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values)
      // A script of several statements answers the last one's rows.
      const results = await client.exec(text)
      return { rows: results.at(-1)?.rows ?? [] }
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  }
}

import { once } from 'node:events'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import type { Database } from '../../../db/client'
import { COLUMNS } from './columns'
import type { StagedRow } from './columns'
import { STAGED_COLUMNS } from './copy-text'

// How a file's rows reach the staging table (decision 043): COPY on a Postgres server, batched
// `insert … select from unnest(arrays)` on PGlite (it has no COPY FROM STDIN over the wire).
// Rows are staged as read, unmarked; the import then marks them in one set-based statement.

/**
 * A batch as the stager takes it: COPY text (`copyText`, written by the reader's worker) on a
 * Postgres server, the rows themselves on PGlite.
 */
export type StagedBatch = Uint8Array | StagedRow[]

/** Takes batches of rows as the file is read; `end` waits until all are staged. */
export interface Stager {
  /** The form `add` takes. */
  encoding: 'copy' | 'rows'
  add(batch: StagedBatch): Promise<void>
  end(): Promise<void>
  /** Gives up (the file failed): what was staged is deleted with the stage. */
  abort(): Promise<void>
}

/** The node-postgres pool behind the database, or null on PGlite. */
function poolOf(db: Database): pg.Pool | null {
  const client = (db as { $client?: unknown }).$client
  return client instanceof pg.Pool ? client : null
}

/** Whether rows go in by COPY (a Postgres server), for tests that check both paths. */
export const copies = (db: Database) => poolOf(db) !== null

export async function openStager(
  db: Database,
  importId: string,
): Promise<Stager> {
  const pool = poolOf(db)
  return pool ? copyStager(pool) : batchStager(db, importId)
}

/**
 * One COPY for the whole file on a connection of its own: the server parses rows as they stream
 * while the next are read, without a statement, parameters or round trip per batch.
 */
async function copyStager(pool: pg.Pool): Promise<Stager> {
  const client = await pool.connect()
  const stream = client.query(
    copyFrom(`copy catalogue_import_rows (${STAGED_COLUMNS}) from stdin`),
  )
  let failure: Error | null = null
  stream.on('error', (error: Error) => {
    failure = error
  })
  let released = false
  const release = (error?: Error) => {
    if (released) return
    released = true
    client.release(error)
  }
  return {
    encoding: 'copy',
    async add(batch) {
      if (failure) throw failure
      if (Array.isArray(batch)) throw new Error('COPY takes copyText batches.')
      // Waits while the server is behind: memory stays one chunk plus the socket's buffer.
      const chunk = Buffer.from(
        batch.buffer,
        batch.byteOffset,
        batch.byteLength,
      )
      if (!stream.write(chunk)) await once(stream, 'drain')
    },
    async end() {
      try {
        if (failure) throw failure
        stream.end()
        // 'finish' comes once the server confirmed the COPY; 'error' rejects.
        await once(stream, 'finish')
        release()
      } catch (error) {
        release(error as Error)
        throw error
      }
    },
    async abort() {
      if (released) return
      // CopyFail: the server rolls the COPY back, nothing of it stays. A stream that failed
      // is destroyed already and closes no more.
      if (!stream.destroyed) {
        stream.destroy()
        await once(stream, 'close').catch(() => {})
      }
      release(new Error('The import stopped its COPY.'))
    },
  }
}

/** One statement per batch, the next batch read while the database inserts the last. */
function batchStager(db: Database, importId: string): Stager {
  let inserting: Promise<unknown> = Promise.resolve()
  const columns = sql.raw(['line', ...COLUMNS].join(', '))
  return {
    encoding: 'rows',
    async add(rows) {
      if (!Array.isArray(rows)) throw new Error('PGlite takes rows.')
      const arrays = [
        sql`${sql.param(rows.map((r) => r.line))}::int[]`,
        ...COLUMNS.map(
          (column) => sql`${sql.param(rows.map((r) => r[column]))}::text[]`,
        ),
      ]
      await inserting
      // A promise, run once: drizzle's query runs again each time it is awaited.
      inserting = Promise.resolve(
        db.execute(sql`
          insert into catalogue_import_rows (import_id, ${columns})
          select ${importId}, s.* from unnest(${sql.join(arrays, sql`, `)}) as s(${columns})`),
      )
      // Its failure is thrown where it is awaited (the next batch or the end).
      inserting.catch(() => {})
    },
    async end() {
      await inserting
    },
    async abort() {
      await inserting.catch(() => {})
    },
  }
}

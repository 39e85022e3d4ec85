import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database, Executor } from '../../../db/client'
import { GROUP_SEPARATOR } from './columns'
import { DEFAULT_IMAGE_FETCH, fetchImages } from './images'
import type { ImageFetchOptions } from './images'
import { Violations, checkStaged, planCategories } from './checks'
import {
  createAttributes,
  createCategories,
  existingAttributes,
} from './create-names'
import { classify, merge } from './merge'
import { FileError } from './file-kind'
import type { FileFormat, ReadLimits, Violation } from './file-kind'
import { readInWorker } from './read-in-worker'
import { noNames } from './row-checks'
import type { FileNames } from './row-checks'
import { openStager } from './stage'

/** What an import did, or would do in a dry run. */
export interface ImportSummary {
  dryRun: boolean
  /** Rows read (products named). */
  rows: number
  new: number
  changed: number
  unchanged: number
  /** Products this file retires (status discontinued, active before or new). */
  discontinued: number
  categoriesCreated: string[]
  attributesCreated: string[]
  imagesFetched: number
}

export type ImportResult =
  | { ok: true; summary: ImportSummary }
  | { ok: false; violations: Violation[]; total: number }

export interface ImportOptions {
  format?: FileFormat
  dryRun?: boolean
  limits?: Partial<ReadLimits>
  images?: Partial<ImageFetchOptions>
  /** Violations listed at most; the rest are counted. */
  maxViolations?: number
  /** Rows staged per statement. */
  batchSize?: number
  /** Runs in the merge's transaction (the audit entry), not in a dry run. */
  onMerge?: (tx: Executor, summary: ImportSummary) => Promise<void>
  /** Told each phase's wall time as it ends (the bench prints them). */
  onPhase?: (phase: string, ms: number) => void
}

/**
 * Imports a catalogue file (docs/catalogue-format.md): upsert by SKU, all or nothing. The file
 * streams into a staging table in batches (memory stays flat however large it is), is checked
 * there in set-based statements, and merged in one short transaction, so the shop keeps answering
 * while a file streams in. Any bad row and nothing changes: the answer names every one (line,
 * column, reason). A dry run checks alike and counts what would change.
 */
export async function importCatalogue(
  db: Database,
  source: AsyncIterable<Buffer | string>,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const importId = randomUUID()
  const violations = new Violations(options.maxViolations ?? 1000)
  const images: ImageFetchOptions = {
    ...DEFAULT_IMAGE_FETCH,
    ...options.images,
  }
  const batchSize = options.batchSize ?? 5000
  let phaseStart = performance.now()
  const phase = (name: string) => {
    const now = performance.now()
    options.onPhase?.(name, now - phaseStart)
    phaseStart = now
  }
  const stager = await openStager(db, importId)
  let names: FileNames = noNames()
  /** Time the reader waited for the database to take rows (the rest of staging is reading). */
  let waited = 0

  try {
    try {
      // Read and checked row by row in a worker thread: the event loop stays free for the shop.
      const reading = readInWorker(
        source,
        {
          importId,
          encoding: stager.encoding,
          format: options.format,
          limits: options.limits,
          batchSize,
        },
        (violation) => violations.add(violation),
      )
      try {
        for (;;) {
          const next = await reading.next()
          if (next.done) {
            names = next.value
            break
          }
          const waitStart = performance.now()
          await stager.add(next.value)
          waited += performance.now() - waitStart
        }
      } finally {
        // A stage that failed stops the reader (and its worker) too.
        await reading.return(names)
      }
      const waitStart = performance.now()
      await stager.end()
      waited += performance.now() - waitStart
    } catch (error) {
      await stager.abort()
      if (!(error instanceof FileError)) throw error
      violations.add(error.violation)
      return failed(violations)
    }
    const { rows, paths, pairs, urls, named } = names
    if (rows === 0)
      violations.add({
        line: 1,
        column: null,
        message: 'The file names no product.',
      })
    if (violations.total > 0) return failed(violations)

    options.onPhase?.('(of which waiting for the database to stage)', waited)
    phase('read and stage')
    // Fresh statistics: the checks and the merge join the stage with the catalogue.
    await db.execute(sql`analyze catalogue_import_rows`)
    phase('analyze')
    // In a transaction for its work_mem only: the duplicate check sorts the whole stage.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local work_mem = '64MB'`)
      await checkStaged(tx, importId, violations)
    })
    phase('check')
    const categoryPlan = await planCategories(db, paths, violations)
    const fetched = await fetchImages(db, importId, urls, images, violations)
    if (violations.total > 0) return failed(violations)

    const summary = await classify(db, importId, options.dryRun ?? false)
    phase('classify')
    summary.rows = rows
    summary.imagesFetched = fetched
    summary.categoriesCreated = categoryPlan.map((c) => c.path)
    const groupsOf = await existingAttributes(db)
    const newPairs = [...pairs.values()].filter(
      (p) =>
        !groupsOf.has(`${p.group}${GROUP_SEPARATOR}${p.value}`.toLowerCase()),
    )
    summary.attributesCreated = newPairs.map((p) => `${p.group}: ${p.value}`)
    if (summary.dryRun) return { ok: true, summary }

    await db.transaction(async (tx) => {
      await createCategories(tx, categoryPlan)
      await createAttributes(tx, newPairs)
      phase('create categories and attributes')
      await merge(tx, importId, named, summary, phase)
      await options.onMerge?.(tx, summary)
      await tx.execute(
        sql`update catalogue_images set import_id = null where import_id = ${importId}`,
      )
    })
    phase('commit')
    return { ok: true, summary }
  } finally {
    await stager.abort()
    await db.execute(
      sql`delete from catalogue_import_rows where import_id = ${importId}`,
    )
    await db.execute(
      sql`delete from catalogue_images where import_id = ${importId}`,
    )
    phase('delete the stage')
  }
}

const failed = (violations: Violations): ImportResult => ({
  ok: false,
  violations: violations.list.sort((a, b) => a.line - b.line),
  total: violations.total,
})

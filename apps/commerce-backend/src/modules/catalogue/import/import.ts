import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database, Executor } from '../../../db/client'
import { COLUMNS, GROUP_SEPARATOR, PAIR_SEPARATOR, readCell } from './columns'
import type { Column, StagedRow } from './columns'
import {
  DEFAULT_IMAGE_FETCH,
  DRAWN_IMAGE,
  fetchImages,
  urlImageKey,
} from './images'
import type { ImageFetchOptions } from './images'
import { Violations, checkStaged, planCategories } from './checks'
import {
  classify,
  createAttributes,
  createCategories,
  existingAttributes,
  merge,
} from './merge'
import { FileError, readCatalogueFile } from './read'
import { openStager } from './stage'
import type { FileFormat, ReadLimits, Violation } from './read'

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
  /** Category paths and attribute pairs the file names, with the first line naming each. */
  const paths = new Map<string, number>()
  const pairs = new Map<
    string,
    { group: string; value: string; line: number }
  >()
  const urls = new Map<string, number>()
  /** The columns some row gives: the merge writes only these (a stock file updates in place). */
  const named = new Set<Column>()
  let rows = 0
  let batch: StagedRow[] = []
  const stager = await openStager(db, importId)
  /** Time the reader waited for the database to take rows (the rest of staging is reading). */
  let waited = 0
  const flush = async () => {
    if (batch.length === 0) return
    const rows = batch
    batch = []
    const waitStart = performance.now()
    await stager.add(rows)
    waited += performance.now() - waitStart
  }

  try {
    try {
      for await (const read of readCatalogueFile(source, {
        format: options.format,
        limits: options.limits,
      })) {
        if (!('cells' in read)) {
          violations.add(read)
          continue
        }
        rows++
        const staged = stageRow(read.line, read.cells, violations)
        if (!staged) continue
        if (staged.category_path)
          paths.set(
            staged.category_path,
            paths.get(staged.category_path) ?? read.line,
          )
        if (staged.attributes)
          for (const pair of staged.attributes.split(PAIR_SEPARATOR)) {
            const [group, value] = pair.split(GROUP_SEPARATOR) as [
              string,
              string,
            ]
            const key = pair.toLowerCase()
            if (!pairs.has(key))
              pairs.set(key, { group, value, line: read.line })
          }
        if (staged.image) {
          const image = imageKey(staged.image, read.line, urls, violations)
          staged.image = image
        }
        for (const column of COLUMNS)
          if (staged[column] !== null) named.add(column)
        batch.push(staged)
        if (batch.length >= batchSize) await flush()
      }
      await flush()
      const waitStart = performance.now()
      await stager.end()
      waited += performance.now() - waitStart
    } catch (error) {
      await stager.abort()
      if (!(error instanceof FileError)) throw error
      violations.add(error.violation)
      return failed(violations)
    }
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

/** A row's cells as the staged row, or null (and its violations) when one is wrong. */
function stageRow(
  line: number,
  cells: Partial<Record<Column, string>>,
  violations: Violations,
): StagedRow | null {
  const staged = { line } as StagedRow
  let ok = true
  for (const column of COLUMNS) {
    const raw = cells[column]
    if (raw === undefined) {
      staged[column] = null
      continue
    }
    const value = readCell(column, raw)
    if (typeof value === 'string') staged[column] = value
    else {
      ok = false
      violations.add({ line, column, message: value.error })
    }
  }
  if (!ok) return null
  const min = staged.min_quantity
  const max = staged.max_quantity
  if (min && max && Number(max) < Number(min)) {
    violations.add({
      line,
      column: 'max_quantity',
      message: `is below min_quantity (${min})`,
    })
    return null
  }
  if (
    staged.replaced_by &&
    staged.replaced_by.toLowerCase() === (staged.sku ?? '').toLowerCase()
  ) {
    violations.add({
      line,
      column: 'replaced_by',
      message: 'names the product itself',
    })
    return null
  }
  return staged
}

/** The image key a cell names: a drawn pictogram, or a URL's stored image (fetched later). */
function imageKey(
  value: string,
  line: number,
  urls: Map<string, number>,
  violations: Violations,
): string {
  const drawn = DRAWN_IMAGE.exec(value)
  if (drawn?.[1]) return drawn[1]
  if (/^https?:\/\//i.test(value)) {
    if (!urls.has(value)) urls.set(value, line)
    return urlImageKey(value)
  }
  violations.add({
    line,
    column: 'image',
    message:
      'must be an http(s) URL of a PNG, JPEG, GIF or WebP image, or a path of the backend’s media such as media/glove-1f6fd1.svg',
  })
  return ''
}

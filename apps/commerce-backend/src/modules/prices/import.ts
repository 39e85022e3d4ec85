import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import { isValidNpi, normaliseNpi } from '@shop/forms'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import { FileError, readCatalogueFile, readCell } from '../catalogue'
import type { FileFormat, FileKind, Violation } from '../catalogue'

// The price files (docs/prices-format.md), read by the catalogue import's reader with the same
// rules: line-numbered problems, all or nothing, a dry run. A price file names a few thousand
// lines, so its rows are checked in memory and written in one transaction.

const PRICE_FILE: FileKind = {
  columns: [
    'price_list',
    'sku',
    'min_quantity',
    'price',
    'valid_from',
    'valid_to',
  ],
  required: 'price_list',
  name: 'price',
  doc: 'docs/prices-format.md',
}

const ASSIGNMENT_FILE: FileKind = {
  columns: ['price_list', 'npi', 'group'],
  required: null,
  name: 'price assignment',
  doc: 'docs/prices-format.md',
}

/** How many problems an answer lists at most; the rest are counted. */
const MAX_VIOLATIONS = 100

const NAME = /^[^=+\-@\s][^\n\r\t]{0,99}$/
const GROUP = /^[a-z0-9][a-z0-9_-]{0,63}$/

export type PricesResult<S> =
  | { ok: true; summary: S }
  | { ok: false; violations: Violation[]; total: number }

export interface PriceImportSummary {
  dryRun: boolean
  rows: number
  /** Each list the file names, with its lines after the import and whether it is new. */
  lists: { name: string; lines: number; created: boolean }[]
}

export interface AssignmentSummary {
  dryRun: boolean
  rows: number
  assignments: number
  groupMembers: number
}

interface Options<S> {
  format?: FileFormat
  dryRun?: boolean
  /** Runs in the import's transaction (the audit entry), not in a dry run. */
  onMerge?: (tx: Executor, summary: S) => Promise<void>
}

class Problems {
  list: Violation[] = []
  total = 0
  add(line: number, column: string | null, message: string) {
    this.total++
    if (this.list.length < MAX_VIOLATIONS)
      this.list.push({ line, column, message })
  }
}

/** Reads every row of a file, or ends with the file's own problem (not CSV, not UTF-8, …). */
async function readRows(
  source: AsyncIterable<Buffer | string>,
  kind: FileKind,
  format: FileFormat | undefined,
  problems: Problems,
) {
  const rows: { line: number; cells: Record<string, string> }[] = []
  try {
    for await (const row of readCatalogueFile(source, { format, kind })) {
      if ('message' in row) problems.add(row.line, row.column, row.message)
      else
        rows.push({
          line: row.line,
          cells: row.cells,
        })
    }
  } catch (error) {
    if (!(error instanceof FileError)) throw error
    problems.add(
      error.violation.line,
      error.violation.column,
      error.violation.message,
    )
  }
  return rows
}

/** A cell checked by the catalogue's rule of that kind, or null with a problem recorded. */
function cell(
  problems: Problems,
  line: number,
  column: string,
  rule: Parameters<typeof readCell>[0],
  raw: string | undefined,
): string | null {
  const value = readCell(rule, raw ?? '')
  if (typeof value === 'string') return value
  problems.add(line, column, value.error)
  return null
}

function listName(problems: Problems, line: number, raw: string | undefined) {
  const name = (raw ?? '').trim()
  if (!name) problems.add(line, 'price_list', 'is required')
  else if (!NAME.test(name))
    problems.add(
      line,
      'price_list',
      'must be up to 100 characters on one line, not starting with =, +, -, @ or a blank',
    )
  else return name
  return null
}

/**
 * `prices:import`: each list the file names gets exactly the file's lines (created when new);
 * `valid_from`/`valid_to`, when given, set its validity and must agree on all of its rows.
 */
export async function importPrices(
  db: Database,
  source: AsyncIterable<Buffer | string>,
  options: Options<PriceImportSummary> = {},
): Promise<PricesResult<PriceImportSummary>> {
  const problems = new Problems()
  const rows = await readRows(source, PRICE_FILE, options.format, problems)
  const skus = [...new Set(rows.map((r) => (r.cells.sku ?? '').trim()))]
  const products = new Map<string, { id: number; discontinued: boolean }>()
  for (let i = 0; i < skus.length; i += 1000) {
    const found = await db
      .select({
        id: t.products.id,
        sku: t.products.sku,
        gone: t.products.discontinuedAt,
      })
      .from(t.products)
      .where(inArray(t.products.sku, skus.slice(i, i + 1000)))
    for (const p of found)
      products.set(p.sku, { id: p.id, discontinued: p.gone !== null })
  }
  const lists = new Map<
    string,
    {
      lines: Map<
        string,
        { productId: number; minQuantity: number; unitPriceNet: number }
      >
      validity: { from: string; to: string; line: number } | null
    }
  >()
  for (const { line, cells } of rows) {
    const name = listName(problems, line, cells.price_list)
    const sku = cell(problems, line, 'sku', 'sku', cells.sku)
    const min = cell(
      problems,
      line,
      'min_quantity',
      'min_quantity',
      cells.min_quantity,
    )
    const price = cells.price?.trim()
      ? cell(problems, line, 'price', 'price', cells.price)
      : (problems.add(line, 'price', 'is required'), null)
    const dates = (['valid_from', 'valid_to'] as const).map((column) =>
      cells[column]?.trim()
        ? cell(problems, line, column, 'restock_date', cells[column])
        : '',
    )
    const product = sku === null ? undefined : products.get(sku)
    if (sku !== null && !product)
      problems.add(line, 'sku', `is no product of the catalogue ("${sku}")`)
    if (name === null || !product || min === null || price === null) continue
    if (dates.some((d) => d === null)) continue
    const [from, to] = dates as [string, string]
    if (from && to && from > to) {
      problems.add(line, 'valid_to', 'must not be before valid_from')
      continue
    }
    const list = lists.get(name) ?? { lines: new Map(), validity: null }
    lists.set(name, list)
    if (from || to) {
      if (
        list.validity &&
        (list.validity.from !== from || list.validity.to !== to)
      )
        problems.add(
          line,
          from ? 'valid_from' : 'valid_to',
          `differs from line ${list.validity.line}: one list has one validity`,
        )
      else list.validity ??= { from, to, line }
    }
    const key = `${product.id}:${min}`
    if (list.lines.has(key)) {
      problems.add(
        line,
        'min_quantity',
        `names ${sku} from ${min} pieces twice in "${name}"`,
      )
      continue
    }
    list.lines.set(key, {
      productId: product.id,
      minQuantity: Number(min),
      unitPriceNet: Number(price),
    })
  }
  if (!rows.length && !problems.total)
    problems.add(1, null, 'The file has no rows.')
  if (problems.total)
    return { ok: false, violations: problems.list, total: problems.total }
  const existing = new Set(
    (
      await db
        .select({ name: t.priceLists.name })
        .from(t.priceLists)
        .where(inArray(t.priceLists.name, [...lists.keys()]))
    ).map((r) => r.name),
  )
  const summary: PriceImportSummary = {
    dryRun: options.dryRun ?? false,
    rows: rows.length,
    lists: [...lists].map(([name, list]) => ({
      name,
      lines: list.lines.size,
      created: !existing.has(name),
    })),
  }
  if (options.dryRun) return { ok: true, summary }
  await db.transaction(async (tx) => {
    for (const [name, list] of lists) {
      const validity = list.validity
        ? {
            validFrom: list.validity.from || null,
            validTo: list.validity.to || null,
          }
        : {}
      const [row] = await tx
        .insert(t.priceLists)
        .values({ name, ...validity })
        .onConflictDoUpdate({
          target: t.priceLists.name,
          set: { name, ...validity },
        })
        .returning({ id: t.priceLists.id })
      const listId = written(row).id
      await tx
        .delete(t.priceListLines)
        .where(eq(t.priceListLines.listId, listId))
      const values = [...list.lines.values()].map((l) => ({ listId, ...l }))
      for (let i = 0; i < values.length; i += 1000)
        await tx.insert(t.priceListLines).values(values.slice(i, i + 1000))
    }
    await options.onMerge?.(tx, summary)
  })
  return { ok: true, summary }
}

/**
 * `prices:assign`: a row with `price_list` and `npi` assigns the list to that practice, with
 * `price_list` and `group` to that purchasing group, and with `npi` and `group` (no list) puts the
 * practice in the group. The file replaces the assignments of every list it names and the members
 * of every group it gives members for.
 */
export async function importAssignments(
  db: Database,
  source: AsyncIterable<Buffer | string>,
  options: Options<AssignmentSummary> = {},
): Promise<PricesResult<AssignmentSummary>> {
  const problems = new Problems()
  const rows = await readRows(source, ASSIGNMENT_FILE, options.format, problems)
  const names = [
    ...new Set(
      rows.map((r) => (r.cells.price_list ?? '').trim()).filter(Boolean),
    ),
  ]
  const known = new Map(
    names.length
      ? (
          await db
            .select({ id: t.priceLists.id, name: t.priceLists.name })
            .from(t.priceLists)
            .where(inArray(t.priceLists.name, names))
        ).map((l) => [l.name, l.id])
      : [],
  )
  const assignments = new Map<
    string,
    { listId: number; npi: string | null; group: string | null }
  >()
  const members = new Map<string, { group: string; npi: string }>()
  for (const { line, cells } of rows) {
    const name = (cells.price_list ?? '').trim()
    const npiText = (cells.npi ?? '').trim()
    const group = (cells.group ?? '').trim().toLowerCase()
    const npi = npiText ? normaliseNpi(npiText) : ''
    let ok = true
    if (npiText && !isValidNpi(npiText)) {
      problems.add(
        line,
        'npi',
        `is no valid NPI (10 digits with its check digit): "${npiText}"`,
      )
      ok = false
    }
    if (group && !GROUP.test(group)) {
      problems.add(
        line,
        'group',
        'must be up to 64 lower-case letters, digits, dashes or underscores',
      )
      ok = false
    }
    if (name && !known.has(name)) {
      problems.add(
        line,
        'price_list',
        `is no price list ("${name}"); import its prices first`,
      )
      ok = false
    }
    const given = [name, npi, group].filter(Boolean).length
    if (given !== 2) {
      problems.add(
        line,
        null,
        'needs exactly two of price_list, npi and group: a list and a practice, a list and a group, or a practice and its group',
      )
      ok = false
    }
    if (!ok) continue
    if (name) {
      const listId = written(known.get(name))
      assignments.set(`${listId}:${npi}:${group}`, {
        listId,
        npi: npi || null,
        group: group || null,
      })
    } else members.set(`${group}:${npi}`, { group, npi })
  }
  if (!rows.length && !problems.total)
    problems.add(1, null, 'The file has no rows.')
  if (problems.total)
    return { ok: false, violations: problems.list, total: problems.total }
  const summary: AssignmentSummary = {
    dryRun: options.dryRun ?? false,
    rows: rows.length,
    assignments: assignments.size,
    groupMembers: members.size,
  }
  if (options.dryRun) return { ok: true, summary }
  await db.transaction(async (tx) => {
    const listIds = [...new Set([...assignments.values()].map((a) => a.listId))]
    if (listIds.length)
      await tx
        .delete(t.priceListAssignments)
        .where(inArray(t.priceListAssignments.listId, listIds))
    if (assignments.size)
      await tx.insert(t.priceListAssignments).values(
        [...assignments.values()].map((a) => ({
          listId: a.listId,
          npi: a.npi,
          groupIdentifier: a.group,
        })),
      )
    const groups = [...new Set([...members.values()].map((m) => m.group))]
    if (groups.length)
      await tx
        .delete(t.purchasingGroupMembers)
        .where(inArray(t.purchasingGroupMembers.groupIdentifier, groups))
    if (members.size)
      await tx.insert(t.purchasingGroupMembers).values(
        [...members.values()].map((m) => ({
          groupIdentifier: m.group,
          npi: m.npi,
        })),
      )
    await options.onMerge?.(tx, summary)
  })
  return { ok: true, summary }
}

/** Whether a price list of that name exists. */
export async function priceListExists(db: Executor, name: string) {
  const [row] = await db
    .select({ id: t.priceLists.id })
    .from(t.priceLists)
    .where(eq(t.priceLists.name, name))
  return row !== undefined
}

/**
 * Writes one price list as a price file (`prices:export`): importing it again changes nothing.
 * Only the operator API answers it: a practice never reads a list, its own or another's.
 */
export async function exportPriceList(
  db: Executor,
  name: string,
  out: Writable,
) {
  const csv = stringify({
    header: true,
    columns: [...PRICE_FILE.columns],
  })
  csv.pipe(out)
  const rows = await db
    .select({
      sku: t.products.sku,
      minQuantity: t.priceListLines.minQuantity,
      price: t.priceListLines.unitPriceNet,
      validFrom: t.priceLists.validFrom,
      validTo: t.priceLists.validTo,
    })
    .from(t.priceListLines)
    .innerJoin(t.priceLists, eq(t.priceLists.id, t.priceListLines.listId))
    .innerJoin(t.products, eq(t.products.id, t.priceListLines.productId))
    .where(and(eq(t.priceLists.name, name), isNotNull(t.priceListLines.listId)))
    .orderBy(asc(t.products.sku), asc(t.priceListLines.minQuantity))
  for (const r of rows)
    if (
      !csv.write([
        name,
        r.sku,
        r.minQuantity,
        (r.price / 100).toFixed(2),
        r.validFrom ?? '',
        r.validTo ?? '',
      ])
    )
      await once(csv, 'drain')
  csv.end()
  await once(out, 'finish')
}

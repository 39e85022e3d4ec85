import { eq, inArray } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import { ASSIGNMENT_FILE, PRICE_FILE, Problems, readRows } from './price-file'
import type { PriceFileOptions, PricesResult } from './price-file'
import { assignmentRows, priceListRows } from './price-rows'

// `prices:import` and `prices:assign`: a file is read (price-file.ts), its rows checked
// (price-rows.ts), and only a file without problems is written, in one transaction.

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

/**
 * `prices:import`: each list the file names gets exactly the file's lines (created when new);
 * `valid_from`/`valid_to`, when given, set its validity and must agree on all of its rows.
 */
export async function importPrices(
  db: Database,
  source: AsyncIterable<Buffer | string>,
  options: PriceFileOptions<PriceImportSummary> = {},
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
  const lists = priceListRows(rows, products, problems)
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
  options: PriceFileOptions<AssignmentSummary> = {},
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
  const { assignments, members } = assignmentRows(rows, known, problems)
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

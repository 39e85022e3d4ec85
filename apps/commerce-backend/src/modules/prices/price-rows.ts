import { isValidNpi, normaliseNpi } from '@shop/forms'
import { written } from '../../db/client'
import { readCell } from '../catalogue'
import type { FileRow, Problems } from './price-file'

// What the rows of a price file and of an assignment file say, checked against the catalogue's
// products and the existing lists: each problem is recorded with its line, nothing is written.

const NAME = /^[^=+\-@\s][^\n\r\t]{0,99}$/
const GROUP = /^[a-z0-9][a-z0-9_-]{0,63}$/

/** A list a price file names: its lines by product and minimum quantity, and its validity. */
export interface ListDraft {
  lines: Map<
    string,
    { productId: number; minQuantity: number; unitPriceNet: number }
  >
  validity: { from: string; to: string; line: number } | null
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
 * The lists a price file names, from its rows and the catalogue's `products` by SKU; a list's
 * `valid_from`/`valid_to`, when given, must agree on all of its rows.
 */
export function priceListRows(
  rows: readonly FileRow[],
  products: ReadonlyMap<string, { id: number; discontinued: boolean }>,
  problems: Problems,
) {
  const lists = new Map<string, ListDraft>()
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
  return lists
}

/**
 * What an assignment file's rows assign, from its rows and the `known` lists' ids by name: a
 * list to a practice or a purchasing group, and practices to groups, each once.
 */
export function assignmentRows(
  rows: readonly FileRow[],
  known: ReadonlyMap<string, number>,
  problems: Problems,
) {
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
  return { assignments, members }
}

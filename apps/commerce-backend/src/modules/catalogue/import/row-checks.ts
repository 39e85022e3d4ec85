import { createHash } from 'node:crypto'
import { COLUMNS, GROUP_SEPARATOR, PAIR_SEPARATOR, readCell } from './columns'
import type { Column, StagedRow } from './columns'
import type { Cells, Violation } from './file-kind'

// The checks of one row that need no database (its cells, its quantity rule, its replacement, its
// image), and what the rows name beyond themselves, gathered as they are read. They run where the
// file is read: in the reader's worker thread (decision 046).

/** Pictograms the backend draws (`/media/{size}/{key}.svg`): the demo catalogue's images. */
const DRAWN_IMAGE = /^(?:\/?media\/)?([a-z]+-[0-9a-f]{6})(?:\.svg)?$/

/** The key a fetched image is stored and served under: the same URL, the same key. */
export const urlImageKey = (url: string) =>
  `img-${createHash('sha256').update(url).digest('hex').slice(0, 32)}`

/** What a file's rows name, each with the first line naming it, and the columns some row gives. */
export interface FileNames {
  /** Rows read (products named). */
  rows: number
  paths: Map<string, number>
  pairs: Map<string, { group: string; value: string; line: number }>
  urls: Map<string, number>
  /** The columns some row gives: the merge writes only these (a stock file updates in place). */
  named: Set<Column>
}

export const noNames = (): FileNames => ({
  rows: 0,
  paths: new Map(),
  pairs: new Map(),
  urls: new Map(),
  named: new Set(),
})

type Report = (violation: Violation) => void

/** A row's cells as the staged row, or null (and its violations) when one is wrong. */
export function checkRow(
  line: number,
  cells: Cells,
  names: FileNames,
  report: Report,
): StagedRow | null {
  names.rows++
  const staged = stageRow(line, cells, report)
  if (!staged) return null
  if (staged.category_path && !names.paths.has(staged.category_path))
    names.paths.set(staged.category_path, line)
  if (staged.attributes)
    for (const pair of staged.attributes.split(PAIR_SEPARATOR)) {
      const [group, value] = pair.split(GROUP_SEPARATOR) as [string, string]
      const key = pair.toLowerCase()
      if (!names.pairs.has(key)) names.pairs.set(key, { group, value, line })
    }
  if (staged.image) staged.image = imageKey(staged.image, line, names, report)
  for (const column of COLUMNS)
    if (staged[column] !== null) names.named.add(column)
  return staged
}

function stageRow(
  line: number,
  cells: Cells,
  report: Report,
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
      report({ line, column, message: value.error })
    }
  }
  if (!ok) return null
  const min = staged.min_quantity
  const max = staged.max_quantity
  if (min && max && Number(max) < Number(min)) {
    report({
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
    report({
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
  names: FileNames,
  report: Report,
): string {
  const drawn = DRAWN_IMAGE.exec(value)
  if (drawn?.[1]) return drawn[1]
  if (/^https?:\/\//i.test(value)) {
    if (!names.urls.has(value)) names.urls.set(value, line)
    return urlImageKey(value)
  }
  report({
    line,
    column: 'image',
    message:
      'must be an http(s) URL of a PNG, JPEG, GIF or WebP image, or a path of the backend’s media such as media/glove-1f6fd1.svg',
  })
  return ''
}

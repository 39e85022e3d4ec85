// The catalogue file's columns (docs/catalogue-format.md): names distributors' scripts depend on,
// and each cell's rule. A rule turns a cell into the staged text the merge reads, or a reason.
// In a staged row, null means "column not given" (left as it is) and '' means "empty".

export const COLUMNS = [
  'sku',
  'name',
  'description',
  'category_path',
  'attributes',
  'price',
  'unit',
  'pack_size',
  'min_quantity',
  'quantity_increment',
  'max_quantity',
  'stock',
  'lead_time_days',
  'backorder',
  'restock_date',
  'status',
  'replaced_by',
  'image',
  'gtin',
  'tax_class',
] as const

export type Column = (typeof COLUMNS)[number]

/** A staged row: the file line it came from and each column's canonical text, null when not given. */
export type StagedRow = { line: number } & Record<Column, string | null>

/** Separators of staged attribute pairs (never in a cell: control characters are refused). */
export const PAIR_SEPARATOR = '\u001e'
export const GROUP_SEPARATOR = '\u001f'

export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/
const SEGMENT = /^[a-z0-9][a-z0-9-]{0,63}$/
export const MAX_CATEGORY_DEPTH = 3
/** The most one line may cost, in dollars: the backend's line ceiling (src/pricing.ts). */
const MAX_PRICE_CENTS = 100_000_00
const MAX_COUNT = 1_000_000_000

type Rule = (value: string) => string | { error: string }

const whole =
  (min: number, max = MAX_COUNT): Rule =>
  (value) => {
    if (!/^\d+$/.test(value))
      return {
        error: `must be a whole number${min > 0 ? ` from ${min}` : ''}, not "${value}"`,
      }
    const n = Number(value)
    if (n < min || n > max)
      return { error: `must be from ${min} to ${max}, not ${n}` }
    return String(n)
  }

/** Cells that a spreadsheet would run as a formula (CSV injection) are refused in text columns. */
const FORMULA = /^[=+\-@\t\r]/

const text =
  (max: number, pattern?: RegExp, hint?: string): Rule =>
  (value) => {
    if (FORMULA.test(value))
      return {
        error:
          'starts with =, +, -, @ or a tab, which a spreadsheet runs as a formula; remove that first character',
      }
    if (value.length > max) return { error: `is longer than ${max} characters` }
    if (pattern && !pattern.test(value))
      return { error: hint ?? 'is not valid' }
    return value
  }

function gtinValid(value: string) {
  const digits = [...value].map(Number).reverse()
  const sum = digits
    .slice(1)
    .reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === digits[0]
}

/**
 * How each column reads a non-empty cell. What an empty cell means is in {@link EMPTY}: a default,
 * none, or an error.
 */
const RULES: Record<Column, Rule> = {
  sku: text(
    64,
    SKU_PATTERN,
    'must be letters, digits, dots, dashes or underscores (at most 64), starting with a letter or digit',
  ),
  name: text(200),
  description: text(5000),
  category_path: (value) => {
    const checked = text(200)(value)
    if (typeof checked !== 'string') return checked
    const segments = value.split('/')
    if (segments.length > MAX_CATEGORY_DEPTH)
      return {
        error: `has ${segments.length} levels; the category tree has at most ${MAX_CATEGORY_DEPTH}`,
      }
    const bad = segments.find((s) => !SEGMENT.test(s))
    if (bad !== undefined)
      return {
        error: `"${bad}" is no category identifier (lower-case letters, digits and dashes, joined by /)`,
      }
    return value
  },
  attributes: (value) => {
    const checked = text(2000)(value)
    if (typeof checked !== 'string') return checked
    const pairs: [string, string][] = []
    for (const part of value.split('|')) {
      const colon = part.indexOf(':')
      const group = part.slice(0, colon).trim()
      const val = part.slice(colon + 1).trim()
      if (colon < 0 || !group || !val)
        return {
          error: `"${part.trim()}" is not "Group: Value" (pairs joined by |)`,
        }
      if (group.length > 60 || val.length > 60)
        return { error: 'a group or value is longer than 60 characters' }
      if (pairs.some(([g]) => g.toLowerCase() === group.toLowerCase()))
        return { error: `names the group "${group}" twice` }
      pairs.push([group, val])
    }
    return pairs.map((p) => p.join(GROUP_SEPARATOR)).join(PAIR_SEPARATOR)
  },
  price: (value) => {
    if (!/^\d+(\.\d{1,2})?$/.test(value))
      return {
        error: `must be an amount in US dollars like 12.50 (no currency sign or thousands separator), not "${value}"`,
      }
    const [dollars, cents = ''] = value.split('.')
    const total = Number(dollars) * 100 + Number(cents.padEnd(2, '0'))
    if (total > MAX_PRICE_CENTS)
      return { error: 'must be at most 100000.00 (the most one line may cost)' }
    return String(total)
  },
  unit: text(
    20,
    /^[a-z][a-z -]*$/,
    'must be a unit in lower-case letters (each, box, case, pack, …)',
  ),
  pack_size: whole(1),
  min_quantity: whole(1),
  quantity_increment: whole(1),
  max_quantity: whole(1),
  stock: whole(0),
  lead_time_days: whole(0, 365),
  backorder: (value) => {
    const v = value.toLowerCase()
    if (['yes', 'true', '1'].includes(v)) return 'true'
    if (['no', 'false', '0'].includes(v)) return 'false'
    return { error: `must be yes or no, not "${value}"` }
  },
  restock_date: (value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
    const date = match ? new Date(`${value}T00:00:00Z`) : null
    if (
      !date ||
      Number.isNaN(date.getTime()) ||
      date.toISOString().slice(0, 10) !== value
    )
      return { error: `must be a date like 2027-03-31, not "${value}"` }
    return value
  },
  status: (value) => {
    const v = value.toLowerCase()
    if (v === 'active' || v === 'discontinued') return v
    return { error: `must be active or discontinued, not "${value}"` }
  },
  replaced_by: text(64, SKU_PATTERN, 'must be the SKU of another product'),
  image: text(2000),
  gtin: (value) =>
    /^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value) && gtinValid(value)
      ? value
      : {
          error:
            'must be a GTIN of 8, 12, 13 or 14 digits with its check digit',
        },
  tax_class: text(
    32,
    /^[a-z][a-z0-9_-]*$/,
    'must be lower-case letters, digits, dashes or underscores (standard, reduced, exempt, …)',
  ),
}

/** What an empty cell means: its canonical value, or an error when the column needs a value. */
const EMPTY: Record<Column, string | { error: string }> = {
  sku: { error: 'is required' },
  name: { error: 'cannot be empty' },
  description: '',
  category_path: { error: 'cannot be empty' },
  attributes: '',
  price: { error: 'cannot be empty' },
  unit: 'each',
  pack_size: '1',
  min_quantity: '1',
  quantity_increment: '1',
  max_quantity: '',
  stock: '',
  lead_time_days: '0',
  backorder: 'false',
  restock_date: '',
  status: 'active',
  replaced_by: '',
  image: '',
  gtin: '',
  tax_class: 'standard',
}

/** A cell's canonical text, or why it is wrong. Surrounding blanks never matter. */
export function readCell(
  column: Column,
  raw: string,
): string | { error: string } {
  // Control characters break the staged format and no catalogue needs them (tabs and line breaks
  // in descriptions are allowed, as spreadsheets write them).
  // eslint-disable-next-line no-control-regex -- finding them is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(raw))
    return { error: 'contains control characters' }
  const value = raw.trim()
  if (value === '') return EMPTY[column]
  return RULES[column](value)
}

/** Columns that must be given for a product the catalogue does not have yet. */
export const REQUIRED_FOR_NEW: Column[] = ['name', 'category_path', 'price']

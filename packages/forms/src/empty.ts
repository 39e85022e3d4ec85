/**
 * Empty values are `undefined`, `null`, `''`, and objects or arrays with no keys; numbers are
 * never empty (form-rules.md).
 */
export function isEmpty(value: unknown): boolean {
  if (typeof value === 'number') return false
  if (value === undefined || value === null || value === '') return true
  if (value instanceof Date) return false
  if (typeof value === 'object') return Object.keys(value).length === 0
  return false
}

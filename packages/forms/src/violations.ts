/** One rejected field of a server validation error (spec section 8). */
export interface Violation {
  propertyPath: string
  message: string
}

/** The server's validation error: a message and its violations. */
export interface ServerValidationError {
  message: string
  violations?: readonly Violation[]
}

export interface MappedViolations {
  /** Messages by field name. */
  fields: Record<string, string[]>
  /** Messages that match no field (and the error's own message when no violation matched). */
  form: string[]
}

/**
 * Maps a server validation error onto form fields. A property path such as `address.street`,
 * `street` or `items[0].quantity` matches the longest known field name it ends with.
 *
 * @example
 * mapViolations({ message: 'Invalid', violations: [{ propertyPath: 'address.city', message: 'Is required.' }] }, ['city'])
 * // { fields: { city: ['Is required.'] }, form: [] }
 */
export function mapViolations(
  error: ServerValidationError,
  fieldNames: readonly string[],
): MappedViolations {
  const known = new Set(fieldNames)
  const fields: Record<string, string[]> = {}
  const form: string[] = []
  for (const violation of error.violations ?? []) {
    const segments = violation.propertyPath
      .replace(/\[(\d+)\]/g, '.$1')
      .split('.')
      .filter(Boolean)
    let field: string | undefined
    // Try the full path first, then ever shorter suffixes and prefixes.
    for (let start = 0; start < segments.length && !field; start++) {
      for (let end = segments.length; end > start && !field; end--) {
        const candidate = segments.slice(start, end).join('.')
        if (known.has(candidate)) field = candidate
      }
    }
    if (field) (fields[field] ??= []).push(violation.message)
    else form.push(violation.message)
  }
  if (Object.keys(fields).length === 0 && form.length === 0)
    form.push(error.message)
  return { fields, form }
}

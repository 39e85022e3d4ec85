import type { Category } from '../../../../../lib/queries'

/** Splits `/en/shop/{a}/{b}/{c}[/configure]` into the category identifiers and the configure flag. */
export function parseCategoryPath(splat: string): {
  segments: string[]
  configure: boolean
} {
  const segments = splat.split('/').filter(Boolean)
  const configure = segments[segments.length - 1] === 'configure'
  return { segments: configure ? segments.slice(0, -1) : segments, configure }
}

/** The category's ancestors from the root down, followed by the category itself. */
export function categoryTrail(
  category: Category,
): { identifier: string; name: string }[] {
  const trail: { identifier: string; name: string }[] = []
  let parent = category.parentCategory as {
    identifier: string
    name: string
    parentCategory?: unknown
  } | null
  while (parent) {
    trail.unshift({ identifier: parent.identifier, name: parent.name })
    parent = (parent.parentCategory ?? null) as typeof parent
  }
  return [...trail, { identifier: category.identifier, name: category.name }]
}

/** The path is valid only when it names the category's real ancestors, root to leaf. */
export function pathMatches(category: Category, segments: string[]): boolean {
  const trail = categoryTrail(category).map((c) => c.identifier)
  return (
    trail.length === segments.length &&
    trail.every((id, i) => id === segments[i])
  )
}

/** Parses the `attrs` search value (comma-separated attribute ids). */
export function parseAttributeIds(value: unknown): string[] {
  if (typeof value !== 'string' && typeof value !== 'number') return []
  return [
    ...new Set(
      String(value)
        .split(',')
        .filter((id) => /^\d{1,9}$/.test(id)),
    ),
  ].sort((a, b) => Number(a) - Number(b))
}

/** Toggles an attribute; within a group only one value is selected at a time. */
export function toggleAttribute(
  selected: string[],
  attributeId: string,
  groupAttributeIds: string[],
): string[] {
  if (selected.includes(attributeId))
    return selected.filter((id) => id !== attributeId)
  return [
    ...selected.filter((id) => !groupAttributeIds.includes(id)),
    attributeId,
  ].sort((a, b) => Number(a) - Number(b))
}

/** The category page's search: the selected attribute ids and the page. */
export interface CategorySearch {
  attrs?: string
  page?: number
}

/** A search updater that changes the selected attributes and goes back to the first page. */
export function nextSearch(change: (current: string[]) => string[]) {
  return (prev: CategorySearch): CategorySearch => {
    const attrs = change(parseAttributeIds(prev.attrs))
    return attrs.length ? { attrs: attrs.join(',') } : {}
  }
}

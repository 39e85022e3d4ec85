import type { Category } from '#lib/queries'
import type { CategorySearch } from './listing-search'

/** Splits `/en/shop/{a}/{b}/{c}[/configure]` into the category identifiers and the configure flag. */
export function parseCategoryPath(splat: string): {
  segments: string[]
  configure: boolean
} {
  const segments = splat.split('/').filter(Boolean)
  const configure = segments[segments.length - 1] === 'configure'
  return { segments: configure ? segments.slice(0, -1) : segments, configure }
}

/** A category with its parents, as far up as the query asked (the root's parent is null). */
export interface CategoryInTree {
  identifier: string
  name: string
  parentCategory?: CategoryInTree | null
}

/** The category's ancestors from the root down, followed by the category itself. */
export function categoryTrail(
  category: CategoryInTree,
): { identifier: string; name: string }[] {
  const trail: { identifier: string; name: string }[] = []
  let current: CategoryInTree | null | undefined = category
  while (current) {
    trail.unshift({ identifier: current.identifier, name: current.name })
    current = current.parentCategory
  }
  return trail
}

/** The shop, then each category from the root down, with its page's path. */
export function breadcrumbTrail(category: CategoryInTree) {
  const trail = categoryTrail(category)
  return [
    { name: 'Shop', path: '/en/shop' },
    ...trail.map((item, i) => ({
      name: item.name,
      path: `/en/shop/${trail
        .slice(0, i + 1)
        .map((c) => c.identifier)
        .join('/')}`,
    })),
  ]
}

/** The path is valid only when it names the category's real ancestors, root to leaf. */
export function pathMatches(category: Category, segments: string[]): boolean {
  const trail = categoryTrail(category).map((c) => c.identifier)
  return (
    trail.length === segments.length &&
    trail.every((id, i) => id === segments[i])
  )
}

/** At most this many attribute ids are read from a URL: one per group is all a page uses. */
const MAX_SELECTED = 20

/** Parses the `attrs` search value (comma-separated attribute ids), in id order. */
export function parseAttributeIds(value: unknown): string[] {
  if (typeof value !== 'string' && typeof value !== 'number') return []
  return [
    ...new Set(
      String(value)
        .split(',')
        .filter((id) => /^[1-9]\d{0,8}$/.test(id)),
    ),
  ]
    .sort((a, b) => Number(a) - Number(b))
    .slice(0, MAX_SELECTED)
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

/**
 * The selected ids a category can use: ids of its attribute groups, one per group (an id from a
 * link to another category, or a second value of a group, would only ever list nothing).
 */
export function usableSelection(
  selected: string[],
  groups: readonly { attributes: readonly { id: string }[] }[],
): string[] {
  return groups
    .flatMap(
      (group) =>
        selected.find((id) => group.attributes.some((a) => a.id === id)) ?? [],
    )
    .sort((a, b) => Number(a) - Number(b))
}

/** A search updater that changes the selected attributes and goes back to the first page. */
export function nextSearch(change: (current: string[]) => string[]) {
  return (prev: CategorySearch): CategorySearch => {
    const attrs = change(parseAttributeIds(prev.attrs))
    return {
      ...(attrs.length ? { attrs: attrs.join(',') } : {}),
      ...(prev.sort ? { sort: prev.sort } : {}),
      ...(prev.available ? { available: prev.available } : {}),
    }
  }
}

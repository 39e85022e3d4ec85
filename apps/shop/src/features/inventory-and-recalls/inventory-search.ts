// What the inventory's address says it shows, and in which order. Read by the route's
// `validateSearch`, so it loads with every page: keep it this small.

/** Which lots the inventory shows; the first is the default. */
export const INVENTORY_SHOWS = [
  'all',
  'expiring-90',
  'expiring-30',
  'expired',
  'recalled',
] as const
export type InventoryShow = (typeof INVENTORY_SHOWS)[number]

/** The inventory's orders; the first (expiry date, soonest first) is the default. */
export const INVENTORY_SORTS = ['expiry', 'expiry-desc', 'product'] as const
export type InventorySort = (typeof INVENTORY_SORTS)[number]

export interface InventorySearch {
  show?: InventoryShow
  sort?: InventorySort
}

const oneOf = <T extends string>(values: readonly T[], value: unknown) =>
  values.find((known) => known === value)

/** `?show=recalled&sort=product` as the inventory reads it; an unknown value is the default. */
export function inventorySearch(
  search: Record<string, unknown>,
): InventorySearch {
  const show = oneOf(INVENTORY_SHOWS, search.show)
  const sort = oneOf(INVENTORY_SORTS, search.sort)
  return { ...(show && { show }), ...(sort && { sort }) }
}

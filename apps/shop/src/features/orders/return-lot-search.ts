/**
 * `?returnLot=LOT` on an order's page: the inventory's "Return this lot" opens the return form
 * with that lot filled in. A lot number as the distributor writes them, or nothing.
 */
export function returnLotSearch(search: Record<string, unknown>): {
  returnLot?: string
} {
  const value = search.returnLot
  // The router parses search values as JSON: a numeric lot arrives as a number.
  const lot = typeof value === 'number' ? String(value) : value
  return typeof lot === 'string' &&
    /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/.test(lot)
    ? { returnLot: lot }
    : {}
}

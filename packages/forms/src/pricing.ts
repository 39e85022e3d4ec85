/**
 * A line of a price list that applies to the buyer: from `minQuantity` pieces on, one piece costs
 * `unitPrice` (cents, net), while the list is valid. `validFrom` and `validTo` are days
 * (`YYYY-MM-DD`, UTC), both included; null or absent: no bound on that side.
 */
export interface PriceListLine {
  minQuantity: number
  unitPrice: number
  validFrom?: string | null
  validTo?: string | null
}

/** A quantity from which one piece costs less (issue 34: "10+ $0.08"). */
export interface PriceBreak {
  minQuantity: number
  unitPrice: number
}

const today = (now: Date) => now.toISOString().slice(0, 10)

/** Whether a line's list is valid on `day` (`YYYY-MM-DD`): both bounds are included. */
function validOn(line: PriceListLine, day: string): boolean {
  return (
    (line.validFrom == null || line.validFrom <= day) &&
    (line.validTo == null || line.validTo >= day)
  )
}

/**
 * What one piece costs a buyer who takes `quantity` pieces: the lowest of the list price and the
 * unit prices of the valid lines whose `minQuantity` the quantity reaches. The one pricing rule
 * (issue 34) of the backend, the API and the shop.
 *
 * @example
 * unitPriceFor(10, 12, [{ minQuantity: 10, unitPrice: 8 }]) // 8
 * unitPriceFor(9, 12, [{ minQuantity: 10, unitPrice: 8 }]) // 12
 */
export function unitPriceFor(
  quantity: number,
  listPrice: number,
  lines: readonly PriceListLine[],
  now: Date = new Date(),
): number {
  const day = today(now)
  let price = listPrice
  for (const line of lines) {
    if (
      line.minQuantity <= quantity &&
      line.unitPrice < price &&
      validOn(line, day)
    )
      price = line.unitPrice
  }
  return price
}

/**
 * The quantities above one at which the buyer's unit price drops, with the price from there on,
 * smallest quantity first; empty when the price never drops.
 *
 * @example
 * priceBreaksFor(12, [{ minQuantity: 10, unitPrice: 8 }]) // [{ minQuantity: 10, unitPrice: 8 }]
 */
export function priceBreaksFor(
  listPrice: number,
  lines: readonly PriceListLine[],
  now: Date = new Date(),
): PriceBreak[] {
  const day = today(now)
  const quantities = [
    ...new Set(
      lines
        .filter((l) => l.minQuantity > 1 && validOn(l, day))
        .map((l) => l.minQuantity),
    ),
  ].sort((a, b) => a - b)
  const breaks: PriceBreak[] = []
  let last = unitPriceFor(1, listPrice, lines, now)
  for (const minQuantity of quantities) {
    const unitPrice = unitPriceFor(minQuantity, listPrice, lines, now)
    if (unitPrice < last) {
      breaks.push({ minQuantity, unitPrice })
      last = unitPrice
    }
  }
  return breaks
}

/**
 * The next break a line of `quantity` pieces could reach ("2 more for $0.08 each"); null when
 * none lies above it.
 *
 * @example
 * nextPriceBreak(8, 12, [{ minQuantity: 10, unitPrice: 8 }]) // { minQuantity: 10, unitPrice: 8 }
 */
export function nextPriceBreak(
  quantity: number,
  listPrice: number,
  lines: readonly PriceListLine[],
  now: Date = new Date(),
): PriceBreak | null {
  return (
    priceBreaksFor(listPrice, lines, now).find(
      (b) => b.minQuantity > quantity,
    ) ?? null
  )
}

/** One priced line of a cart. */
export interface PricedLine {
  id: number
  quantity: number
  itemPriceNet: number
}

export interface Adjustment {
  typeIdentifier: string
  label: string
  amountNet: number
}

export interface Totals {
  lines: (PricedLine & { subtotalNet: number; totalNet: number })[]
  subtotalNet: number
  adjustments: Adjustment[]
  totalNet: number
}

/** Orders of at least $500 net get 5% off the goods (the demo's volume discount rule). */
export const VOLUME_DISCOUNT = { thresholdNet: 50_000, percent: 5 } as const

/**
 * Computes every line, adjustment and total on the server. Nothing a client sends is trusted:
 * prices come from the catalogue (or from the order's frozen lines once placed).
 */
export function computeTotals(
  lines: readonly PricedLine[],
  carrier: { priceNet: number; title: string } | null,
): Totals {
  const priced = lines.map((line) => {
    const subtotalNet = line.itemPriceNet * line.quantity
    return { ...line, subtotalNet, totalNet: subtotalNet }
  })
  const subtotalNet = priced.reduce((sum, line) => sum + line.subtotalNet, 0)
  const adjustments: Adjustment[] = []
  if (subtotalNet >= VOLUME_DISCOUNT.thresholdNet) {
    adjustments.push({
      typeIdentifier: 'volume_discount',
      label: `Volume discount (${VOLUME_DISCOUNT.percent}%)`,
      amountNet: -Math.round((subtotalNet * VOLUME_DISCOUNT.percent) / 100),
    })
  }
  if (carrier && priced.length > 0) {
    adjustments.push({
      typeIdentifier: 'shipping',
      label: `Shipping: ${carrier.title}`,
      amountNet: carrier.priceNet,
    })
  }
  const totalNet = Math.max(
    0,
    subtotalNet + adjustments.reduce((sum, a) => sum + a.amountNet, 0),
  )
  return { lines: priced, subtotalNet, adjustments, totalNet }
}

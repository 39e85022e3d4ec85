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

/**
 * The most one order (and so one cart) may total, net, in minor units: $1,000,000.00. Far beyond a
 * practice's weekly order, about the most Stripe takes in one card payment, and far below 2^31 and
 * 2^53, so every amount stays exact everywhere (`Money`).
 */
export const MAX_ORDER_TOTAL_NET = 1_000_000_00

/** The most one line (unit price × quantity) may total, net, in minor units: $100,000.00. */
export const MAX_LINE_TOTAL_NET = 100_000_00

/** An amount in minor units as US dollars, for messages: `$100,000,000.00`. */
export const formatNet = (amount: number) =>
  (amount / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })

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

/** What goes over a ceiling: the ids of the lines over `MAX_LINE_TOTAL_NET`, and the order. */
export function overCeilings(totals: Totals) {
  return {
    lineIds: totals.lines
      .filter((line) => line.subtotalNet > MAX_LINE_TOTAL_NET)
      .map((line) => line.id),
    order:
      totals.subtotalNet > MAX_ORDER_TOTAL_NET ||
      totals.totalNet > MAX_ORDER_TOTAL_NET,
  }
}

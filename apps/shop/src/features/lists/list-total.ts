import { unitPriceFor } from '@shop/forms'
import type { OrderList } from './list-queries'

/**
 * A line's unit price: the net price the buyer pays for its quantity, as the cart charges it (the
 * practice's price, lowered by the quantity breaks the line reaches: issue 34).
 */
export const unitPrice = (item: OrderList['items'][number]) =>
  unitPriceFor(
    item.quantity,
    item.product.storeValues[0]?.price ?? 0,
    item.product.priceBreaks,
  )

/**
 * What a list's lines cost together at the buyer's prices, before tax: the lines still sold, in
 * minor units. Products no longer sold cannot be ordered, so they are left out and named.
 */
export function listTotal(items: OrderList['items']) {
  const sold = items.filter((item) => item.available)
  return {
    total: sold.reduce((sum, item) => sum + unitPrice(item) * item.quantity, 0),
    leftOut: items
      .filter((item) => !item.available)
      .map((item) => item.product.name),
  }
}

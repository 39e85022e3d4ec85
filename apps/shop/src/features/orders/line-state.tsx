import { unitQuantity } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import type { ApiOrder } from '@shop/commerce-client'

type Line = ApiOrder['items'][number]

/**
 * A line's fulfilment in words, in the product's units: "Shipped 3 of 5 boxes", "Backordered
 * until …", "2 boxes canceled: …".
 */
export function LineState({ line }: { line: Line }) {
  const { t, formatDate } = useI18n()
  const states = [
    line.shippedQuantity > 0
      ? t('order.line.shipped', {
          shipped: line.shippedQuantity,
          ordered: unitQuantity(t, line.product, line.quantity),
        })
      : null,
    line.backorderedUntil
      ? t('order.line.backordered', { date: formatDate(line.backorderedUntil) })
      : null,
    line.cancelledQuantity > 0
      ? t('order.line.cancelled', {
          count: unitQuantity(t, line.product, line.cancelledQuantity),
          reason: line.cancelReason ?? '',
        })
      : null,
  ].filter((state) => state !== null)
  if (!states.length) return null
  return (
    <ul className="line-state">
      {states.map((state) => (
        <li key={state}>{state}</li>
      ))}
    </ul>
  )
}

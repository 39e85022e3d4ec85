import type { ApiProductCard } from '@shop/commerce-client'
import { packLine } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'

type Unit = Pick<ApiProductCard, 'unit' | 'packSize' | 'availability'>

/**
 * Whether and when a product ships, in words: "In stock · ships in 3 days", "Only 4 left",
 * "Backordered: back in stock 12/15/26", "Out of stock". The state names the colour.
 */
export function AvailabilityBadge({
  availability,
}: {
  availability: Unit['availability']
}) {
  const { t, formatDate } = useI18n()
  const { state, stock, leadTimeDays, restockDate } = availability
  const date = restockDate ? formatDate(`${restockDate}T00:00:00Z`) : null
  const text =
    state === 'LOW_STOCK'
      ? t('availability.LOW_STOCK', { count: stock ?? 0 })
      : state === 'BACKORDERED' && date
        ? t('availability.BACKORDERED_ON', { date })
        : state === 'OUT_OF_STOCK' && date
          ? t('availability.OUT_OF_STOCK_ON', { date })
          : t(`availability.${state}`)
  const ships =
    leadTimeDays > 0 && (state === 'IN_STOCK' || state === 'LOW_STOCK')
      ? ` · ${t('availability.shipsIn', { days: leadTimeDays })}`
      : ''
  return (
    <span className={`availability availability--${state.toLowerCase()}`}>
      {text}
      {ships}
    </span>
  )
}

/** "Box of 100 · $0.09 per piece": what one ordered unit is, and a piece's price. */
export function PackLine({
  product,
  price,
}: {
  product: Pick<ApiProductCard, 'unit' | 'packSize'>
  price?: number
}) {
  const { t, formatMoney } = useI18n()
  return (
    <span className="pack-line">
      {packLine(t, formatMoney, product, price)}
    </span>
  )
}

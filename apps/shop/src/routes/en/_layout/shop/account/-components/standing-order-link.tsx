import type { ApiCart } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import { Link } from '@tanstack/react-router'

/** "Standing order: Exam room 2 — weekly", to the standing order whose run placed an order. */
export function StandingOrderLink({
  standingOrder,
}: {
  standingOrder: NonNullable<ApiCart['standingOrder']>
}) {
  const { t } = useI18n()
  return (
    <Link
      to="/en/shop/account/standing-orders/$id"
      params={{ id: standingOrder.id }}
      className="standing-order-link"
    >
      {t('account.orders.standingOrder', { name: standingOrder.name })}
    </Link>
  )
}

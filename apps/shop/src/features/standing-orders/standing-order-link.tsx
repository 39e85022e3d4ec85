import type { ApiCart } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import { Link } from '@tanstack/react-router'

/**
 * "Standing order: Exam room 2 — weekly", the standing order whose run placed an order: a link
 * for who may open it (the backend's `canOpen`: the buyer it orders as, or an administrator),
 * the name alone for an approver looking at a colleague's order.
 */
export function StandingOrderLink({
  order,
}: {
  order: Pick<ApiCart, 'standingOrder'>
}) {
  const { t } = useI18n()
  const { standingOrder } = order
  if (!standingOrder) return null
  const text = t('account.orders.standingOrder', { name: standingOrder.name })
  return standingOrder.canOpen ? (
    <Link
      to="/en/shop/account/standing-orders/$id"
      params={{ id: standingOrder.id }}
      className="standing-order-link"
    >
      {text}
    </Link>
  ) : (
    <span className="standing-order-link">{text}</span>
  )
}

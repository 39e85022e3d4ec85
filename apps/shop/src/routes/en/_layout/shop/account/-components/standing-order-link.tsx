import type { ApiCart } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import { Link } from '@tanstack/react-router'
import { hasRole } from '#lib/company-roles'
import { useCustomer } from '#lib/use-customer'

/**
 * "Standing order: Exam room 2 — weekly", the standing order whose run placed an order: a link
 * for who may open it (the buyer it orders as, or an administrator), the name alone for an
 * approver looking at a colleague's order.
 */
export function StandingOrderLink({
  order,
}: {
  order: Pick<ApiCart, 'standingOrder' | 'placedBy'>
}) {
  const { t } = useI18n()
  const customer = useCustomer()
  const { standingOrder } = order
  if (!standingOrder) return null
  const text = t('account.orders.standingOrder', { name: standingOrder.name })
  return order.placedBy.id === customer?.id ||
    hasRole(customer, 'ADMINISTRATOR') ? (
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

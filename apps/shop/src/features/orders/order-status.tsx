import { useT } from '@shop/i18n/react'
import { Badge } from '@shop/ui'
import type { BadgeProps } from '@shop/ui'
import type { ApiOrder } from '@shop/commerce-client'
import { OrderState } from './order-state'

/** What waits for the practice itself (an approver, a payment) is said before the delivery. */
const WAITING_ON_PRACTICE = new Set([
  'awaiting_approval',
  'payment_pending',
  'rejected',
])

const TONES: Partial<
  Record<NonNullable<ApiOrder['fulfilmentState']>, BadgeProps['tone']>
> = {
  DELIVERED: 'accent',
  CANCELLED: 'danger',
}

/**
 * An order's state as one badge: where it is on its way ("Confirmed", "Partly shipped",
 * "Delivered", "Canceled"), or what it waits for in the practice ("Awaiting approval").
 */
export function OrderStatus({
  order,
}: {
  order: Pick<ApiOrder, 'state' | 'fulfilmentState'>
}) {
  const t = useT()
  if (!order.fulfilmentState || WAITING_ON_PRACTICE.has(order.state))
    return <OrderState state={order.state} />
  return (
    <Badge tone={TONES[order.fulfilmentState] ?? 'neutral'}>
      {t(`order.fulfilment.${order.fulfilmentState}`)}
    </Badge>
  )
}

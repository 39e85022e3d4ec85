import { useT } from '@shop/i18n/react'
import { Badge } from '@shop/ui'
import type { BadgeProps } from '@shop/ui'

/** States that wait for someone (a payment, an approver) stand out; ended ones read as such. */
const TONES: Readonly<Record<string, BadgeProps['tone']>> = {
  payment_pending: 'warning',
  awaiting_approval: 'warning',
  cancelled: 'danger',
  rejected: 'danger',
}

/** An order's state as a badge: "Awaiting approval", "Awaiting payment", "Rejected", "Paid"… */
export function OrderState({ state }: { state: string }) {
  const t = useT()
  return (
    <Badge tone={TONES[state] ?? 'neutral'}>
      {t(`order.state.${state}` as 'order.state.new')}
    </Badge>
  )
}

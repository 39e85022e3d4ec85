import { useT } from '@shop/i18n/react'
import { Badge } from '@shop/ui'

/** An order's state as a badge: a payment still due stands out, a cancelled order reads as such. */
export function OrderState({ state }: { state: string }) {
  const t = useT()
  return (
    <Badge
      tone={
        state === 'payment_pending'
          ? 'warning'
          : state === 'cancelled'
            ? 'danger'
            : 'neutral'
      }
    >
      {t(`order.state.${state}` as 'order.state.new')}
    </Badge>
  )
}

import { useI18n } from '@shop/i18n/react'
import { OrderSummary as UiOrderSummary } from '@shop/ui'
import type { Cart } from '#lib/queries'

/** Subtotal, each adjustment by its label, and the net total, all as the server computed them. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t, formatMoney } = useI18n()
  return (
    <UiOrderSummary
      subtotal={{ label: t('cart.subtotal'), amount: cart.subtotalNet }}
      adjustments={cart.adjustmentItems.map((adjustment) => ({
        id: adjustment.typeIdentifier,
        label: adjustment.label,
        amount: adjustment.amountNet,
      }))}
      total={{ label: t('cart.total'), amount: cart.totalNet }}
      format={formatMoney}
      note={t('cart.taxNote')}
    />
  )
}

import { taxSummary } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import { OrderSummary as UiOrderSummary } from '@shop/ui'
import type { Cart } from '#lib/queries'

/**
 * Subtotal, each adjustment by its label, the sales tax (estimated for a cart, or the exemption
 * that removed it) and the total with tax, all as the server computed them.
 */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t, formatMoney } = useI18n()
  const tax = taxSummary(t, cart.tax, { cart: cart.state === 'cart' })
  return (
    <UiOrderSummary
      subtotal={{ label: t('cart.subtotal'), amount: cart.subtotalNet }}
      adjustments={[
        ...cart.adjustmentItems.map((adjustment) => ({
          id: adjustment.typeIdentifier,
          label: adjustment.label,
          amount: adjustment.amountNet,
        })),
        ...(tax.line ? [{ id: 'sales-tax', ...tax.line }] : []),
      ]}
      total={{ label: tax.totalLabel, amount: cart.totalWithTax }}
      format={formatMoney}
      note={tax.note}
    />
  )
}

import { useI18n } from '@shop/i18n/react'
import { Price } from '@shop/ui'
import type { Cart } from '../../../../../lib/queries'

/** Subtotal, each adjustment by its label, and the net total, all as the server computed them. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t, formatMoney } = useI18n()
  return (
    <dl className="summary">
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd>
          <Price amount={cart.subtotalNet} format={formatMoney} />
        </dd>
      </div>
      {cart.adjustmentItems.map((adjustment) => (
        <div key={adjustment.typeIdentifier}>
          <dt>{adjustment.label}</dt>
          <dd>
            <Price amount={adjustment.amountNet} format={formatMoney} />
          </dd>
        </div>
      ))}
      <div className="summary__total">
        <dt>{t('cart.total')}</dt>
        <dd>
          <Price amount={cart.totalNet} format={formatMoney} />
        </dd>
      </div>
    </dl>
  )
}

import { useI18n } from '@shop/i18n/react'
import type { Cart } from '#lib/queries'

/**
 * A buyer's purchase limits beside their cart: what one order may come to and what is left of
 * the month (issue 31: they learned of their limits only once an order went over one). Nothing
 * for a member without limits.
 */
export function PurchaseLimits({ cart }: { cart: Cart }) {
  const { t, formatMoney } = useI18n()
  const limits = cart.purchaseLimits
  if (!limits) return null
  const lines = [
    limits.perOrder === null
      ? null
      : t('cart.limits.perOrder', { amount: formatMoney(limits.perOrder) }),
    limits.monthly === null || limits.monthlyLeft === null
      ? null
      : t('cart.limits.monthLeft', {
          left: formatMoney(limits.monthlyLeft),
          monthly: formatMoney(limits.monthly),
        }),
  ].filter((line) => line !== null)
  return (
    <div className="purchase-limits">
      <p className="purchase-limits__title">{t('cart.limits.title')}</p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="hint">{t('cart.limits.approval')}</p>
    </div>
  )
}

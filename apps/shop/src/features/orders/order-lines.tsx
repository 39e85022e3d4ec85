import { unitQuantity } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import { Price } from '@shop/ui'
import type { ReactNode } from 'react'
import type { Cart } from '#lib/queries'
import { PackLine } from '#features/catalogue-units'

/**
 * An order's lines: product and SKU, quantity, unit price and line total (net); `state` adds
 * what became of each line under its product (a placed order's fulfilment).
 */
export function OrderLines({
  order,
  state,
}: {
  order: Cart
  state?: (itemId: string) => ReactNode
}) {
  const { t, formatMoney } = useI18n()
  return (
    // On a phone the rows become cards (app.css).
    <table className="ui-table order-lines">
      <thead>
        <tr>
          <th scope="col">{t('account.orders.product')}</th>
          <th scope="col">{t('account.orders.quantity')}</th>
          <th scope="col" className="ui-table__amount">
            {t('account.orders.unitPrice')}
          </th>
          <th scope="col" className="ui-table__amount">
            {t('account.orders.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <tr key={item.id}>
            <td className="order-lines__product">
              {item.product.name}
              <br />
              <small>
                {item.product.sku} ·{' '}
                <PackLine product={item.product} price={item.unitPrice} />
              </small>
              {state?.(item.id)}
            </td>
            <td className="order-lines__quantity">
              <span className="order-lines__label">
                {t('account.orders.quantity')}:{' '}
              </span>
              {/* In the product's units: "3 boxes", never a bare count. */}
              {unitQuantity(t, item.product, item.quantity)}
            </td>
            <td className="ui-table__amount order-lines__unit">
              <span className="order-lines__label">
                {t('account.orders.unitPrice')}:{' '}
              </span>
              <Price amount={item.itemPriceNet} format={formatMoney} />
            </td>
            <td className="ui-table__amount order-lines__total">
              <Price amount={item.totalNet} format={formatMoney} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

import { useI18n } from '@shop/i18n/react'
import { Price } from '@shop/ui'
import type { ApiProductCard } from '@shop/commerce-client'

type Priced = Pick<ApiProductCard, 'storeValues' | 'listPrice' | 'priceBreaks'>

/** What one piece costs this buyer: the backend answers the practice's price (issue 34). */
export const buyerPrice = (product: Priced): number =>
  product.storeValues[0]?.price ?? product.listPrice

/**
 * The buyer's price of a product (listing card, product page): the list price struck through when
 * the practice pays less, and the quantity breaks as a small table ("10+ $0.08"). Screen readers
 * hear one sentence instead of a struck-through number they cannot see.
 */
export function ProductPrice({
  product,
  className,
}: {
  product: Priced
  className?: string
}) {
  const { t, formatMoney } = useI18n()
  const price = buyerPrice(product)
  const lower = price < product.listPrice
  const suffix = t('product.priceNet', { price: '' }).trim()
  return (
    <div className="product-price">
      {lower ? (
        <>
          <span className="visually-hidden">
            {t('product.contractPrice', {
              list: formatMoney(product.listPrice),
              price: formatMoney(price),
            })}
          </span>
          <span aria-hidden="true">
            <s className="product-price__list">
              {formatMoney(product.listPrice)}
            </s>{' '}
            <Price
              amount={price}
              format={formatMoney}
              suffix={suffix}
              className={className}
            />
          </span>
        </>
      ) : (
        <Price
          amount={price}
          format={formatMoney}
          suffix={suffix}
          className={className}
        />
      )}
      {product.priceBreaks.length > 0 ? (
        <table className="product-price__breaks">
          <caption className="visually-hidden">
            {t('product.priceBreaks')}
          </caption>
          <tbody>
            {product.priceBreaks.map((b) => (
              <tr key={b.minQuantity}>
                <th scope="row">
                  {t('product.priceBreak', { quantity: b.minQuantity })}
                </th>
                <td>{formatMoney(b.unitPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  )
}

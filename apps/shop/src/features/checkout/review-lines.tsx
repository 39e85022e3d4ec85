import { unitQuantity } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import type { Cart } from '#lib/queries'
import { PackLine } from '#features/catalogue-units'

/**
 * An order's lines in short, for the review before placing and the confirmation after: each
 * counted in the product's units with its pack ("10 boxes × Nitrile gloves", "Box of 100"), as
 * the order page counts them.
 */
export function ReviewLines({ order }: { order: Pick<Cart, 'items'> }) {
  const { t } = useI18n()
  return (
    <ul className="review-lines">
      {order.items.map((item) => (
        <li key={item.id}>
          {unitQuantity(t, item.product, item.quantity)} × {item.product.name}
          <br />
          <small>
            <PackLine product={item.product} />
          </small>
        </li>
      ))}
    </ul>
  )
}

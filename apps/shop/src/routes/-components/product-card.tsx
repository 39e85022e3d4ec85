import { useI18n } from '@shop/i18n/react'
import { ColorSwatch, Price } from '@shop/ui'
import { Link } from '@tanstack/react-router'
import type { ProductCardFieldsFragment } from '@shop/commerce-client'

/** A product in a listing. It links to the product page only when the product has a SKU (spec section 2). */
export function ProductCard({
  product,
  eager = false,
}: {
  product: ProductCardFieldsFragment
  eager?: boolean
}) {
  const { t, formatMoney } = useI18n()
  const image = (
    <img
      src={product.mainImage.url}
      width={product.mainImage.width}
      height={product.mainImage.height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      className="product-card__image"
    />
  )
  return (
    <article className="product-card">
      {image}
      <h3 className="product-card__name">
        {product.sku ? (
          <Link to="/en/shop/products/$" params={{ _splat: product.sku }}>
            {product.name}
          </Link>
        ) : (
          product.name
        )}
      </h3>
      <p className="product-card__sku">
        {t('product.sku', { sku: product.sku })}
      </p>
      <ul className="product-card__badges" aria-label={t('product.attributes')}>
        {product.attributes.map((attribute) => (
          <li key={attribute.id} className="badge">
            {attribute.valueColor ? (
              <ColorSwatch color={attribute.valueColor} />
            ) : null}
            {attribute.name}
          </li>
        ))}
      </ul>
      <Price
        amount={product.storeValues[0]?.price ?? 0}
        format={formatMoney}
        suffix={t('product.priceNet', { price: '' }).trim()}
      />
    </article>
  )
}

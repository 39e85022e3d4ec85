import { useI18n } from '@shop/i18n/react'
import { Price, ProductCard as UiProductCard } from '@shop/ui'
import type { RenderLink } from '@shop/ui'
import { Link } from '@tanstack/react-router'
import type { ProductCardFieldsFragment } from '@shop/commerce-client'
import { imageProps } from '../../lib/images'

/** A product page link through the router; `href` is `/en/shop/products/{sku}`. */
const productLink: RenderLink = ({ href, ...rest }) => (
  <Link
    to="/en/shop/products/$"
    params={{ _splat: href.replace(/^\/en\/shop\/products\//, '') }}
    {...rest}
  />
)

/** A product in a listing. It links to the product page only when the product has a SKU (spec section 2). */
export function ProductCard({
  product,
  eager = false,
  fallbackImageSrc,
}: {
  product: ProductCardFieldsFragment
  eager?: boolean
  /** From the listing (`useFallbackImageSrc`), read once for all its cards. */
  fallbackImageSrc?: string
}) {
  const { t, formatMoney } = useI18n()
  return (
    <UiProductCard
      name={product.name}
      href={product.sku ? `/en/shop/products/${product.sku}` : undefined}
      renderLink={productLink}
      image={imageProps(product.mainImage)}
      fallbackImageSrc={fallbackImageSrc}
      priority={eager}
      meta={t('product.sku', { sku: product.sku })}
      badgesLabel={t('product.attributes')}
      badges={product.attributes.map((attribute) => ({
        id: attribute.id,
        label: attribute.name,
        color: attribute.valueColor,
      }))}
      price={
        <Price
          amount={product.storeValues[0]?.price ?? 0}
          format={formatMoney}
          suffix={t('product.priceNet', { price: '' }).trim()}
        />
      }
    />
  )
}

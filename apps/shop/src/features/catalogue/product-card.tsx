import { useI18n } from '@shop/i18n/react'
import { Price, ProductGrid, ProductCard as UiProductCard } from '@shop/ui'
import type { RenderLink } from '@shop/ui'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ApiProductCard } from '@shop/commerce-client'
import { imageProps, useFallbackImageSrc } from '#lib/images'
import { AvailabilityBadge, PackLine } from '#features/catalogue-units'

/** A link to a product's page by its SKU. */
export function ProductLink({
  sku,
  children,
  ...rest
}: {
  sku: string
  children: ReactNode
  className?: string
  'aria-current'?: 'page'
}) {
  return (
    <Link to="/en/shop/products/$" params={{ _splat: sku }} {...rest}>
      {children}
    </Link>
  )
}

/** The design system's card link; `href` is `/en/shop/products/{sku}`. */
const productLink: RenderLink = ({ href, ...rest }) => (
  <ProductLink sku={href.replace(/^\/en\/shop\/products\//, '')} {...rest} />
)

/**
 * Products as a grid of cards (category, search, related products). The first `eager` cards'
 * images load at once (they are on screen first); the fallback image is read once for all.
 */
export function ProductCards({
  products,
  eager = 0,
  heading,
}: {
  products: ApiProductCard[]
  eager?: number
  /**
   * A heading for a listing that has none of its own, read by screen readers only: the cards'
   * names are third-level headings, and a level must not be skipped (on a phone the filters'
   * heading is in a closed drawer).
   */
  heading?: string
}) {
  const fallbackImageSrc = useFallbackImageSrc()
  return (
    <>
      {heading ? <h2 className="visually-hidden">{heading}</h2> : null}
      <ProductGrid>
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            eager={index < eager}
            fallbackImageSrc={fallbackImageSrc}
          />
        ))}
      </ProductGrid>
    </>
  )
}

/** A product in a listing. It links to the product page only when the product has a SKU (spec section 2). */
function ProductCard({
  product,
  eager,
  fallbackImageSrc,
}: {
  product: ApiProductCard
  eager: boolean
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
      meta={
        <>
          {t('product.sku', { sku: product.sku })}
          <br />
          <PackLine product={product} price={product.storeValues[0]?.price} />
          <br />
          <AvailabilityBadge availability={product.availability} />
        </>
      }
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

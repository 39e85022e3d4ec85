import { Children } from 'react'
import type { ReactNode } from 'react'
import { ColorSwatch } from '../checkbox/checkbox.js'
import { Image } from '../image/image.js'
import { plainLink } from '../link/link.js'
import type { RenderLink } from '../link/link.js'

export interface ProductBadge {
  id: string
  label: ReactNode
  /** A colour value (CSS colour) shows a swatch before the label. */
  color?: string | null
}

export interface ProductCardProps {
  name: string
  /** The product page; without it the name is plain text (a product without a SKU). */
  href?: string
  renderLink?: RenderLink
  image: { src: string; width?: number; height?: number }
  fallbackImageSrc?: string
  /** Above the fold: the image loads at once. */
  priority?: boolean
  /** A line under the name, e.g. "SKU 10-1001". */
  meta?: ReactNode
  badges?: readonly ProductBadge[]
  /** Names the badge list for screen readers, e.g. "Attributes". */
  badgesLabel?: string
  /** The price, usually a `Price`. */
  price: ReactNode
  /** An action at the bottom, e.g. an add-to-cart button. */
  action?: ReactNode
  /** The heading level that fits the page outline. */
  headingLevel?: 2 | 3
}

/**
 * A product in a listing: image, name linking to its page, a meta line, attribute badges and
 * the price.
 *
 * @example
 * <ProductCard name="Nitrile gloves" href="/en/shop/products/10-1001" image={{ src }} meta="SKU 10-1001"
 *   price={<Price amount={1299} format={formatMoney} />} />
 */
export function ProductCard({
  name,
  href,
  renderLink = plainLink,
  image,
  fallbackImageSrc,
  priority,
  meta,
  badges = [],
  badgesLabel,
  price,
  action,
  headingLevel = 3,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="ui-product-card">
      <Image
        src={image.src}
        width={image.width}
        height={image.height}
        alt=""
        size="product-overview"
        priority={priority}
        fallbackSrc={fallbackImageSrc}
        className="ui-product-card__image"
      />
      <Heading className="ui-product-card__name">
        {href ? renderLink({ href, children: name }) : name}
      </Heading>
      {meta ? <p className="ui-product-card__meta">{meta}</p> : null}
      {badges.length ? (
        <ul className="ui-product-card__badges" aria-label={badgesLabel}>
          {badges.map((badge) => (
            <li key={badge.id} className="ui-badge">
              {badge.color ? <ColorSwatch color={badge.color} /> : null}
              {badge.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="ui-product-card__price">{price}</div>
      {action}
    </article>
  )
}

export interface ProductGridProps {
  /** Names the list for screen readers, e.g. "24 products". */
  label?: string
  /** The cards; each becomes an item of the list. */
  children: ReactNode
}

/** Product cards in a responsive grid: as many columns as fit, at least 13rem each. */
export function ProductGrid({ label, children }: ProductGridProps) {
  return (
    <ul className="ui-product-grid" aria-label={label}>
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </ul>
  )
}

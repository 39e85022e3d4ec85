import type { ReactNode } from 'react'
import { Image } from '../image/image.js'

export interface CartLineProps {
  image: { src: string; width?: number; height?: number }
  fallbackImageSrc?: string
  /** The product's name, usually a link to its page. */
  name: ReactNode
  /** SKU and unit price. */
  meta?: ReactNode
  /** Usually a `QuantityStepper`. */
  quantity: ReactNode
  /** The line total, usually a `Price`. */
  total: ReactNode
  /** Usually an `IconButton` that removes the line. */
  remove?: ReactNode
  /** The narrower layout of the cart overlay. */
  compact?: boolean
  /** A control before the image that chooses the line, e.g. a `Checkbox` (an order list's lines). */
  select?: ReactNode
}

/**
 * One line of the cart: `cart-item` image, name, meta, quantity, line total and remove. Render
 * lines inside a list (`<ul className="ui-cart-lines">` or your own).
 *
 * @example
 * <CartLine image={{ src }} name={<a href="…">Gloves</a>} meta="10-1001 · $12.99 each"
 *   quantity={<QuantityStepper … />} total={<Price … />} remove={<IconButton … />} />
 */
export function CartLine({
  image,
  fallbackImageSrc,
  name,
  meta,
  quantity,
  total,
  remove,
  compact = false,
  select,
}: CartLineProps) {
  return (
    <li
      className={[
        'ui-cart-line',
        compact && 'ui-cart-line--compact',
        select && 'ui-cart-line--select',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {select ? <div className="ui-cart-line__select">{select}</div> : null}
      <Image
        src={image.src}
        width={image.width}
        height={image.height}
        alt=""
        size="cart-item"
        fallbackSrc={fallbackImageSrc}
        className="ui-cart-line__image"
      />
      <div className="ui-cart-line__info">
        <span className="ui-cart-line__name">{name}</span>
        {meta ? <span className="ui-cart-line__meta">{meta}</span> : null}
      </div>
      <div className="ui-cart-line__quantity">{quantity}</div>
      <div className="ui-cart-line__total">{total}</div>
      {remove ? <div className="ui-cart-line__remove">{remove}</div> : null}
    </li>
  )
}

import type { ReactNode } from 'react'
import { Image } from '../image/image.js'

export interface InventoryLotProps {
  image: { src: string; width?: number; height?: number }
  fallbackImageSrc?: string
  /** The product's name, usually a link to its page. */
  name: ReactNode
  /** e.g. "Lot L-2291 · 40 pieces". */
  details: ReactNode
  /** e.g. "Expires Mar 1, 2027". */
  expiry: ReactNode
  /** An expired lot is marked as such. */
  expired?: boolean
  /** e.g. a reorder button. */
  action?: ReactNode
}

/**
 * A lot in the practice's inventory: the product with its `lot-number-preview` image, the lot
 * number and quantity, and the expiry date, marked when it has passed.
 *
 * @example
 * <InventoryLot image={{ src }} name="Nitrile gloves" details="Lot L-2291 · 40" expiry="Expires Mar 1, 2027" />
 */
export function InventoryLot({
  image,
  fallbackImageSrc,
  name,
  details,
  expiry,
  expired = false,
  action,
}: InventoryLotProps) {
  return (
    <div className="ui-lot" data-expired={expired}>
      <Image
        src={image.src}
        width={image.width}
        height={image.height}
        alt=""
        size="lot-number-preview"
        fallbackSrc={fallbackImageSrc}
        className="ui-lot__image"
      />
      <div className="ui-lot__text">
        <span className="ui-lot__name">{name}</span>
        <span className="ui-lot__details">{details}</span>
        <span className="ui-lot__expiry">{expiry}</span>
      </div>
      {action}
    </div>
  )
}

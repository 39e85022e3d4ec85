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
  /** Badges that flag the lot, e.g. "Recalled" or "Expires in 12 days", shown under its name. */
  flags?: ReactNode
  /** A lot that needs attention gets an edge in the tone: `danger` (recalled, expired, expiring within 30 days) or `warning`. */
  tone?: 'danger' | 'warning'
  /** e.g. a reorder button; several actions wrap. */
  action?: ReactNode
  /** What the practice must know or do about the lot (a recall's reason and action), across the lot's width below it. */
  notice?: ReactNode
}

/**
 * A lot in the practice's inventory: the product with its `lot-number-preview` image, the lot
 * number and quantity, and the expiry date, marked when it has passed; flags, an edge in the
 * tone of the most urgent one and a notice for a lot that needs attention. On a narrow list the
 * actions move under the text.
 *
 * @example
 * <InventoryLot image={{ src }} name="Nitrile gloves" details="Lot L-2291 · 40" expiry="Expires Mar 1, 2027"
 *   flags={<Badge tone="warning">Expires in 45 days</Badge>} tone="warning" />
 */
export function InventoryLot({
  image,
  fallbackImageSrc,
  name,
  details,
  expiry,
  expired = false,
  flags,
  tone,
  action,
  notice,
}: InventoryLotProps) {
  return (
    <div className="ui-lot" data-expired={expired} data-tone={tone}>
      <div className="ui-lot__main">
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
          {flags ? <span className="ui-lot__flags">{flags}</span> : null}
          <span className="ui-lot__details">{details}</span>
          <span className="ui-lot__expiry">{expiry}</span>
        </div>
        {action ? <div className="ui-lot__action">{action}</div> : null}
      </div>
      {notice ? <div className="ui-lot__notice">{notice}</div> : null}
    </div>
  )
}

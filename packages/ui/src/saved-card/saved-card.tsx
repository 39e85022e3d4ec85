export interface SavedCardProps {
  /** The card's brand as the payment provider names it, e.g. "visa"; it picks the mark's colour. */
  brand: string
  /** The brand as buyers read it, e.g. "Visa". */
  brandName: string
  last4: string
  /** What a screen reader says, e.g. "Visa ending in 4242". */
  label: string
  /** e.g. "Expires 08/29". */
  expiry?: string
}

/**
 * A saved payment card: brand mark, masked number and expiry. Screen readers hear `label`.
 *
 * @example
 * <SavedCard brand="visa" brandName="Visa" last4="4242" label="Visa ending in 4242" expiry="Expires 08/29" />
 */
export function SavedCard({
  brand,
  brandName,
  last4,
  label,
  expiry,
}: SavedCardProps) {
  return (
    <span className="ui-saved-card">
      <span className="ui-visually-hidden">{label}</span>
      <span
        className="ui-saved-card__brand"
        data-brand={brand}
        aria-hidden="true"
      >
        {brandName}
      </span>
      <span className="ui-saved-card__number" aria-hidden="true">
        •••• {last4}
      </span>
      {expiry ? <span className="ui-saved-card__expiry">{expiry}</span> : null}
    </span>
  )
}

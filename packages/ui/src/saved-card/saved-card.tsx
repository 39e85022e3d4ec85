export interface SavedCardProps {
  /** The card's brand as the payment provider names it, e.g. "visa". */
  brand: string
  last4: string
  /** What a screen reader says, e.g. "Visa ending in 4242". */
  label: string
  /** e.g. "Expires 08/29". */
  expiry?: string
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  discover: 'Discover',
}

/**
 * A saved payment card: brand mark, masked number and expiry. Screen readers hear `label`.
 *
 * @example
 * <SavedCard brand="visa" last4="4242" label="Visa ending in 4242" expiry="Expires 08/29" />
 */
export function SavedCard({ brand, last4, label, expiry }: SavedCardProps) {
  return (
    <span className="ui-saved-card">
      <span className="ui-visually-hidden">{label}</span>
      <span
        className="ui-saved-card__brand"
        data-brand={brand}
        aria-hidden="true"
      >
        {BRAND_NAMES[brand.toLowerCase()] ?? brand}
      </span>
      <span className="ui-saved-card__number" aria-hidden="true">
        •••• {last4}
      </span>
      {expiry ? <span className="ui-saved-card__expiry">{expiry}</span> : null}
    </span>
  )
}

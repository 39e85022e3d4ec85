import type { ApiAddress } from '@shop/commerce-client'

/**
 * An address on one line, as buyers scan it in lists and as US and Canadian mail writes it:
 * company, name, "120 Maple Avenue", "Chicago, IL 60614", country.
 */
export const addressLine = (a: ApiAddress) =>
  [
    a.company,
    `${a.firstname} ${a.lastname}`,
    [a.number, a.street].filter(Boolean).join(' '),
    `${a.city}, ${[a.stateCode, a.postcode].filter(Boolean).join(' ')}`,
    a.country.isoCode,
  ]
    .filter(Boolean)
    .join(', ')

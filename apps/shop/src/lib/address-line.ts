import type { AddressFieldsFragment } from '@shop/commerce-client'

/** An address on one line, as buyers scan it in lists: company, name, street, town, country. */
export const addressLine = (a: AddressFieldsFragment) =>
  `${a.company ? `${a.company}, ` : ''}${a.firstname} ${a.lastname}, ${a.street} ${a.number}, ${a.postcode} ${a.city}, ${a.country.isoCode}`

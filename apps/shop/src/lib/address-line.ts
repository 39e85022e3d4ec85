import type { ApiAddress } from '@shop/commerce-client'
import { addressLines } from '@shop/forms'

/**
 * An address on one line, as buyers scan it in lists, in the shop's one postal format:
 * company, name, "120 Maple Avenue", "Chicago, IL 60614", "United States".
 */
export const addressLine = (a: ApiAddress) =>
  addressLines({ ...a, country: a.country.isoCode }).join(', ')

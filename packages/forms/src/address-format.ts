/** The parts of an address its printed form uses; `country` is the ISO code (`US`, `CA`). */
export interface PostalAddress {
  company?: string | null
  firstname?: string | null
  lastname?: string | null
  street: string
  number?: string | null
  postcode: string
  city: string
  stateCode?: string | null
  country: string
}

const regionNames = new Intl.DisplayNames('en-US', { type: 'region' })

/**
 * An address as US and Canadian mail writes it, one entry per line: company, name,
 * "12 Maple Street", "New York, NY 10001", "United States". The one format of pages, invoices
 * and e-mails (issue 31); empty parts are left out.
 *
 * @example
 * addressLines({ street: 'Maple Street', number: '12', postcode: '10001', city: 'New York', stateCode: 'NY', country: 'US' })
 * // ['12 Maple Street', 'New York, NY 10001', 'United States']
 */
export function addressLines(address: PostalAddress): string[] {
  const join = (parts: (string | null | undefined)[]) =>
    parts
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ')
  return [
    join([address.company]),
    join([address.firstname, address.lastname]),
    join([address.number, address.street]),
    [join([address.city]), join([address.stateCode, address.postcode])]
      .filter(Boolean)
      .join(', '),
    regionNames.of(address.country) ?? address.country,
  ].filter(Boolean)
}

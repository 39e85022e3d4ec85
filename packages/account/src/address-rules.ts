/** The countries the shop delivers to, as the API accepts them (ISO 3166-1 alpha-2). */
export const ADDRESS_COUNTRIES = ['US', 'CA'] as const

/** The salutations the API accepts. */
export const SALUTATIONS = ['mr', 'ms', 'mx', 'dr'] as const

/** An address as the shop's forms edit it: every field a string (spec section 5). */
export type AddressFormValues = {
  salutation: string
  firstname: string
  lastname: string
  company: string
  street: string
  number: string
  postcode: string
  city: string
  country: string
  stateCode: string
  phoneNumber: string
}

/**
 * Client-side rules for `@shop/forms`, matching what the API server accepts, so a buyer sees the
 * same verdict before and after sending.
 *
 * @example
 * await validateForm(values, Object.fromEntries(Object.entries(ADDRESS_RULES).map(([k, rules]) => [k, { rules }])))
 */
export const ADDRESS_RULES: Readonly<Record<keyof AddressFormValues, string>> =
  {
    salutation: `required|is:${SALUTATIONS.join(',')}`,
    firstname: 'required|length:1,80',
    lastname: 'required|length:1,80',
    company: 'length:0,120',
    street: 'required|length:1,120',
    number: 'length:0,20',
    postcode: 'required|length:1,16|matches:/^[A-Za-z0-9 -]+$/',
    city: 'required|length:1,80',
    country: `required|is:${ADDRESS_COUNTRIES.join(',')}`,
    stateCode: 'length:0,8',
    phoneNumber: 'length:0,32|matches:/^[0-9+() .-]*$/',
  }

/** A blank address for the "add address" form, in the first delivery country. */
export function emptyAddress(): AddressFormValues {
  return {
    salutation: 'ms',
    firstname: '',
    lastname: '',
    company: '',
    street: '',
    number: '',
    postcode: '',
    city: '',
    country: ADDRESS_COUNTRIES[0],
    stateCode: '',
    phoneNumber: '',
  }
}

/** The form values of a saved address (the API nests the country as `{ isoCode }`). */
export function toAddressForm(
  address: { country: { isoCode: string } } & Partial<
    Record<keyof AddressFormValues, unknown>
  >,
): AddressFormValues {
  const values = emptyAddress()
  for (const key of Object.keys(values) as (keyof AddressFormValues)[]) {
    values[key] =
      key === 'country' ? address.country.isoCode : String(address[key] ?? '')
  }
  return values
}

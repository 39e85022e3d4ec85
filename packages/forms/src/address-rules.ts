import {
  ADDRESS_COUNTRIES,
  COUNTRY_RULES,
  isAddressCountry,
} from './address-countries.js'
import type { RuleContext } from './rules.js'

/** The salutations the API accepts; an address may also have none (the empty string). */
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

/** A field of an address. */
export type AddressField = keyof AddressFormValues

/** One rule an address breaks: the field and a message a buyer can act on. */
export interface AddressViolation {
  field: AddressField
  message: string
}

/** The fields every address needs (the rest may be left empty). */
export const REQUIRED_ADDRESS_FIELDS: readonly AddressField[] = [
  'firstname',
  'lastname',
  'street',
  'postcode',
  'city',
  'country',
  'stateCode',
]

// The longest text each field takes, and what a missing required field says.
const TEXT_FIELDS: Readonly<
  Record<
    Exclude<AddressField, 'salutation' | 'country' | 'stateCode' | 'postcode'>,
    { max: number; missing?: string }
  >
> = {
  firstname: { max: 80, missing: 'Enter a first name.' },
  lastname: { max: 80, missing: 'Enter a last name.' },
  company: { max: 120 },
  street: { max: 120, missing: 'Enter a street.' },
  number: { max: 20 },
  city: { max: 80, missing: 'Enter a city.' },
  phoneNumber: { max: 32 },
}

const PHONE = /^\+?[0-9() .-]+$/

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Every rule an address breaks, in the order of its fields: required fields, lengths, the
 * salutation, the country, and the postcode and state of that country (US ZIP or ZIP+4 and the
 * US states, Canadian postal codes and the provinces and territories). Pure: the form, the API's
 * schema and the backend all call it, so they give the same verdict in the same words.
 *
 * @example
 * checkAddress({ ...address, country: 'US', postcode: 'ABCDE' })
 * // [{ field: 'postcode', message: 'Enter a 5-digit ZIP code, like 10001.' }]
 */
export function checkAddress(
  address: Readonly<Partial<Record<AddressField, unknown>>>,
): AddressViolation[] {
  const violations: AddressViolation[] = []
  const add = (field: AddressField, message: string) =>
    violations.push({ field, message })
  const salutation = text(address.salutation)
  if (salutation && !(SALUTATIONS as readonly string[]).includes(salutation))
    add('salutation', 'Choose a salutation from the list, or none.')
  for (const [name, { max, missing }] of Object.entries(TEXT_FIELDS)) {
    const field = name as keyof typeof TEXT_FIELDS
    const value = text(address[field])
    if (!value && missing) add(field, missing)
    else if (value.length > max) add(field, `Use at most ${max} characters.`)
  }
  const country = text(address.country)
  const rules = isAddressCountry(country) ? COUNTRY_RULES[country] : null
  if (!rules) add('country', 'Choose a country we deliver to.')
  const postcode = text(address.postcode).toUpperCase()
  if (!postcode) add('postcode', rules?.postcodeMissing ?? 'Enter a postcode.')
  else if (rules && !rules.postcode.test(postcode))
    add('postcode', rules.postcodeInvalid)
  const stateCode = text(address.stateCode).toUpperCase()
  if (rules && !rules.regions.some((r) => r.code === stateCode))
    add('stateCode', rules.regionMissing)
  const phone = text(address.phoneNumber)
  const digits = phone.replace(/\D/g, '').length
  if (
    phone &&
    phone.length <= 32 &&
    (!PHONE.test(phone) || digits < 7 || digits > 15)
  )
    add('phoneNumber', 'Enter a phone number like +1 312 555 0142.')
  return sortByField(violations)
}

// The fields in the order the form shows them, so the first violation is the first to correct.
const FIELD_ORDER = Object.keys(emptyAddress()) as AddressField[]

const sortByField = (violations: AddressViolation[]) =>
  violations.sort(
    (a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field),
  )

/**
 * An address as it is stored: every field trimmed, the state code in capitals and a valid
 * postcode written the post office's way (`123456789` → `12345-6789`, `k1a0b1` → `K1A 0B1`).
 *
 * @example
 * normalizeAddress({ ...address, country: 'CA', postcode: 'k1a0b1' }).postcode // 'K1A 0B1'
 */
export function normalizeAddress<T extends AddressFormValues>(address: T): T {
  const trimmed = Object.fromEntries(
    Object.entries(address).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as T
  const country = trimmed.country
  const rules = isAddressCountry(country) ? COUNTRY_RULES[country] : null
  const postcode = trimmed.postcode.toUpperCase()
  return {
    ...trimmed,
    stateCode: trimmed.stateCode.toUpperCase(),
    postcode:
      rules && rules.postcode.test(postcode)
        ? rules.formatPostcode(postcode)
        : trimmed.postcode,
  }
}

/**
 * {@link checkAddress} as a rule of `@shop/forms`: give every address field the rules `+address`
 * (the `+` runs it on empty values too) and pass these as the form's `rules` and `messages`.
 *
 * @example
 * useForm({ initialValues, fields: { city: { rules: '+address' } }, ...ADDRESS_FORM_RULES })
 */
export const ADDRESS_FORM_RULES = {
  rules: {
    address: (context: RuleContext) => !fieldMessage(context),
  },
  messages: {
    address: (context: RuleContext) => fieldMessage(context) ?? '',
  },
}

const fieldMessage = ({ name, values }: RuleContext) =>
  checkAddress(values).find((v) => v.field === name)?.message

/**
 * A blank address for the "add address" form: nothing is chosen for the buyer but the country
 * (the first the shop delivers to, in plain sight), which decides the postcode and state rules.
 */
export function emptyAddress(): AddressFormValues {
  return {
    salutation: '',
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
    Record<Exclude<keyof AddressFormValues, 'country'>, string | number | null>
  >,
): AddressFormValues {
  const values = emptyAddress()
  for (const key of Object.keys(values) as (keyof AddressFormValues)[]) {
    values[key] =
      key === 'country' ? address.country.isoCode : String(address[key] ?? '')
  }
  return values
}

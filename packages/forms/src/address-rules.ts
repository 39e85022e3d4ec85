import type { RuleContext } from './rules.js'

/** The countries the shop delivers to, as the API accepts them (ISO 3166-1 alpha-2). */
export const ADDRESS_COUNTRIES = ['US', 'CA'] as const

/** One of {@link ADDRESS_COUNTRIES}. */
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]

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

/** A state, province or territory an address can name. */
export interface AddressRegion {
  /** The postal abbreviation, as stored in `stateCode`: `NY`, `ON`. */
  code: string
  name: string
}

/** One rule an address breaks: the field and a message a buyer can act on. */
export interface AddressViolation {
  field: AddressField
  message: string
}

interface CountryRules {
  postcode: RegExp
  /** The postcode as the post office writes it; only called on a valid postcode. */
  formatPostcode: (postcode: string) => string
  postcodeMissing: string
  postcodeInvalid: string
  regionMissing: string
  regions: readonly AddressRegion[]
}

const region = (code: string, name: string): AddressRegion => ({ code, name })

// Each country's postcode format and the regions the shop delivers to: the one definition the
// address form, the API's schema and the backend check (issue 13).
const COUNTRY_RULES: Readonly<Record<AddressCountry, CountryRules>> = {
  US: {
    // ZIP or ZIP+4, the +4 with or without its hyphen.
    postcode: /^\d{5}(-?\d{4})?$/,
    formatPostcode: (zip) =>
      zip.length === 9 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip,
    postcodeMissing: 'Enter a ZIP code.',
    postcodeInvalid: 'Enter a 5-digit ZIP code, like 10001.',
    regionMissing: 'Choose a state.',
    // The 50 states, the District of Columbia and the inhabited territories USPS delivers to.
    regions: [
      region('AL', 'Alabama'),
      region('AK', 'Alaska'),
      region('AS', 'American Samoa'),
      region('AZ', 'Arizona'),
      region('AR', 'Arkansas'),
      region('CA', 'California'),
      region('CO', 'Colorado'),
      region('CT', 'Connecticut'),
      region('DE', 'Delaware'),
      region('DC', 'District of Columbia'),
      region('FL', 'Florida'),
      region('GA', 'Georgia'),
      region('GU', 'Guam'),
      region('HI', 'Hawaii'),
      region('ID', 'Idaho'),
      region('IL', 'Illinois'),
      region('IN', 'Indiana'),
      region('IA', 'Iowa'),
      region('KS', 'Kansas'),
      region('KY', 'Kentucky'),
      region('LA', 'Louisiana'),
      region('ME', 'Maine'),
      region('MD', 'Maryland'),
      region('MA', 'Massachusetts'),
      region('MI', 'Michigan'),
      region('MN', 'Minnesota'),
      region('MS', 'Mississippi'),
      region('MO', 'Missouri'),
      region('MT', 'Montana'),
      region('NE', 'Nebraska'),
      region('NV', 'Nevada'),
      region('NH', 'New Hampshire'),
      region('NJ', 'New Jersey'),
      region('NM', 'New Mexico'),
      region('NY', 'New York'),
      region('NC', 'North Carolina'),
      region('ND', 'North Dakota'),
      region('MP', 'Northern Mariana Islands'),
      region('OH', 'Ohio'),
      region('OK', 'Oklahoma'),
      region('OR', 'Oregon'),
      region('PA', 'Pennsylvania'),
      region('PR', 'Puerto Rico'),
      region('RI', 'Rhode Island'),
      region('SC', 'South Carolina'),
      region('SD', 'South Dakota'),
      region('TN', 'Tennessee'),
      region('TX', 'Texas'),
      region('VI', 'U.S. Virgin Islands'),
      region('UT', 'Utah'),
      region('VT', 'Vermont'),
      region('VA', 'Virginia'),
      region('WA', 'Washington'),
      region('WV', 'West Virginia'),
      region('WI', 'Wisconsin'),
      region('WY', 'Wyoming'),
    ],
  },
  CA: {
    // Canada Post: letter digit letter, digit letter digit; D, F, I, O, Q and U are never used,
    // W and Z never first.
    postcode:
      /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
    formatPostcode: (code) => {
      const compact = code.replace(' ', '')
      return `${compact.slice(0, 3)} ${compact.slice(3)}`
    },
    postcodeMissing: 'Enter a postal code.',
    postcodeInvalid: 'Enter a postal code like K1A 0B1.',
    regionMissing: 'Choose a province or territory.',
    regions: [
      region('AB', 'Alberta'),
      region('BC', 'British Columbia'),
      region('MB', 'Manitoba'),
      region('NB', 'New Brunswick'),
      region('NL', 'Newfoundland and Labrador'),
      region('NT', 'Northwest Territories'),
      region('NS', 'Nova Scotia'),
      region('NU', 'Nunavut'),
      region('ON', 'Ontario'),
      region('PE', 'Prince Edward Island'),
      region('QC', 'Quebec'),
      region('SK', 'Saskatchewan'),
      region('YT', 'Yukon'),
    ],
  },
}

/**
 * The states, provinces and territories the shop delivers to, by country, for a select that
 * follows the chosen country.
 */
export const ADDRESS_REGIONS: Readonly<
  Record<AddressCountry, readonly AddressRegion[]>
> = {
  US: COUNTRY_RULES.US.regions,
  CA: COUNTRY_RULES.CA.regions,
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

/**
 * Whether the shop delivers to a country code; narrows it for typed callers.
 *
 * @example
 * isAddressCountry('CA') // true
 */
export const isAddressCountry = (value: string): value is AddressCountry =>
  (ADDRESS_COUNTRIES as readonly string[]).includes(value)

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

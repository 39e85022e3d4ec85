// The tables behind the address rules (./address-rules.ts): the countries the shop delivers to,
// each with its postcode format and its states, provinces or territories.

/** The countries the shop delivers to, as the API accepts them (ISO 3166-1 alpha-2). */
export const ADDRESS_COUNTRIES = ['US', 'CA'] as const

/** One of {@link ADDRESS_COUNTRIES}. */
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]

/** A state, province or territory an address can name. */
export interface AddressRegion {
  /** The postal abbreviation, as stored in `stateCode`: `NY`, `ON`. */
  code: string
  name: string
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
export const COUNTRY_RULES: Readonly<Record<AddressCountry, CountryRules>> = {
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

/**
 * Whether the shop delivers to a country code; narrows it for typed callers.
 *
 * @example
 * isAddressCountry('CA') // true
 */
export const isAddressCountry = (value: string): value is AddressCountry =>
  (ADDRESS_COUNTRIES as readonly string[]).includes(value)

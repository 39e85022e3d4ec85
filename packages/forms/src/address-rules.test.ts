import { validateForm } from './validate.js'
import { describe, expect, it } from 'vitest'
import { ADDRESS_REGIONS } from './address-countries.js'
import {
  ADDRESS_FORM_RULES,
  checkAddress,
  emptyAddress,
  normalizeAddress,
  toAddressForm,
} from './address-rules.js'
import type { AddressFormValues } from './address-rules.js'

const US: AddressFormValues = {
  ...emptyAddress(),
  firstname: 'Ana',
  lastname: 'Lee',
  street: 'Harbor Road',
  postcode: '53202',
  city: 'Milwaukee',
  country: 'US',
  stateCode: 'WI',
}
const CANADA: AddressFormValues = {
  ...US,
  street: 'Wellington Street',
  postcode: 'K1A 0B1',
  city: 'Ottawa',
  country: 'CA',
  stateCode: 'ON',
}

/** The messages of an address's violations, by field. */
const problems = (address: Partial<AddressFormValues>) =>
  Object.fromEntries(
    checkAddress({ ...US, ...address }).map((v) => [v.field, v.message]),
  )

describe('checkAddress', () => {
  it('accepts complete US and Canadian addresses and the demo customers’ addresses', () => {
    expect(checkAddress(US)).toEqual([])
    expect(checkAddress(CANADA)).toEqual([])
    expect(
      checkAddress({
        ...US,
        postcode: '60614',
        city: 'Chicago',
        stateCode: 'IL',
      }),
    ).toEqual([])
    expect(
      checkAddress({
        ...US,
        salutation: 'dr',
        company: 'Northside Family Clinic',
        number: '120',
        phoneNumber: '+1 312 555 0142',
      }),
    ).toEqual([])
  })

  it('takes a US ZIP of 5 digits or ZIP+4, and refuses anything else', () => {
    for (const zip of ['10001', '10001-1234', '100011234'])
      expect(problems({ postcode: zip }), zip).toEqual({})
    for (const zip of ['ABCDE', '1000', '100011', '10001-12', '10001 1234'])
      expect(problems({ postcode: zip }), zip).toEqual({
        postcode: 'Enter a 5-digit ZIP code, like 10001.',
      })
    expect(problems({ postcode: ' ' })).toEqual({
      postcode: 'Enter a ZIP code.',
    })
  })

  it('takes the US states, DC and the territories, and no invented or Canadian code', () => {
    for (const code of ['NY', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'ny'])
      expect(problems({ stateCode: code }), code).toEqual({})
    for (const code of ['ZZ', 'ON', '', 'New York'])
      expect(problems({ stateCode: code }), code).toEqual({
        stateCode: 'Choose a state.',
      })
    expect(ADDRESS_REGIONS.US).toHaveLength(56)
  })

  it('takes Canadian postal codes and the provinces and territories', () => {
    for (const code of ['K1A 0B1', 'k1a0b1', 'V6B 4Y8', 'X0A 0H0'])
      expect(checkAddress({ ...CANADA, postcode: code }), code).toEqual([])
    // D, F, I, O, Q and U are never used; W and Z never start a code.
    for (const code of ['10001', 'K1A 0B', 'W1A 0B1', 'K1D 0B1', 'K1A  0B1'])
      expect(
        checkAddress({ ...CANADA, postcode: code }).map((v) => v.message),
        code,
      ).toEqual(['Enter a postal code like K1A 0B1.'])
    expect(ADDRESS_REGIONS.CA.map((r) => r.code).sort()).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ])
  })

  it('refuses a US ZIP and state on a Canadian address', () => {
    expect(
      problems({ postcode: '10001', stateCode: 'NY', country: 'CA' }),
    ).toEqual({
      postcode: 'Enter a postal code like K1A 0B1.',
      stateCode: 'Choose a province or territory.',
    })
  })

  it('names each missing field, a country it does not deliver to and overlong text', () => {
    expect(checkAddress({ country: 'XX' })).toEqual([
      { field: 'firstname', message: 'Enter a first name.' },
      { field: 'lastname', message: 'Enter a last name.' },
      { field: 'street', message: 'Enter a street.' },
      { field: 'postcode', message: 'Enter a postcode.' },
      { field: 'city', message: 'Enter a city.' },
      { field: 'country', message: 'Choose a country we deliver to.' },
    ])
    expect(problems({ company: 'x'.repeat(121) })).toEqual({
      company: 'Use at most 120 characters.',
    })
  })

  it('leaves the salutation optional but refuses an unknown one', () => {
    expect(problems({ salutation: '' })).toEqual({})
    expect(problems({ salutation: 'sir' })).toEqual({
      salutation: 'Choose a salutation from the list, or none.',
    })
  })

  it('reads a phone number with digits, and says how one looks', () => {
    for (const phone of ['', '+1 312 555 0142', '(312) 555-0142'])
      expect(problems({ phoneNumber: phone }), phone).toEqual({})
    for (const phone of ['call me', '12345', '+1 312 555 0142 ext 7'])
      expect(problems({ phoneNumber: phone }), phone).toEqual({
        phoneNumber: 'Enter a phone number like +1 312 555 0142.',
      })
  })
})

describe('normalizeAddress', () => {
  it('writes postcodes and states the post office’s way and trims every field', () => {
    expect(
      normalizeAddress({ ...US, postcode: '100011234', city: ' Milwaukee ' }),
    ).toMatchObject({ postcode: '10001-1234', city: 'Milwaukee' })
    expect(
      normalizeAddress({ ...CANADA, postcode: 'k1a0b1', stateCode: 'on' }),
    ).toMatchObject({ postcode: 'K1A 0B1', stateCode: 'ON' })
    // An invalid postcode is left as typed, for its violation to name.
    expect(normalizeAddress({ ...US, postcode: 'abcde' }).postcode).toBe(
      'abcde',
    )
  })
})

describe('the address form rules', () => {
  const schema = Object.fromEntries(
    Object.keys(US).map((name) => [name, { rules: '+address' }]),
  )

  it('give @shop/forms the same verdict in the same words, empty fields included', async () => {
    expect((await validateForm(US, schema, ADDRESS_FORM_RULES)).valid).toBe(
      true,
    )
    const result = await validateForm(
      { ...US, city: '', postcode: 'ABCDE', stateCode: 'ZZ' },
      schema,
      ADDRESS_FORM_RULES,
    )
    expect(
      Object.fromEntries(
        Object.entries(result.errors).map(([field, messages]) => [
          field,
          messages.map((m) => m.message),
        ]),
      ),
    ).toEqual({
      city: ['Enter a city.'],
      postcode: ['Enter a 5-digit ZIP code, like 10001.'],
      stateCode: ['Choose a state.'],
    })
  })
})

describe('form values', () => {
  it('start with nothing chosen but the delivery country', () => {
    expect(emptyAddress()).toMatchObject({
      salutation: '',
      stateCode: '',
      country: 'US',
    })
  })

  it('turn a saved address into form values', () => {
    const values = toAddressForm({
      ...emptyAddress(),
      city: 'Chicago',
      country: { isoCode: 'CA' },
    })
    expect(values.city).toBe('Chicago')
    expect(values.country).toBe('CA')
  })
})

import { validateForm } from '@shop/forms'
import { describe, expect, it } from 'vitest'
import { ADDRESS_RULES, emptyAddress, toAddressForm } from './address-rules.js'

const schema = Object.fromEntries(
  Object.entries(ADDRESS_RULES).map(([name, rules]) => [name, { rules }]),
)

describe('address rules', () => {
  it('accept a complete address and flag each missing or wrong field', async () => {
    const good = {
      ...emptyAddress(),
      firstname: 'Ana',
      lastname: 'Lee',
      street: 'Harbor Road',
      postcode: '53202',
      city: 'Milwaukee',
    }
    expect((await validateForm(good, schema)).valid).toBe(true)
    const bad = await validateForm(
      { ...good, city: '', country: 'XX', postcode: '53 202!' },
      schema,
    )
    expect(Object.keys(bad.errors).sort()).toEqual([
      'city',
      'country',
      'postcode',
    ])
    expect(bad.errors.city?.[0]?.message).toBe('City is required.')
  })

  it('turns a saved address into form values', () => {
    const values = toAddressForm({
      ...emptyAddress(),
      city: 'Chicago',
      country: { isoCode: 'CA' },
    })
    expect(values.city).toBe('Chicago')
    expect(values.country).toBe('CA')
  })
})

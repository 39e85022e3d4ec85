import { describe, expect, it } from 'vitest'
import { addressLine } from './address-line'

const address = {
  id: '1',
  salutation: '',
  firstname: 'Maya',
  lastname: 'Ortiz',
  company: 'Northside Family Clinic',
  street: 'Maple Avenue',
  number: '120',
  postcode: '60614',
  city: 'Chicago',
  stateCode: 'IL',
  phoneNumber: '',
  country: { isoCode: 'US' },
}

describe('addressLine', () => {
  it('writes an address as US mail does: number before street, city, state and ZIP', () => {
    expect(addressLine(address as never)).toBe(
      'Northside Family Clinic, Maya Ortiz, 120 Maple Avenue, Chicago, IL 60614, United States',
    )
  })

  it('leaves out what an address does not have', () => {
    expect(addressLine({ ...address, company: '', number: '' } as never)).toBe(
      'Maya Ortiz, Maple Avenue, Chicago, IL 60614, United States',
    )
  })
})

import { expect, it } from 'vitest'
import { addressLines } from './address-format.js'

it('writes an address the US way: number before street, then city, state and ZIP, then the country', () => {
  expect(
    addressLines({
      company: 'Northside Family Clinic',
      firstname: 'Ana',
      lastname: 'Ortiz',
      street: 'Maple Street',
      number: '12',
      postcode: '10001',
      city: 'New York',
      stateCode: 'NY',
      country: 'US',
    }),
  ).toEqual([
    'Northside Family Clinic',
    'Ana Ortiz',
    '12 Maple Street',
    'New York, NY 10001',
    'United States',
  ])
})

it('leaves out empty parts and names Canada', () => {
  expect(
    addressLines({
      company: '',
      firstname: 'Ana',
      lastname: '',
      street: 'Wellington Street',
      number: '',
      postcode: 'K1A 0B1',
      city: 'Ottawa',
      stateCode: 'ON',
      country: 'CA',
    }),
  ).toEqual(['Ana', 'Wellington Street', 'Ottawa, ON K1A 0B1', 'Canada'])
})

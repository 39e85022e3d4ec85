import { describe, expect, it } from 'vitest'
import { isValidNpi, normaliseNpi } from './npi.js'

describe('NPI numbers', () => {
  it('accepts ten digits with the Luhn check digit over the 80840 prefix', () => {
    expect(isValidNpi('1234567893')).toBe(true)
    expect(isValidNpi('1679576722')).toBe(true)
    expect(isValidNpi('1234567890')).toBe(false)
    expect(isValidNpi('123456789')).toBe(false)
    expect(isValidNpi('12345678931')).toBe(false)
  })

  it('reads a number typed in groups, with spaces or dashes', () => {
    expect(normaliseNpi(' 1234 567 893 ')).toBe('1234567893')
    expect(isValidNpi('1234 567 893')).toBe(true)
    expect(isValidNpi('1234-567-893')).toBe(true)
    expect(isValidNpi('1234 567 890')).toBe(false)
  })
})

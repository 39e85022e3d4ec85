import { describe, expect, it } from 'vitest'
import { checkQuantity, isValidNpi, toId } from './validation'

describe('validation', () => {
  it('accepts NPI numbers with a valid Luhn check digit over the 80840 prefix', () => {
    expect(isValidNpi('1234567893')).toBe(true)
    expect(isValidNpi('1679576722')).toBe(true)
    expect(isValidNpi('1234567890')).toBe(false)
    expect(isValidNpi('123456789')).toBe(false)
  })

  it('refuses zero, negative, fractional, huge and non-numeric quantities', () => {
    for (const bad of [0, -1, 1.5, 10_001, Number.NaN, '3'])
      expect(checkQuantity(bad)).toHaveLength(1)
    expect(checkQuantity(1)).toEqual([])
    expect(checkQuantity(10_000)).toEqual([])
  })

  it('parses ids strictly', () => {
    expect(toId('12')).toBe(12)
    expect(toId(12)).toBe(12)
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999', null])
      expect(toId(bad)).toBeNull()
  })
})

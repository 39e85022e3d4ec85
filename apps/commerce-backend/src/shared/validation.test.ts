import { describe, expect, it } from 'vitest'
import { checkQuantity, toId } from './validation'

describe('validation', () => {
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

import { describe, expect, it } from 'vitest'
import {
  MAX_LINE_QUANTITY,
  QUANTITY_MESSAGE,
  isValidQuantity,
  quantityError,
} from './quantity.js'

describe('isValidQuantity', () => {
  it('takes whole numbers from 1 to the line cap and refuses the rest', () => {
    expect(MAX_LINE_QUANTITY).toBe(10_000)
    expect(QUANTITY_MESSAGE).toBe('Enter a whole number from 1 to 10,000.')
    expect(['1', '250', '10000', 7].map(isValidQuantity)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(
      ['0', '-1', 'abc', '2.5', '99999', '10001', '', '+3', null].map(
        isValidQuantity,
      ),
    ).toEqual(Array(9).fill(false))
    expect(quantityError('12')).toBeNull()
    expect(quantityError('0')).toBe('Enter a whole number from 1 to 10,000.')
  })
})

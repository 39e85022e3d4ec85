import { describe, expect, it } from 'vitest'
import {
  PRICE_TOLERANCE_MESSAGE,
  isValidPriceTolerance,
} from './price-tolerance'

describe('isValidPriceTolerance', () => {
  it('takes a whole percent from 0 to 100 and says that decimals are not taken', () => {
    expect(['0', '10', ' 100 ', 25].map(isValidPriceTolerance)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(
      ['2.5', '-1', '101', '10%', '', 2.5].map(isValidPriceTolerance),
    ).toEqual([false, false, false, false, false, false])
    expect(PRICE_TOLERANCE_MESSAGE).toBe(
      'Enter a whole percent from 0 to 100, without decimals (for example 2 or 3, not 2.5).',
    )
  })
})

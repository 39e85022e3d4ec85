import { describe, expect, it } from 'vitest'
import {
  ANY_QUANTITY,
  MAX_LINE_QUANTITY,
  QUANTITY_MESSAGE,
  isValidQuantity,
  quantityError,
  quantityRuleError,
  ruleMax,
  fitQuantity,
  stepQuantity,
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

describe('quantityRuleError', () => {
  const tens = { min: 10, increment: 10, max: null }
  it('takes quantities on the steps from the minimum and names the nearest ones otherwise', () => {
    expect(
      ['10', '20', 9990, '10000'].map((q) => quantityRuleError(q, tens)),
    ).toEqual([null, null, null, null])
    expect(quantityRuleError('25', tens)).toBe(
      'Order in steps of 10: 20 or 30.',
    )
    expect(quantityRuleError('5', tens)).toBe(
      'Order at least 10, in steps of 10.',
    )
    expect(quantityRuleError('2.5', tens)).toBe(QUANTITY_MESSAGE)
  })

  it('refuses more than the maximum, and the line cap stays the cap', () => {
    const rule = { min: 2, increment: 1, max: 20 }
    expect(quantityRuleError('20', rule)).toBeNull()
    expect(quantityRuleError('21', rule)).toBe('Order at most 20.')
    expect(quantityRuleError('1', rule)).toBe('Order at least 2.')
    expect(ruleMax({ min: 3, increment: 7, max: null })).toBe(9999)
    expect(quantityRuleError('7', ANY_QUANTITY)).toBeNull()
  })

  it('steps to the next quantity on the rule, within its bounds', () => {
    expect(stepQuantity(20, tens, 1)).toBe(30)
    expect(stepQuantity(20, tens, -1)).toBe(10)
    expect(stepQuantity(10, tens, -1)).toBe(10)
    expect(stepQuantity(25, tens, -1)).toBe(20)
    expect(stepQuantity(25, tens, 1)).toBe(30)
    expect(stepQuantity(3, tens, 1)).toBe(10)
    expect(stepQuantity(10_000, tens, 1)).toBe(10_000)
    expect(stepQuantity(20, { min: 1, increment: 1, max: 20 }, 1)).toBe(20)
  })
})

describe('fitQuantity', () => {
  it('rounds a quantity up onto the rule, within its minimum and maximum', () => {
    const tens = { min: 10, increment: 10, max: 50 }
    expect(fitQuantity(7, tens)).toBe(10)
    expect(fitQuantity(25, tens)).toBe(30)
    expect(fitQuantity(30, tens)).toBe(30)
    expect(fitQuantity(80, tens)).toBe(50)
    expect(fitQuantity(3, { min: 1, increment: 1, max: null })).toBe(3)
  })
})

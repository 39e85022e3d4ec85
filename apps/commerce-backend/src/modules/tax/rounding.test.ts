import { describe, expect, it } from 'vitest'
import { allocate, formatRate, lineTax, parseRate } from './rounding'

describe('sales tax rounding (decision 036)', () => {
  it('rounds each line half up to the cent: exactly half a cent goes up, just under stays down', () => {
    // $1.00 at 6.25% is 6.25 cents; $1.00 at 6.5% is 6.5 cents (a half), at 6.4999% just under.
    expect(lineTax(100, parseRate('6.25')!)).toBe(6)
    expect(lineTax(100, parseRate('6.5')!)).toBe(7)
    expect(lineTax(100, parseRate('6.4999')!)).toBe(6)
    // $10.00 at 8.875% is 88.75 cents; $2.00 at 8.875% is 17.75; $0.04 at 12.5% is 0.5 cent.
    expect(lineTax(1000, parseRate('8.875')!)).toBe(89)
    expect(lineTax(200, parseRate('8.875')!)).toBe(18)
    expect(lineTax(4, parseRate('12.5')!)).toBe(1)
    expect(lineTax(3, parseRate('12.5')!)).toBe(0)
  })

  it('taxes every line on its own, so two lines may differ from the tax of their sum by a cent', () => {
    const rate = parseRate('6.5')!
    // Each $1.00 line is 6.5 cents, rounded to 7: 14 in all, where $2.00 at once would be 13.
    expect(lineTax(100, rate) + lineTax(100, rate)).toBe(14)
    expect(lineTax(200, rate)).toBe(13)
  })

  it('stays exact at the largest line ($100,000.00 at 100%) and taxes nothing at 0% or for nothing', () => {
    expect(lineTax(100_000_00, parseRate('100')!)).toBe(100_000_00)
    expect(lineTax(100_000_00, parseRate('8.875')!)).toBe(8_875_00)
    expect(lineTax(5000, parseRate('0')!)).toBe(0)
    expect(lineTax(0, parseRate('8.875')!)).toBe(0)
  })

  it('reads and writes rates in percent exactly, refusing what is not one', () => {
    expect(parseRate('8.875')).toBe(88_750)
    expect(parseRate('0.0001')).toBe(1)
    expect(formatRate(88_750)).toBe('8.875%')
    expect(formatRate(60_000)).toBe('6%')
    expect(formatRate(1)).toBe('0.0001%')
    for (const bad of ['', 'abc', '-1', '8.87501', '100.5', '1e2', '8,875'])
      expect(parseRate(bad)).toBeNull()
  })

  it('splits a discount over the lines in proportion, the shares summing to it exactly', () => {
    expect(allocate(-100, [100, 100, 100])).toEqual([-34, -33, -33])
    expect(allocate(-5, [1000, 3000])).toEqual([-1, -4])
    expect(allocate(0, [100, 200])).toEqual([0, 0])
    const shares = allocate(-1_234_567, [33_333_33, 1, 66_666_66])
    expect(shares.reduce((a, b) => a + b, 0)).toBe(-1_234_567)
  })
})

import { describe, expect, it } from 'vitest'
import { breakdown, rateFor } from './rate-table'
import { parseRate } from './rounding'

let id = 0
const row = (
  state: string,
  zipPrefix: string,
  rate: string,
  taxClass = '',
  name = `${state} ${zipPrefix || 'state'}`,
) => ({
  id: ++id,
  state,
  zipPrefix,
  taxClass,
  rate,
  ratePpm: parseRate(rate)!,
  name,
})

const NY = [
  row('NY', '', '4'),
  row('NY', '1', '7'),
  row('NY', '100', '8.875', '', 'New York City'),
  row('NY', '10013', '9'),
  row('NY', '', '0', 'medical'),
]

describe('the rate table: which row taxes a line', () => {
  it('takes the longest ZIP prefix that begins the ship-to ZIP, else the whole state', () => {
    expect(rateFor(NY, '10013', 'standard')?.rate).toBe('9')
    expect(rateFor(NY, '10001', 'standard')?.rate).toBe('8.875')
    expect(rateFor(NY, '10001-1234', 'standard')?.rate).toBe('8.875')
    expect(rateFor(NY, '14201', 'standard')?.rate).toBe('7')
    expect(rateFor(NY, '06001', 'standard')?.rate).toBe('4')
  })

  it("prefers a row of the line's tax class, whatever its prefix, over rows for every class", () => {
    expect(rateFor(NY, '10013', 'medical')?.rate).toBe('0')
    // A class with no row of its own takes the rows for every class.
    expect(rateFor(NY, '10013', 'reduced')?.rate).toBe('9')
  })

  it('answers no rate for a state without rows', () => {
    expect(rateFor([], '60614', 'standard')).toBeNull()
  })

  it('sums the lines per jurisdiction and rate, largest first, leaving untaxed lines out', () => {
    const city = NY[2]!
    const state = NY[0]!
    expect(
      breakdown([
        { amount: 89, rate: city },
        { amount: 18, rate: city },
        { amount: 200, rate: state },
        { amount: 0, rate: NY[4]! },
        { amount: 0, rate: null },
      ]),
    ).toEqual([
      { name: 'NY state', rate: '4%', amount: 200 },
      { name: 'New York City', rate: '8.875%', amount: 107 },
    ])
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readRates } from './rates'

describe('the rate file (npm run tax:import)', () => {
  it('reads state, ZIP prefix, rate, tax class and name, quoted cells too', () => {
    const { rows, problems } = readRates(
      'state,zip,rate,tax_class,name\r\nny,100,8.875,,"New York City, NY"\nNJ,,6.625,,\n',
    )
    expect(problems).toEqual([])
    expect(rows).toEqual([
      {
        state: 'NY',
        zipPrefix: '100',
        taxClass: '',
        rate: '8.875',
        ratePpm: 88_750,
        name: 'New York City, NY',
      },
      {
        state: 'NJ',
        zipPrefix: '',
        taxClass: '',
        rate: '6.625',
        ratePpm: 66_250,
        name: 'NJ',
      },
    ])
  })

  it('takes nothing from a file with a bad line, naming every problem by line and column', () => {
    const { rows, problems } = readRates(
      'state,zip,rate\nNY,100,8.875\nXX,1000,8\nNY,10001-1,abc\nNY,100,9\n',
    )
    expect(rows).toEqual([])
    expect(problems.map((p) => `${p.line}:${p.column}`)).toEqual([
      '3:state',
      '4:zip',
      '4:rate',
      '5:zip',
    ])
    expect(readRates('state,rate\nNY,4\n').problems).toEqual([
      { line: 1, column: 'zip', message: 'The column is missing.' },
    ])
  })

  it('reads the demo rates the seed imports', () => {
    const file = new URL('../../../seed/tax-rates.csv', import.meta.url)
    expect(readRates(readFileSync(file, 'utf8')).problems).toEqual([])
  })
})

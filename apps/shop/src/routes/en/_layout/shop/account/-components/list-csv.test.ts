import { describe, expect, it } from 'vitest'
import { parseQuickOrder } from '../../-components/quick-order-lines'
import { csvField, csvFileName, listCsv } from './list-csv'

describe('listCsv', () => {
  it('writes the sku,quantity header and a row per line, which quick order reads back', () => {
    const csv = listCsv([
      { sku: 'GLV-NIT-E-M', quantity: 4 },
      { sku: 'SYR-LL-E-V5-P50', quantity: 12 },
    ])
    expect(csv).toBe('sku,quantity\r\nGLV-NIT-E-M,4\r\nSYR-LL-E-V5-P50,12\r\n')
    expect(parseQuickOrder(csv, { requireHeader: true })).toEqual({
      lines: [
        { line: 2, sku: 'GLV-NIT-E-M', quantity: 4 },
        { line: 3, sku: 'SYR-LL-E-V5-P50', quantity: 12 },
      ],
      problems: [],
    })
  })

  it('quotes a field with a comma, quote or line break and doubles its quotes', () => {
    expect(csvField('A,1')).toBe('"A,1"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField(' padded ')).toBe('" padded "')
    expect(csvField('PLAIN-1')).toBe('PLAIN-1')
  })

  it('makes a cell a spreadsheet would run as a formula plain text', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    )
    expect(csvField('+1+1')).toBe("'+1+1")
    expect(csvField('-2+3')).toBe("'-2+3")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\t=1')).toBe("'\t=1")
    expect(csvField('A=1')).toBe('A=1')
    expect(listCsv([{ sku: '=1+2', quantity: 3 }])).toBe(
      "sku,quantity\r\n'=1+2,3\r\n",
    )
  })
})

describe('csvFileName', () => {
  it('names the file after the list, in letters and digits only', () => {
    expect(csvFileName('Exam room 2 — weekly')).toBe('exam-room-2-weekly.csv')
    expect(csvFileName('Café / Überweisung')).toBe('cafe-uberweisung.csv')
    expect(csvFileName('———')).toBe('order-list.csv')
  })
})

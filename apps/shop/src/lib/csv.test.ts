import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('csvCell', () => {
  it('leaves plain text and numbers as they are and writes nothing for an empty cell', () => {
    expect(csvCell('Nitrile gloves')).toBe('Nitrile gloves')
    expect(csvCell(40)).toBe('40')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell('')).toBe('')
  })

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Gauze, sterile')).toBe('"Gauze, sterile"')
    expect(csvCell('Syringe 5 "Luer"')).toBe('"Syringe 5 ""Luer"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"')
    expect(csvCell(' padded ')).toBe('" padded "')
  })

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    )
    expect(csvCell('+1+2')).toBe("'+1+2")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('\r=1')).toBe('"\'\r=1"')
    // Only the start counts: a hyphen or an equals sign inside the text is harmless.
    expect(csvCell('L2026-0042')).toBe('L2026-0042')
    expect(csvCell('a=b')).toBe('a=b')
  })
})

describe('toCsv', () => {
  it('separates cells by commas and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['sku', 'product', 'quantity'],
        ['10-1001', 'Gauze, sterile', 4],
        ['10-1002', '=cmd', null],
      ]),
    ).toBe(
      'sku,product,quantity\r\n10-1001,"Gauze, sterile",4\r\n10-1002,\'=cmd,\r\n',
    )
  })

  it('writes nothing for no rows', () => {
    expect(toCsv([])).toBe('')
  })
})

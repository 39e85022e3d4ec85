import { describe, expect, it } from 'vitest'
import { parseQuickOrder } from '#features/quick-order'
import { csvFileName, listCsv } from './list-csv'

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

  it('makes a SKU a spreadsheet would run as a formula plain text', () => {
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

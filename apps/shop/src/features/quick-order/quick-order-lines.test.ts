import { describe, expect, it } from 'vitest'
import { parseQuickOrder, refusedLines } from './quick-order-lines'

describe('parseQuickOrder', () => {
  it('reads pasted SKU and quantity lines and flags every bad line on its own', () => {
    const { lines, problems } = parseQuickOrder(
      'glv-nit-e-m 5\nSYR-LL-E-V5-P50\t2\n\nNDL-1 0\nbad line here\nDIS-1;3',
    )
    expect(lines).toEqual([
      { line: 1, sku: 'GLV-NIT-E-M', quantity: 5 },
      { line: 2, sku: 'SYR-LL-E-V5-P50', quantity: 2 },
      { line: 6, sku: 'DIS-1', quantity: 3 },
    ])
    expect(problems).toEqual([
      { line: 4, kind: 'badQuantity', sku: 'NDL-1' },
      { line: 5, kind: 'malformed' },
    ])
  })

  it('skips the CSV header', () => {
    expect(parseQuickOrder('sku,quantity\nA-1,2\n').lines).toEqual([
      { line: 2, sku: 'A-1', quantity: 2 },
    ])
  })

  it('refuses an uploaded file without the sku,quantity header', () => {
    expect(parseQuickOrder('A-1,2\nB-2,3', { requireHeader: true })).toEqual({
      lines: [],
      problems: [{ line: 1, kind: 'badHeader' }],
    })
    expect(
      parseQuickOrder('SKU;Quantity\r\nA-1;2', { requireHeader: true }).lines,
    ).toEqual([{ line: 2, sku: 'A-1', quantity: 2 }])
  })
})

describe('refusedLines', () => {
  it('puts the API’s violations of sent lines on the lines they were read from', () => {
    const { lines } = parseQuickOrder('A-1 2\n\nbad\nB-2 3\nC-3 1')
    expect(
      refusedLines(
        [
          {
            propertyPath: 'items.1.sku',
            message: 'There is no product with SKU B-2.',
          },
          {
            propertyPath: 'items.2.productId',
            message: 'This product is no longer sold.',
          },
          { propertyPath: 'items', message: 'A list has at most 500 lines.' },
        ],
        lines,
      ),
    ).toEqual({
      problems: [
        {
          line: 4,
          kind: 'refused',
          sku: 'B-2',
          message: 'There is no product with SKU B-2.',
        },
        {
          line: 5,
          kind: 'refused',
          sku: 'C-3',
          message: 'This product is no longer sold.',
        },
      ],
      other: ['A list has at most 500 lines.'],
    })
  })
})

import { describe, expect, it } from 'vitest'
import { price } from './standing-order-line'
import { standingLine } from './standing-order-fixtures'

describe('a standing-order line’s price in the editor', () => {
  it('is the practice’s break price once the line’s quantity reaches it, as a run charges it (issue 34)', () => {
    // $24.50 a box, $21.00 from 10 boxes.
    const { product } = standingLine(
      '2',
      'SYR-LL-E-V5-P50',
      'Syringes',
      2450,
      12,
      {
        breaks: [{ minQuantity: 10, unitPrice: 2100 }],
      },
    )
    const line = { key: '2', product, available: true, agreedPriceNet: 2450 }
    expect(price({ ...line, quantity: 12 })).toBe(2100)
    expect(price({ ...line, quantity: 9 })).toBe(2450)
  })
})

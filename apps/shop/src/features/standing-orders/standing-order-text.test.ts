import { describe, expect, it } from 'vitest'
import { standingLine } from './standing-order-fixtures'
import { estimatedTotal } from './standing-order-text'

describe('estimatedTotal', () => {
  it('prices a run’s line at the practice’s break its quantity reaches, as the run charges it (issue 34)', () => {
    // $24.50 a box, $21.00 from 10 boxes: a run of 12 boxes costs 12 × $21.00.
    const line = standingLine('2', 'SYR-LL-E-V5-P50', 'Syringes', 2450, 12, {
      breaks: [{ minQuantity: 10, unitPrice: 2100 }],
    })
    expect(estimatedTotal([line])).toBe(25200)
    expect(estimatedTotal([{ ...line, quantity: 9 }])).toBe(22050)
  })
})

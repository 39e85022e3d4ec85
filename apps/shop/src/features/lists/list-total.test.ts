import { describe, expect, it } from 'vitest'
import { listLine, weeklyList } from '#lib/list-fixtures'
import { listTotal } from './list-total'

describe('listTotal', () => {
  it('adds up the lines still sold at their prices and names the products left out', () => {
    // 4 × $12.99 + 2 × $24.50; the swabs are no longer sold.
    expect(listTotal(weeklyList().items)).toEqual({
      total: 10096,
      leftOut: ['Alcohol swabs, 200'],
    })
  })

  it('charges a line the practice’s break price once its quantity reaches it, as the cart does (issue 34)', () => {
    // $24.50 a box, $21.00 from 10 boxes: 12 boxes are 12 × $21.00.
    const line = listLine('2', 'SYR-LL-E-V5-P50', 'Syringes', 2450, 12, true, [
      { minQuantity: 10, unitPrice: 2100 },
    ])
    expect(listTotal([line]).total).toBe(25200)
    expect(listTotal([{ ...line, quantity: 9 }]).total).toBe(22050)
  })
})

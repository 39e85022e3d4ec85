import { describe, expect, it } from 'vitest'
import { weeklyList } from '#lib/list-fixtures'
import { listTotal } from './list-total'

describe('listTotal', () => {
  it('adds up the lines still sold at their prices and names the products left out', () => {
    // 4 × $12.99 + 2 × $24.50; the swabs are no longer sold.
    expect(listTotal(weeklyList().items)).toEqual({
      total: 10096,
      leftOut: ['Alcohol swabs, 200'],
    })
  })
})

import { describe, expect, it } from 'vitest'
import { computeTotals } from './pricing'

describe('computeTotals', () => {
  it('sums lines and adds shipping', () => {
    const totals = computeTotals(
      [
        { id: 1, quantity: 3, itemPriceNet: 1250 },
        { id: 2, quantity: 1, itemPriceNet: 499 },
      ],
      { priceNet: 995, title: 'Standard' },
    )
    expect(totals.lines.map((l) => l.subtotalNet)).toEqual([3750, 499])
    expect(totals.subtotalNet).toBe(4249)
    expect(totals.adjustments).toEqual([
      {
        typeIdentifier: 'shipping',
        label: 'Shipping: Standard',
        amountNet: 995,
      },
    ])
    expect(totals.totalNet).toBe(5244)
  })

  it('gives 5% off from $500 of goods, before shipping', () => {
    const totals = computeTotals(
      [{ id: 1, quantity: 100, itemPriceNet: 500 }],
      { priceNet: 0, title: 'Free' },
    )
    expect(totals.adjustments[0]).toEqual({
      typeIdentifier: 'volume_discount',
      label: 'Volume discount (5%)',
      amountNet: -2500,
    })
    expect(totals.totalNet).toBe(47500)
  })

  it('charges no shipping on an empty cart and never goes below zero', () => {
    const totals = computeTotals([], { priceNet: 995, title: 'Standard' })
    expect(totals.totalNet).toBe(0)
    expect(totals.adjustments).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { nextPriceBreak, priceBreaksFor, unitPriceFor } from './pricing'

const NOW = new Date('2026-06-15T12:00:00Z')

describe('unitPriceFor', () => {
  it('charges the list price without lines', () => {
    expect(unitPriceFor(1, 1200, [], NOW)).toBe(1200)
  })

  it('takes a line from exactly its min quantity on, not one below', () => {
    const lines = [{ minQuantity: 10, unitPrice: 800 }]
    expect(unitPriceFor(9, 1200, lines, NOW)).toBe(1200)
    expect(unitPriceFor(10, 1200, lines, NOW)).toBe(800)
    expect(unitPriceFor(11, 1200, lines, NOW)).toBe(800)
  })

  it('takes the lowest price among several lists, whichever list it comes from', () => {
    const practice = [
      { minQuantity: 1, unitPrice: 1100 },
      { minQuantity: 50, unitPrice: 700 },
    ]
    const group = [
      { minQuantity: 1, unitPrice: 1000 },
      { minQuantity: 10, unitPrice: 900 },
    ]
    const lines = [...practice, ...group]
    expect(unitPriceFor(1, 1200, lines, NOW)).toBe(1000)
    expect(unitPriceFor(10, 1200, lines, NOW)).toBe(900)
    expect(unitPriceFor(50, 1200, lines, NOW)).toBe(700)
  })

  it('never charges more than the list price, and equal prices change nothing', () => {
    expect(
      unitPriceFor(5, 1200, [{ minQuantity: 1, unitPrice: 1500 }], NOW),
    ).toBe(1200)
    const equal = [
      { minQuantity: 1, unitPrice: 1000 },
      { minQuantity: 1, unitPrice: 1000 },
    ]
    expect(unitPriceFor(1, 1000, equal, NOW)).toBe(1000)
    expect(priceBreaksFor(1000, equal, NOW)).toEqual([])
  })

  it('ignores expired and not-yet-valid lists, and includes both bounding days', () => {
    const line = (validFrom: string | null, validTo: string | null) => [
      { minQuantity: 1, unitPrice: 800, validFrom, validTo },
    ]
    expect(unitPriceFor(1, 1200, line(null, '2026-06-14'), NOW)).toBe(1200)
    expect(unitPriceFor(1, 1200, line('2026-06-16', null), NOW)).toBe(1200)
    expect(unitPriceFor(1, 1200, line('2026-06-15', '2026-06-15'), NOW)).toBe(
      800,
    )
    expect(unitPriceFor(1, 1200, line(null, null), NOW)).toBe(800)
  })
})

describe('priceBreaksFor and nextPriceBreak', () => {
  const lines = [
    { minQuantity: 1, unitPrice: 1000 },
    { minQuantity: 10, unitPrice: 800 },
    { minQuantity: 20, unitPrice: 900 },
    { minQuantity: 100, unitPrice: 500, validTo: '2026-01-01' },
    { minQuantity: 50, unitPrice: 600 },
  ]

  it('lists only the quantities above one where the price drops, from valid lists', () => {
    expect(priceBreaksFor(1200, lines, NOW)).toEqual([
      { minQuantity: 10, unitPrice: 800 },
      { minQuantity: 50, unitPrice: 600 },
    ])
  })

  it('names the next break above a quantity, and none past the last', () => {
    expect(nextPriceBreak(8, 1200, lines, NOW)).toEqual({
      minQuantity: 10,
      unitPrice: 800,
    })
    expect(nextPriceBreak(10, 1200, lines, NOW)).toEqual({
      minQuantity: 50,
      unitPrice: 600,
    })
    expect(nextPriceBreak(50, 1200, lines, NOW)).toBeNull()
    expect(nextPriceBreak(1, 1200, [], NOW)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { createFormatters } from './format.js'
import { EN_MESSAGES } from './messages-en.js'
import type { MessageKey } from './messages-en.js'
import { createTranslator } from './translate.js'
import { packLine, unitQuantity } from './units.js'

const t = createTranslator<MessageKey>(EN_MESSAGES, 'en')
const { formatMoney } = createFormatters('en')

describe('units', () => {
  it('says the unit and pack with the price of a piece', () => {
    expect(packLine(t, formatMoney, { unit: 'box', packSize: 100 }, 899)).toBe(
      'Box of 100 · $0.09 per piece',
    )
    expect(packLine(t, formatMoney, { unit: 'case', packSize: 6 })).toBe(
      'Case of 6',
    )
    expect(packLine(t, formatMoney, { unit: 'each', packSize: 1 }, 1490)).toBe(
      'Each',
    )
  })

  it('counts quantities in the product’s units', () => {
    expect(unitQuantity(t, { unit: 'box', packSize: 100 }, 3)).toBe('3 boxes')
    expect(unitQuantity(t, { unit: 'case', packSize: 6 }, 1)).toBe('1 case')
    expect(unitQuantity(t, { unit: 'pack', packSize: 10 }, 20)).toBe('20 packs')
    expect(unitQuantity(t, { unit: 'each', packSize: 1 }, 5)).toBe('5 pieces')
  })
})

import { EN_MESSAGES, createFormatters, createTranslator } from '@shop/i18n'
import type { MessageKey } from '@shop/i18n'
import { describe, expect, it } from 'vitest'
import { addedMessage } from './added-message'

const t = createTranslator<MessageKey>(EN_MESSAGES, 'en')
const { formatNumber } = createFormatters('en')
const message = (asked: number, added: number) =>
  addedMessage(t, formatNumber, { name: 'Nitrile gloves, M', asked, added })

describe('the add-product overlay', () => {
  it('says what was added when all of it went in', () => {
    expect(message(3, 3)).toEqual({
      title: 'Added to your cart',
      text: 'Nitrile gloves, M · Quantity: 3',
      note: null,
      added: true,
    })
  })

  it('says how many went in when the line reached its cap of 10,000', () => {
    expect(message(5, 2)).toMatchObject({
      title: 'Added to your cart',
      text: 'Nitrile gloves, M · Quantity: 2',
      note: 'You asked for 5, but a cart line holds at most 10,000.',
    })
  })

  it('says that nothing was added to a line already at the cap, and why', () => {
    expect(message(1, 0)).toEqual({
      title: 'Nothing was added to your cart',
      text: 'Nitrile gloves, M is already in your cart 10,000 times, the most one cart line holds.',
      note: null,
      added: false,
    })
  })
})

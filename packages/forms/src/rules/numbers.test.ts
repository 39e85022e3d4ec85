import { describe, expect, it } from 'vitest'
import { firstMessage as message } from './test-first-message.js'

// The number rules (./numbers.ts), through validateField as a form runs them.

describe('every rule with its English message', () => {
  it.each([
    // rule, failing value, message, passing value
    ['between:10,1', 11, 'Name must be between 1 and 10.', 10],
    [
      'between:a,10',
      5,
      'This field was configured incorrectly and can’t be submitted.',
      null,
    ],
    ['max:5', 6, 'Name must be no more than 5.', 5],
    ['max', 11, 'Name must be no more than 10.', 10],
    ['min:2', 1, 'Name must be at least 2.', 2],
    ['min', 0, 'Name must be at least 1.', 1],
    ['number', 'ten', 'Name must be a number.', '10.5'],
  ] as const)('%s', async (rules, bad, expected, good) => {
    expect(await message(bad, rules)).toBe(expected)
    if (good !== null) expect(await message(good, rules)).toBeNull()
  })

  it('max and min name array items', async () => {
    expect(await message([1, 2, 3], 'max:2', { label: 'attachments' })).toBe(
      'Cannot have more than 2 attachments.',
    )
    expect(await message([1], 'min:2', { label: 'attachments' })).toBe(
      'Cannot have fewer than 2 attachments.',
    )
  })
})

describe('quantity', () => {
  it('takes whole numbers from 1 to 10,000, typed or native', async () => {
    for (const good of ['1', '250', '10000', ' 12 ', 1, 10_000])
      expect(await message(good, 'quantity')).toBeNull()
  })

  it('refuses everything else with the one message, empty included', async () => {
    for (const bad of ['0', '-1', 'abc', '2.5', '99999', '1e3', '', 0, 2.5])
      expect(await message(bad, 'quantity')).toBe(
        'Enter a whole number from 1 to 10,000.',
      )
  })
})

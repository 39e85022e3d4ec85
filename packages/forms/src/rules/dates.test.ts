import { describe, expect, it } from 'vitest'
import { firstMessage as message } from './test-first-message.js'

// The date rules (./dates.ts), through validateField as a form runs them.

describe('every rule with its English message', () => {
  it.each([
    // rule, failing value, message, passing value
    [
      'date_after:2026-01-05',
      '2026-01-05',
      'Name must be after Jan 5, 2026.',
      '2026-01-06',
    ],
    ['date_after', '2000-01-01', 'Name must be in the future.', '2999-01-01'],
    [
      'date_before:2026-01-05',
      '2026-01-05',
      'Name must be before Jan 5, 2026.',
      '2026-01-04',
    ],
    ['date_before', '2999-01-01', 'Name must be in the past.', '2000-01-01'],
    [
      'date_between:2026-01-01,2026-01-31',
      '2026-02-01',
      'Name must be between Jan 1, 2026 and Jan 31, 2026',
      '2026-01-31',
    ],
    [
      'date_format:MM/DD/YYYY',
      '13/01/2026',
      'Name is not a valid date, please use the format MM/DD/YYYY',
      '12/01/2026',
    ],
    [
      'date_format:M/D/YY',
      '1/32/26',
      'Name is not a valid date, please use the format M/D/YY',
      '1/31/26',
    ],
    [
      'date_format',
      '01/01/26',
      'This field was configured incorrectly and can’t be submitted',
      null,
    ],
  ] as const)('%s', async (rules, bad, expected, good) => {
    expect(await message(bad, rules)).toBe(expected)
    if (good !== null) expect(await message(good, rules)).toBeNull()
  })
})

describe('as the reference form library does it', () => {
  it('date_after_or_equal takes the date itself and later, now by default', async () => {
    expect(await message('2026-01-05', 'date_after_or_equal:2026-01-05')).toBe(
      null,
    )
    expect(await message('2026-01-04', 'date_after_or_equal:2026-01-05')).toBe(
      'Name must be after or equal to Jan 5, 2026.',
    )
    expect(await message('2000-01-01', 'date_after_or_equal')).toBe(
      'Name must be in the future.',
    )
    expect(await message('2999-01-01', 'date_after_or_equal')).toBeNull()
  })

  it('date_before_or_equal takes the date itself and earlier, now by default', async () => {
    expect(
      await message('2026-01-05', 'date_before_or_equal:2026-01-05'),
    ).toBeNull()
    expect(await message('2026-01-06', 'date_before_or_equal:2026-01-05')).toBe(
      'Name must be before or equal to Jan 5, 2026.',
    )
    expect(await message('2999-01-01', 'date_before_or_equal')).toBe(
      'Name must be in the past.',
    )
    expect(await message('2000-01-01', 'date_before_or_equal')).toBeNull()
  })

  it('date_between with one date runs from now to it and says it lacks the other', async () => {
    expect(await message('2000-01-01', 'date_between:2999-01-01')).toBe(
      'Name must be between Jan 1, 2999 and (unknown)',
    )
    expect(await message('2998-01-01', 'date_between:2999-01-01')).toBeNull()
  })
})

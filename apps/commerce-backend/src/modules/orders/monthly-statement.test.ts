import { describe, expect, it } from 'vitest'
import {
  balance,
  closingBalance,
  monthBounds,
  previousMonth,
} from './monthly-statement'

describe('the monthly statement’s calendar and arithmetic', () => {
  it('reads a month as its UTC bounds, December into January', () => {
    const now = new Date('2026-11-27T12:00:00Z')
    expect(monthBounds('2025-12', now)).toEqual({
      from: new Date('2025-12-01T00:00:00Z'),
      to: new Date('2026-01-01T00:00:00Z'),
    })
    // February of a leap year ends on the 29th.
    expect(monthBounds('2024-02', now).to).toEqual(
      new Date('2024-03-01T00:00:00Z'),
    )
    // The current month is allowed (to date); the next is not begun.
    expect(monthBounds('2026-11', now).from).toEqual(
      new Date('2026-11-01T00:00:00Z'),
    )
    expect(() => monthBounds('2026-12', now)).toThrow('in the future')
    for (const bad of ['2026-13', '2026-00', '2026-1', '1999-12', ''])
      expect(() => monthBounds(bad, now)).toThrow('not valid')
  })

  it('sends on the 1st the month before, January into December', () => {
    expect(previousMonth(new Date('2026-01-01T06:00:00Z'))).toBe('2025-12')
    expect(previousMonth(new Date('2026-03-31T23:59:59Z'))).toBe('2026-02')
  })

  it('balances in whole cents: one month’s closing is the next one’s opening', () => {
    const opening = balance(1_234_57, 1_000_00, 34_57)
    expect(opening).toBe(200_00)
    const month = {
      invoices: [{ amount: 99_99 }, { amount: 1 }],
      payments: [{ amount: 200_00 }],
      credits: [{ amount: 33 }],
    }
    expect(closingBalance(opening, month)).toBe(99_67)
    // Credit beyond what is owed leaves the practice in credit (a negative balance), exactly.
    expect(
      closingBalance(0, {
        invoices: [],
        payments: [],
        credits: [{ amount: 1 }],
      }),
    ).toBe(-1)
    expect(
      closingBalance(Number.MAX_SAFE_INTEGER - 1, {
        invoices: [{ amount: 1 }],
        payments: [],
        credits: [],
      }),
    ).toBe(Number.MAX_SAFE_INTEGER)
  })
})

import { describe, expect, it } from 'vitest'
import {
  EXPIRY_URGENT_DAYS,
  EXPIRY_WARNING_DAYS,
  daysUntilExpiry,
  expiryState,
} from './expiry.js'

describe('expiry', () => {
  it('counts calendar days to the expiry date, negative once past', () => {
    expect(daysUntilExpiry('2026-11-24', '2026-11-24')).toBe(0)
    expect(daysUntilExpiry('2026-11-25', '2026-11-24')).toBe(1)
    expect(daysUntilExpiry('2026-11-23', '2026-11-24')).toBe(-1)
    expect(daysUntilExpiry('2027-03-30T00:00:00Z', '2027-03-01')).toBe(29)
  })

  it('flags a lot 90 and 30 days ahead and once it has expired', () => {
    expect([EXPIRY_WARNING_DAYS, EXPIRY_URGENT_DAYS]).toEqual([90, 30])
    expect(expiryState(91)).toBe('ok')
    expect(expiryState(90)).toBe('expiring_90')
    expect(expiryState(31)).toBe('expiring_90')
    expect(expiryState(30)).toBe('expiring_30')
    expect(expiryState(0)).toBe('expiring_30')
    expect(expiryState(-1)).toBe('expired')
  })
})

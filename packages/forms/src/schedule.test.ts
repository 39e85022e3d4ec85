import { describe, expect, it } from 'vitest'
import {
  describeSchedule,
  firstRunDate,
  followingRunDate,
  nextRunAfter,
  scheduleViolations,
} from './schedule'

const weeklyMonday = { cadence: 'weekly', interval: 1, weekday: 1 } as const

describe('standing order schedules', () => {
  it('runs first on the next matching day after today, never today', () => {
    // 2026-11-23 is a Monday.
    expect(firstRunDate(weeklyMonday, '2026-11-23')).toBe('2026-11-30')
    expect(firstRunDate(weeklyMonday, '2026-11-22')).toBe('2026-11-23')
    expect(
      firstRunDate(
        { cadence: 'weekly', interval: 2, weekday: 4 },
        '2026-11-23',
      ),
    ).toBe('2026-11-26')
    const monthly = { cadence: 'monthly', interval: 1, dayOfMonth: 15 } as const
    expect(firstRunDate(monthly, '2026-11-14')).toBe('2026-11-15')
    expect(firstRunDate(monthly, '2026-11-15')).toBe('2026-12-15')
    expect(firstRunDate(monthly, '2026-12-20')).toBe('2027-01-15')
  })

  it('follows every N weeks or months, and skips runs already missed', () => {
    expect(
      followingRunDate(
        { cadence: 'weekly', interval: 2, weekday: 1 },
        '2026-11-23',
      ),
    ).toBe('2026-12-07')
    expect(
      followingRunDate(
        { cadence: 'monthly', interval: 3, dayOfMonth: 28 },
        '2026-11-28',
      ),
    ).toBe('2027-02-28')
    expect(nextRunAfter(weeklyMonday, '2026-11-02', '2026-11-24')).toBe(
      '2026-11-30',
    )
    expect(nextRunAfter(weeklyMonday, '2026-11-23', '2026-11-23')).toBe(
      '2026-11-30',
    )
  })

  it('names each wrong field and describes a schedule in words', () => {
    expect(scheduleViolations({ cadence: 'daily' })).toEqual([
      {
        propertyPath: 'schedule.cadence',
        message: 'Choose weekly or monthly.',
      },
    ])
    expect(
      scheduleViolations({
        cadence: 'monthly',
        interval: 13,
        dayOfMonth: 31,
      }).map((v) => v.propertyPath),
    ).toEqual(['schedule.interval', 'schedule.dayOfMonth'])
    expect(
      scheduleViolations({ cadence: 'weekly', interval: 1, weekday: 1 }),
    ).toEqual([])
    expect(
      describeSchedule({ cadence: 'weekly', interval: 2, weekday: 4 }),
    ).toBe('Every 2 weeks on Thursday')
    expect(
      describeSchedule({ cadence: 'monthly', interval: 1, dayOfMonth: 22 }),
    ).toBe('Every month on the 22nd')
  })
})

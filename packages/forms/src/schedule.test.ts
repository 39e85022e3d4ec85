import { describe, expect, it } from 'vitest'
import {
  describeSchedule,
  firstRunDate,
  followingRunDate,
  nextRunAfter,
  rescheduledRunDate,
  scheduleViolations,
  weekendRuns,
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

  it('says which runs fall on a weekend, and moves them to the Monday after when asked', () => {
    const the28th = { cadence: 'monthly', interval: 1, dayOfMonth: 28 } as const
    // 2026-11-28 is a Saturday, 2027-02-28 and 2027-03-28 Sundays, 2027-08-28 a Saturday.
    expect(firstRunDate(the28th, '2026-11-27')).toBe('2026-11-28')
    expect(weekendRuns(the28th, '2026-11-27')).toEqual([
      '2026-11-28',
      '2027-02-28',
      '2027-03-28',
      '2027-08-28',
    ])
    const working = { ...the28th, nextWorkingDay: true }
    expect(weekendRuns(working, '2026-11-27')).toEqual([])
    expect(firstRunDate(working, '2026-11-27')).toBe('2026-11-30')
    expect(followingRunDate(working, '2026-11-30')).toBe('2026-12-28')
    // February's run moves into March, and March still has its own.
    expect(followingRunDate(working, '2027-01-28')).toBe('2027-03-01')
    expect(followingRunDate(working, '2027-03-01')).toBe('2027-03-29')
    expect(firstRunDate(working, '2027-02-28')).toBe('2027-03-01')
    expect(firstRunDate(working, '2027-03-01')).toBe('2027-03-29')
    expect(nextRunAfter(working, '2027-01-28', '2027-03-05')).toBe('2027-03-29')
    // Turning the move on or off keeps the month's run: it never adds one.
    expect(
      rescheduledRunDate(the28th, working, '2027-02-28', '2027-02-20'),
    ).toBe('2027-03-01')
    expect(
      rescheduledRunDate(working, the28th, '2027-03-01', '2027-02-20'),
    ).toBe('2027-02-28')
    // Turned on the Saturday its run was placed: the next one is next month's.
    expect(
      rescheduledRunDate(the28th, working, '2026-12-28', '2026-11-28'),
    ).toBe('2026-12-28')
    // Turned off the Sunday before a run moved to Monday: its day has passed.
    expect(
      rescheduledRunDate(working, the28th, '2026-11-30', '2026-11-29'),
    ).toBe('2026-12-28')
    expect(
      rescheduledRunDate(working, { ...working }, '2026-11-30', '2026-11-29'),
    ).toBe(null)
    expect(
      rescheduledRunDate(
        the28th,
        { ...the28th, dayOfMonth: 15 },
        '2026-11-28',
        '2026-11-20',
      ),
    ).toBe('2026-12-15')
    expect(describeSchedule(working)).toBe(
      'Every month on the 28th, or the Monday after when it falls on a weekend',
    )
    expect(
      scheduleViolations({ ...the28th, nextWorkingDay: 'yes' }).map(
        (v) => v.propertyPath,
      ),
    ).toEqual(['schedule.nextWorkingDay'])
  })
})

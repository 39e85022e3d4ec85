// The schedule of a standing order, shared by the backend (which runs it) and the shop (which
// shows the first run before a buyer confirms): one set of rules, one calendar. Dates are
// calendar days in UTC, written `YYYY-MM-DD`.

/**
 * Every `interval` weeks on an ISO weekday (1 Monday … 7 Sunday), or every `interval` months on a
 * day; a monthly run that falls on a Saturday or Sunday moves to the Monday after when
 * `nextWorkingDay` is set (public holidays are not known here).
 */
export type RunSchedule =
  | { cadence: 'weekly'; interval: number; weekday: number }
  | {
      cadence: 'monthly'
      interval: number
      dayOfMonth: number
      nextWorkingDay?: boolean
    }

/** At most every 12 weeks or months: a standing order that runs less often is forgotten. */
export const MAX_SCHEDULE_INTERVAL = 12
/** Monthly runs fall on days 1 to 28, which every month has. */
export const MAX_RUN_DAY = 28

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

const whole = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) &&
  (value as number) >= min &&
  (value as number) <= max

/** What is wrong with a schedule as entered, one violation per field. */
export function scheduleViolations(
  input: {
    cadence?: unknown
    interval?: unknown
    weekday?: unknown
    dayOfMonth?: unknown
    nextWorkingDay?: unknown
  },
  prefix = 'schedule.',
): { propertyPath: string; message: string }[] {
  const violations: { propertyPath: string; message: string }[] = []
  if (input.cadence !== 'weekly' && input.cadence !== 'monthly')
    return [
      {
        propertyPath: `${prefix}cadence`,
        message: 'Choose weekly or monthly.',
      },
    ]
  const unit = input.cadence === 'weekly' ? 'weeks' : 'months'
  if (!whole(input.interval, 1, MAX_SCHEDULE_INTERVAL))
    violations.push({
      propertyPath: `${prefix}interval`,
      message: `Run every 1 to ${MAX_SCHEDULE_INTERVAL} ${unit}.`,
    })
  if (input.cadence === 'weekly' && !whole(input.weekday, 1, 7))
    violations.push({
      propertyPath: `${prefix}weekday`,
      message: 'Choose a day of the week.',
    })
  if (input.cadence === 'monthly' && !whole(input.dayOfMonth, 1, MAX_RUN_DAY))
    violations.push({
      propertyPath: `${prefix}dayOfMonth`,
      message: `Choose a day from 1 to ${MAX_RUN_DAY}.`,
    })
  if (
    input.nextWorkingDay !== undefined &&
    input.nextWorkingDay !== null &&
    typeof input.nextWorkingDay !== 'boolean'
  )
    violations.push({
      propertyPath: `${prefix}nextWorkingDay`,
      message:
        'Choose whether a run on a weekend moves to the next working day.',
    })
  return violations
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`)
const toDay = (date: Date) => date.toISOString().slice(0, 10)

/** Today's date in UTC, the calendar runs are due by. */
export const todayUtc = (now: Date = new Date()) => toDay(now)

function addDays(day: string, days: number) {
  const date = toDate(day)
  date.setUTCDate(date.getUTCDate() + days)
  return toDay(date)
}

/** Whether a day is a Saturday or a Sunday. */
const isWeekend = (day: string) => toDate(day).getUTCDay() % 6 === 0

/** The day a monthly run is placed on: its day, or the Monday after when that is a weekend day. */
function workingDay(
  schedule: Extract<RunSchedule, { cadence: 'monthly' }>,
  day: string,
) {
  if (!schedule.nextWorkingDay) return day
  const weekday = toDate(day).getUTCDay()
  return weekday === 6 ? addDays(day, 2) : weekday === 0 ? addDays(day, 1) : day
}

/** The monthly run of the month `months` after the one of `day`, before any move to a working day. */
const monthDay = (day: string, months: number, dayOfMonth: number) => {
  const date = toDate(day)
  return toDay(
    new Date(
      Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, dayOfMonth),
    ),
  )
}

/** The first run a schedule set today would have: the first matching day after today. */
export function firstRunDate(schedule: RunSchedule, today: string): string {
  if (schedule.cadence === 'weekly') {
    const weekday = toDate(today).getUTCDay() || 7
    return addDays(today, ((schedule.weekday - weekday + 6) % 7) + 1)
  }
  // Last month's run may have moved into this month (Saturday the 28th to Monday the 2nd).
  for (let months = -1; ; months++) {
    const run = workingDay(
      schedule,
      monthDay(today, months, schedule.dayOfMonth),
    )
    if (run > today) return run
  }
}

/** -1 when a monthly run belongs to the month before its date (moved past the month's end), else 0. */
const ownMonth = (
  schedule: Extract<RunSchedule, { cadence: 'monthly' }>,
  runDate: string,
) => (toDate(runDate).getUTCDate() < schedule.dayOfMonth ? -1 : 0)

/** The run after the one on `runDate`. */
export function followingRunDate(schedule: RunSchedule, runDate: string) {
  if (schedule.cadence === 'weekly')
    return addDays(runDate, 7 * schedule.interval)
  return workingDay(
    schedule,
    monthDay(
      runDate,
      ownMonth(schedule, runDate) + schedule.interval,
      schedule.dayOfMonth,
    ),
  )
}

/** Whether two schedules place runs on the same days. */
export function sameSchedule(a: RunSchedule, b: RunSchedule): boolean {
  if (a.cadence === 'weekly' || b.cadence === 'weekly')
    return (
      a.cadence === b.cadence &&
      a.interval === b.interval &&
      (a as { weekday: number }).weekday === (b as { weekday: number }).weekday
    )
  return (
    a.interval === b.interval &&
    a.dayOfMonth === b.dayOfMonth &&
    Boolean(a.nextWorkingDay) === Boolean(b.nextWorkingDay)
  )
}

/**
 * The next run of a standing order whose schedule changes from `before` (next run on `nextRunOn`,
 * or none known) to `after`, as of `today`: the first run after today; but when only the move of
 * weekend runs changes, the same month's run on its new day (if still to come), so that never
 * adds a run. Null when the days stay as they were. The backend stores it; the shop shows it
 * before saving.
 */
export function rescheduledRunDate(
  before: RunSchedule,
  after: RunSchedule,
  nextRunOn: string | null,
  today: string,
): string | null {
  if (sameSchedule(before, after)) return null
  if (
    nextRunOn &&
    before.cadence === 'monthly' &&
    after.cadence === 'monthly' &&
    sameSchedule(before, { ...after, nextWorkingDay: before.nextWorkingDay })
  ) {
    const moved = workingDay(
      after,
      monthDay(nextRunOn, ownMonth(after, nextRunOn), after.dayOfMonth),
    )
    if (moved > today) return moved
  }
  return firstRunDate(after, today)
}

/** The first run after `today` that follows the one on `runDate`: missed runs are not repeated. */
export function nextRunAfter(
  schedule: RunSchedule,
  runDate: string,
  today: string,
) {
  let next = followingRunDate(schedule, runDate)
  while (next <= today) next = followingRunDate(schedule, next)
  return next
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`

/**
 * The runs of the coming year or so (at most `count`) that fall on a Saturday or Sunday: none
 * when the schedule moves them to the next working day.
 */
export function weekendRuns(
  schedule: RunSchedule,
  today: string,
  count = 12,
): string[] {
  let run = firstRunDate(schedule, today)
  const runs = [run]
  while (runs.length < count) runs.push((run = followingRunDate(schedule, run)))
  return runs.filter(isWeekend)
}

/**
 * "Every week on Monday", "Every 2 weeks on Thursday", "Every month on the 15th", "Every month on
 * the 28th, or the Monday after when it falls on a weekend".
 */
export function describeSchedule(schedule: RunSchedule): string {
  if (schedule.cadence === 'weekly')
    return `${schedule.interval === 1 ? 'Every week' : `Every ${schedule.interval} weeks`} on ${WEEKDAYS[schedule.weekday - 1] ?? ''}`
  return `${schedule.interval === 1 ? 'Every month' : `Every ${schedule.interval} months`} on the ${ordinal(schedule.dayOfMonth)}${schedule.nextWorkingDay ? ', or the Monday after when it falls on a weekend' : ''}`
}

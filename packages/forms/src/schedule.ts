// The schedule of a standing order, shared by the backend (which runs it) and the shop (which
// shows the first run before a buyer confirms): one set of rules, one calendar. Dates are
// calendar days in UTC, written `YYYY-MM-DD`.

/** Every `interval` weeks on an ISO weekday (1 Monday … 7 Sunday), or every `interval` months on a day. */
export type RunSchedule =
  | { cadence: 'weekly'; interval: number; weekday: number }
  | { cadence: 'monthly'; interval: number; dayOfMonth: number }

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

/** The first run a schedule set today would have: the first matching day after today. */
export function firstRunDate(schedule: RunSchedule, today: string): string {
  const date = toDate(today)
  if (schedule.cadence === 'weekly') {
    const weekday = date.getUTCDay() || 7
    return addDays(today, ((schedule.weekday - weekday + 6) % 7) + 1)
  }
  const month = date.getUTCDate() < schedule.dayOfMonth ? 0 : 1
  return toDay(
    new Date(
      Date.UTC(
        date.getUTCFullYear(),
        date.getUTCMonth() + month,
        schedule.dayOfMonth,
      ),
    ),
  )
}

/** The run after the one on `runDate`. */
export function followingRunDate(schedule: RunSchedule, runDate: string) {
  if (schedule.cadence === 'weekly')
    return addDays(runDate, 7 * schedule.interval)
  const date = toDate(runDate)
  return toDay(
    new Date(
      Date.UTC(
        date.getUTCFullYear(),
        date.getUTCMonth() + schedule.interval,
        schedule.dayOfMonth,
      ),
    ),
  )
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

/** "Every week on Monday", "Every 2 weeks on Thursday", "Every month on the 15th". */
export function describeSchedule(schedule: RunSchedule): string {
  if (schedule.cadence === 'weekly')
    return `${schedule.interval === 1 ? 'Every week' : `Every ${schedule.interval} weeks`} on ${WEEKDAYS[schedule.weekday - 1] ?? ''}`
  return `${schedule.interval === 1 ? 'Every month' : `Every ${schedule.interval} months`} on the ${ordinal(schedule.dayOfMonth)}`
}

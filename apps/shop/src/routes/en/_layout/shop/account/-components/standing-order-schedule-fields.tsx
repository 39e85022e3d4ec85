import {
  MAX_RUN_DAY,
  MAX_SCHEDULE_INTERVAL,
  WEEKDAYS,
  describeSchedule,
  firstRunDate,
  scheduleViolations,
} from '@shop/forms'
import type { RuleContext, RunSchedule } from '@shop/forms'
import type { UseFormResult } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Select } from '@shop/ui'
import { useMemo } from 'react'
import { fieldProps } from '#lib/form-field'

// A standing order's schedule as its form holds it, checked by the rules the backend runs it by
// (`@shop/forms`), with the first run it would have. Loaded with the form, never with a page.

/** The schedule's fields as a form holds them: the values of their selects. */
export type ScheduleValues = {
  cadence: string
  interval: string
  weekday: string
  dayOfMonth: string
}

/** Every week on Monday until the buyer chooses otherwise. */
export const INITIAL_SCHEDULE: ScheduleValues = {
  cadence: 'weekly',
  interval: '1',
  weekday: '1',
  dayOfMonth: '1',
}

const entered = (values: Readonly<Record<string, unknown>>) => ({
  cadence: values.cadence,
  interval: Number(values.interval),
  weekday: Number(values.weekday),
  dayOfMonth: Number(values.dayOfMonth),
})

/** What is wrong with the schedule's field `name`, as the backend would say it; null if nothing. */
const violationOf = ({ name, values }: Pick<RuleContext, 'name' | 'values'>) =>
  scheduleViolations(entered(values), '').find((v) => v.propertyPath === name)
    ?.message ?? null

/** The schedule as the API takes it; null while it has a violation. */
export function scheduleOf(values: ScheduleValues): RunSchedule | null {
  const schedule = entered(values)
  if (scheduleViolations(schedule, '').length) return null
  return schedule.cadence === 'monthly'
    ? {
        cadence: 'monthly',
        interval: schedule.interval,
        dayOfMonth: schedule.dayOfMonth,
      }
    : {
        cadence: 'weekly',
        interval: schedule.interval,
        weekday: schedule.weekday,
      }
}

/** The schedule's fields, rule and messages, for `useForm`. */
export function useScheduleValidation() {
  const { t } = useI18n()
  return {
    fields: {
      // `+`: the rule runs on an empty choice too (an empty value skips every other rule).
      cadence: { rules: '+schedule', label: t('standingOrderForm.cadence') },
      interval: { rules: '+schedule', label: t('standingOrderForm.interval') },
      weekday: { rules: '+schedule', label: t('standingOrderForm.weekday') },
      dayOfMonth: {
        rules: '+schedule',
        label: t('standingOrderForm.dayOfMonth'),
      },
    },
    rules: { schedule: (context: RuleContext) => !violationOf(context) },
    messages: {
      schedule: (context: RuleContext) => violationOf(context) ?? '',
    },
  }
}

const numbers = (count: number) =>
  Array.from({ length: count }, (_, i) => String(i + 1))

/**
 * Weekly or monthly, every 1 to 12 weeks or months, on a weekday or a day of the month, and the
 * first run that schedule would have if it were set up today (`today`, `YYYY-MM-DD` in UTC).
 */
export function ScheduleFields<TValues extends ScheduleValues>({
  form,
  formId,
  today,
}: {
  form: UseFormResult<TValues>
  formId: string
  today: string
}) {
  const { t, locale } = useI18n()
  // Runs are UTC calendar days: formatted in UTC, midnight never moves them to the day before.
  const runDate = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    [locale],
  )
  const weekly = form.values.cadence !== 'monthly'
  const schedule = scheduleOf(form.values)
  return (
    <fieldset className="standing-order-form__group">
      <legend>{t('standingOrderForm.schedule')}</legend>
      <div className="standing-order-form__when">
        <Select
          label={t('standingOrderForm.cadence')}
          options={[
            { value: 'weekly', label: t('standingOrderForm.weekly') },
            { value: 'monthly', label: t('standingOrderForm.monthly') },
          ]}
          {...fieldProps(form, 'cadence', formId)}
        />
        <Select
          label={t('standingOrderForm.interval')}
          options={numbers(MAX_SCHEDULE_INTERVAL).map((n) => ({
            value: n,
            label: t(
              weekly ? 'standingOrderForm.weeks' : 'standingOrderForm.months',
              { count: Number(n) },
            ),
          }))}
          {...fieldProps(form, 'interval', formId)}
        />
        {weekly ? (
          <Select
            label={t('standingOrderForm.weekday')}
            options={WEEKDAYS.map((day, i) => ({
              value: String(i + 1),
              label: day,
            }))}
            {...fieldProps(form, 'weekday', formId)}
          />
        ) : (
          <Select
            label={t('standingOrderForm.dayOfMonth')}
            help={t('standingOrderForm.dayOfMonthHelp')}
            options={numbers(MAX_RUN_DAY).map((n) => ({ value: n, label: n }))}
            {...fieldProps(form, 'dayOfMonth', formId)}
          />
        )}
      </div>
      {/* Said again as the schedule changes, so the buyer knows the first run before confirming. */}
      <div role="status">
        {schedule ? (
          <>
            <p>{describeSchedule(schedule)}</p>
            <p>
              <strong>
                {t('standingOrderForm.firstRun', {
                  date: runDate.format(
                    new Date(`${firstRunDate(schedule, today)}T00:00:00Z`),
                  ),
                })}
              </strong>
            </p>
          </>
        ) : null}
      </div>
    </fieldset>
  )
}

import {
  MAX_RUN_DAY,
  MAX_SCHEDULE_INTERVAL,
  WEEKDAYS,
  describeSchedule,
  firstRunDate,
  weekendRuns,
} from '@shop/forms'
import type { RunSchedule } from '@shop/forms'
import type { UseFormResult } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import {
  Button,
  Checkbox,
  Notice,
  RadioCard,
  RadioCardGroup,
  Select,
  TextField,
} from '@shop/ui'
import type { ReactNode } from 'react'
import { fieldProps } from '#lib/form-field'
import { useRunDate } from './standing-order-text'
import { ON_PROBLEM, scheduleOf } from './standing-order-values'
import type { StandingOrderValues } from './standing-order-values'

// The fields a standing order is set up and changed with, one set for both forms: its schedule,
// checked by the rules the backend runs it by (`@shop/forms`), and what a run does about a line it
// cannot order as it is. Their values and checks are in ./standing-order-values.

const numbers = (count: number) =>
  Array.from({ length: count }, (_, i) => String(i + 1))

/**
 * Weekly or monthly, every 1 to 12 weeks or months, on a weekday or a day of the month, with the
 * schedule in words and `runLine`: what the schedule means for the next run (by default the
 * first run it would have if it were set up `today`, `YYYY-MM-DD` in UTC).
 */
export function ScheduleFields<TValues extends StandingOrderValues>({
  form,
  formId,
  today,
  runLine,
}: {
  form: UseFormResult<TValues>
  formId: string
  today: string
  runLine?: (schedule: RunSchedule) => ReactNode
}) {
  const { t } = useI18n()
  const runDate = useRunDate()
  const weekly = form.values.cadence !== 'monthly'
  const schedule = scheduleOf(form.values)
  const [firstWeekendRun, ...laterWeekendRuns] = schedule
    ? weekendRuns(schedule, today)
    : []
  const cadence = fieldProps(form, 'cadence', formId)
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
          {...cadence}
          onChange={(event) => {
            cadence.onChange(event)
            // "Every 2 weeks" is not "every 2 months": a new cadence starts at every 1.
            form.setValue('interval', '1')
          }}
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
      {weekly ? null : (
        <Checkbox
          label={t('standingOrderForm.nextWorkingDay')}
          checked={form.values.nextWorkingDay === 'true'}
          onChange={(event) =>
            form.setValue(
              'nextWorkingDay',
              event.target.checked ? 'true' : 'false',
            )
          }
        />
      )}
      {/* Said again as the schedule changes, so the buyer knows the next run before confirming. */}
      <div role="status">
        {schedule ? (
          <>
            <p>{describeSchedule(schedule)}</p>
            <p>
              <strong>
                {runLine
                  ? runLine(schedule)
                  : t('standingOrderForm.firstRun', {
                      date: runDate(firstRunDate(schedule, today)),
                    })}
              </strong>
            </p>
          </>
        ) : null}
      </div>
      {firstWeekendRun ? (
        <Notice
          tone="warning"
          title={t('standingOrderForm.weekendRuns', {
            count: laterWeekendRuns.length + 1,
            date: runDate(firstWeekendRun),
          })}
          actions={
            weekly ? (
              <Button
                size="small"
                variant="secondary"
                onClick={() => form.setValue('weekday', '1')}
              >
                {t('standingOrderForm.runOnMonday')}
              </Button>
            ) : (
              <Button
                size="small"
                variant="secondary"
                onClick={() => form.setValue('nextWorkingDay', 'true')}
              >
                {t('standingOrderForm.moveToWorkingDay')}
              </Button>
            )
          }
        />
      ) : null}
    </fieldset>
  )
}

/** What a run does about a line it cannot order as it is, and the price rise it accepts. */
export function ProblemFields<TValues extends StandingOrderValues>({
  form,
  formId,
}: {
  form: UseFormResult<TValues>
  formId: string
}) {
  const { t } = useI18n()
  const field = form.fields.onProblem
  const errors = field.touched ? field.errors.map((e) => e.message) : []
  return (
    <>
      <RadioCardGroup legend={t('standingOrderForm.onProblem')}>
        {ON_PROBLEM.map((value) => (
          <RadioCard
            key={value}
            name={`${formId}-onProblem`}
            value={value}
            title={t(`standingOrders.onProblem.${value}`)}
            description={t(`standingOrders.onProblemHelp.${value}`)}
            checked={form.values.onProblem === value}
            aria-describedby={
              errors.length ? `${formId}-onProblem-errors` : undefined
            }
            onChange={() => form.setValue('onProblem', value)}
          />
        ))}
      </RadioCardGroup>
      {errors.length ? (
        <p className="form-error" id={`${formId}-onProblem-errors`}>
          {errors.join(' ')}
        </p>
      ) : null}
      <TextField
        label={t('standingOrderForm.tolerance')}
        help={t('standingOrderForm.toleranceHelp')}
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={3}
        {...fieldProps(form, 'priceTolerancePercent', formId)}
      />
    </>
  )
}

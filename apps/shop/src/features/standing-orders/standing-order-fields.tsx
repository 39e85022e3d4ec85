import {
  MAX_RUN_DAY,
  MAX_SCHEDULE_INTERVAL,
  PRICE_TOLERANCE_MESSAGE,
  WEEKDAYS,
  describeSchedule,
  firstRunDate,
  isValidPriceTolerance,
  scheduleViolations,
  weekendRuns,
} from '@shop/forms'
import type { RuleContext, RunSchedule } from '@shop/forms'
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

// The fields a standing order is set up and changed with, one set for both forms: its schedule,
// checked by the rules the backend runs it by (`@shop/forms`), and what a run does about a line it
// cannot order as it is.

/** What the schedule's and the rules' fields hold: the values of their selects and inputs. */
export type StandingOrderValues = {
  cadence: string
  interval: string
  weekday: string
  dayOfMonth: string
  /** `'true'`: a monthly run on a weekend moves to the Monday after. */
  nextWorkingDay: string
  onProblem: string
  priceTolerancePercent: string
}

/** Every week on Monday, ordering what can be ordered, up to a 10 % price rise. */
export const INITIAL_VALUES: StandingOrderValues = {
  cadence: 'weekly',
  interval: '1',
  weekday: '1',
  dayOfMonth: '1',
  nextWorkingDay: 'false',
  onProblem: 'place-available',
  priceTolerancePercent: '10',
}

const ON_PROBLEM = ['place-available', 'place-nothing'] as const

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
export function scheduleOf(
  values: Pick<
    StandingOrderValues,
    'cadence' | 'interval' | 'weekday' | 'dayOfMonth' | 'nextWorkingDay'
  >,
): RunSchedule | null {
  const schedule = entered(values)
  if (scheduleViolations(schedule, '').length) return null
  return schedule.cadence === 'monthly'
    ? {
        cadence: 'monthly',
        interval: schedule.interval,
        dayOfMonth: schedule.dayOfMonth,
        nextWorkingDay: values.nextWorkingDay === 'true',
      }
    : {
        cadence: 'weekly',
        interval: schedule.interval,
        weekday: schedule.weekday,
      }
}

/** The rules as the API takes them. */
export const rulesOf = (values: StandingOrderValues) => ({
  onProblem:
    values.onProblem === 'place-nothing'
      ? ('place-nothing' as const)
      : ('place-available' as const),
  priceTolerancePercent: Number(values.priceTolerancePercent),
})

/** The fields' rules and messages, for `useForm`. */
export function useStandingOrderValidation() {
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
      onProblem: { rules: 'required', label: t('standingOrderForm.onProblem') },
      priceTolerancePercent: {
        rules: 'required|percent',
        label: t('standingOrderForm.tolerance'),
      },
    },
    rules: {
      schedule: (context: RuleContext) => !violationOf(context),
      // The rule and message the API and the backend check it by: whole percents only.
      percent: ({ value }: RuleContext) => isValidPriceTolerance(value),
    },
    messages: {
      schedule: (context: RuleContext) => violationOf(context) ?? '',
      percent: PRICE_TOLERANCE_MESSAGE,
    },
  }
}

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

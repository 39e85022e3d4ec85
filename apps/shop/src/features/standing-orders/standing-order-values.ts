import {
  PRICE_TOLERANCE_MESSAGE,
  isValidPriceTolerance,
  scheduleViolations,
} from '@shop/forms'
import type { RuleContext, RunSchedule } from '@shop/forms'
import { useI18n } from '@shop/i18n/react'

// What the fields of a standing order hold, how they are checked (by the rules the backend runs it
// by, `@shop/forms`) and what of them the API takes.

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

export const ON_PROBLEM = ['place-available', 'place-nothing'] as const

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

import {
  PRICE_TOLERANCE_MESSAGE,
  isValidPriceTolerance,
  scheduleViolations,
} from '@shop/forms'
import type { RunSchedule } from '@shop/forms'
import { ResultError, invalid } from '../../shared/results'
import type { Violation } from '../../shared/results'
import { checkText } from '../../shared/validation'

/** What a member sets when making a standing order: its lines come from a list or the cart. */
export interface StandingOrderInput extends StandingOrderSettings {
  listId: number | null
  shippingAddressId: number | null
  invoiceAddressId: number | null
  carrierIdentifier: string
  paymentProviderIdentifier: string
  paymentMethodId: string | null
  poReference: string | null
}

/** What may change later: the name, the schedule and what to do about problems. */
export interface StandingOrderSettings {
  name: string
  schedule: {
    cadence: string
    interval: number
    weekday: number | null
    dayOfMonth: number | null
    nextWorkingDay: boolean
  }
  onProblem: string
  priceTolerancePercent: number
}

/** Checks the settings a member may change; answers them as columns and as a schedule. */
export function checkSettings(input: StandingOrderSettings) {
  const violations: Violation[] = [
    ...checkText({ name: input.name }, { name: { max: 80 } }),
    ...scheduleViolations(input.schedule),
  ]
  if (
    input.onProblem !== 'place-available' &&
    input.onProblem !== 'place-nothing'
  )
    violations.push({
      propertyPath: 'onProblem',
      message: 'Choose whether to order what can be ordered, or nothing.',
    })
  if (!isValidPriceTolerance(input.priceTolerancePercent))
    violations.push({
      propertyPath: 'priceTolerancePercent',
      message: PRICE_TOLERANCE_MESSAGE,
    })
  if (violations.length) throw new ResultError(invalid(violations))
  const weekly = input.schedule.cadence === 'weekly'
  const schedule: RunSchedule = weekly
    ? {
        cadence: 'weekly',
        interval: input.schedule.interval,
        weekday: input.schedule.weekday ?? 1,
      }
    : {
        cadence: 'monthly',
        interval: input.schedule.interval,
        dayOfMonth: input.schedule.dayOfMonth ?? 1,
        nextWorkingDay: input.schedule.nextWorkingDay,
      }
  return {
    schedule,
    columns: {
      name: input.name.trim(),
      cadence: schedule.cadence,
      interval: schedule.interval,
      weekday: weekly ? input.schedule.weekday : null,
      dayOfMonth: weekly ? null : input.schedule.dayOfMonth,
      nextWorkingDay: !weekly && input.schedule.nextWorkingDay,
      onProblem: input.onProblem as 'place-available' | 'place-nothing',
      priceTolerancePercent: input.priceTolerancePercent,
    },
  }
}

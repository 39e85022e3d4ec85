import { rescheduledRunDate, todayUtc } from '@shop/forms'
import type { RunSchedule } from '@shop/forms'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { fieldProps, refusalOf } from '#lib/form-field'
import type { StandingOrder } from './standing-order-queries'
import { FormErrors } from '#components/form-errors'
import { ProblemFields, ScheduleFields } from './standing-order-fields'
import {
  rulesOf,
  scheduleOf,
  useStandingOrderValidation,
} from './standing-order-values'
import type { StandingOrderValues } from './standing-order-values'
import { useRunDate } from './standing-order-text'
import { useStandingOrderChanged } from './use-standing-order-changed'

/** The form's values: what the selects and fields hold, as text. */
const valuesOf = (standingOrder: StandingOrder) => ({
  name: standingOrder.name,
  cadence: standingOrder.schedule.cadence,
  interval: String(standingOrder.schedule.interval),
  weekday: String(standingOrder.schedule.weekday ?? 1),
  dayOfMonth: String(standingOrder.schedule.dayOfMonth ?? 1),
  nextWorkingDay: String(standingOrder.schedule.nextWorkingDay),
  onProblem: standingOrder.onProblem,
  priceTolerancePercent: String(standingOrder.priceTolerancePercent),
})

/**
 * A standing order's name, schedule and what a run does about a line it cannot order as it is
 * (the fields the setting-up form has too). A changed schedule moves the next run, which the form
 * shows before it is saved (`rescheduledRunDate` of `@shop/forms`, which the backend stores). The
 * API's refusals show at their fields.
 */
export function StandingOrderSettings({
  standingOrder,
}: {
  standingOrder: StandingOrder
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const changed = useStandingOrderChanged()
  const runDate = useRunDate()
  const [today] = useState(() => todayUtc())
  const [saved, setSaved] = useState(false)
  const formId = 'standing-order-settings'
  const validation = useStandingOrderValidation()
  const form = useForm<StandingOrderValues & { name: string }>({
    initialValues: valuesOf(standingOrder),
    fields: {
      name: {
        rules: 'required:trim|length:1,80',
        label: t('standingOrderForm.name'),
      },
      ...validation.fields,
    },
    rules: validation.rules,
    messages: validation.messages,
  })
  const stored = scheduleOf(valuesOf(standingOrder))
  // A paused standing order's next run is decided when it is resumed.
  const runLine = (schedule: RunSchedule) => {
    const moved =
      stored &&
      rescheduledRunDate(stored, schedule, standingOrder.nextRunOn, today)
    return moved
      ? t('standingOrders.nextRunMoves', { date: runDate(moved) })
      : standingOrder.status === 'active' && standingOrder.nextRunOn
        ? t('standingOrders.nextRun', {
            date: runDate(standingOrder.nextRunOn),
          })
        : null
  }
  return (
    <section className="card standing-order-settings" aria-labelledby={formId}>
      <h2 id={formId}>{t('standingOrders.settings')}</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          const schedule = scheduleOf(values)
          if (!schedule) return
          setSaved(false)
          let answer: { standingOrder: StandingOrder }
          try {
            answer = await api.post('/account/standing-orders/update', {
              body: {
                standingOrderId: standingOrder.id,
                name: values.name.trim(),
                schedule,
                ...rulesOf(values),
              },
            })
          } catch (error) {
            form.setServerErrors(refusalOf(error, t('error.generic')))
            return
          }
          await changed(answer)
          setSaved(true)
        })}
      >
        <TextField
          label={t('standingOrderForm.name')}
          required
          maxLength={80}
          {...fieldProps(form, 'name', formId)}
        />
        <ScheduleFields
          form={form}
          formId={formId}
          today={today}
          runLine={runLine}
        />
        <ProblemFields form={form} formId={formId} />
        <FormErrors errors={form.formErrors} />
        <p role="status" className="live-status form-success">
          {saved ? t('standingOrders.settingsSaved') : null}
        </p>
        <div className="actions">
          <Button type="submit" variant="secondary" loading={form.submitting}>
            {t('standingOrders.saveSettings')}
          </Button>
        </div>
      </form>
    </section>
  )
}

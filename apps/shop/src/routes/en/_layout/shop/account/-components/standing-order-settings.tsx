import {
  MAX_RUN_DAY,
  MAX_SCHEDULE_INTERVAL,
  WEEKDAYS,
  firstRunDate,
  scheduleViolations,
  todayUtc,
} from '@shop/forms'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, RadioCard, RadioCardGroup, Select, TextField } from '@shop/ui'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { fieldProps, refusalOf } from '#lib/form-field'
import type { StandingOrder } from '#lib/standing-order-queries'
import { FormErrors } from '#components/form-errors'
import { useRunDate } from './standing-order-text'
import { useStandingOrderChanged } from './use-standing-order-changed'

type RunSchedule = Parameters<typeof firstRunDate>[0]

const ON_PROBLEM = ['place-available', 'place-nothing'] as const

/** 1, 2, … n as a select's options. */
const upTo = (n: number, label: (count: number) => string) =>
  Array.from({ length: n }, (_, i) => ({
    value: String(i + 1),
    label: label(i + 1),
  }))

/** The form's values: what the selects and fields hold, as text. */
const valuesOf = (standingOrder: StandingOrder) => ({
  name: standingOrder.name,
  cadence: standingOrder.schedule.cadence,
  interval: String(standingOrder.schedule.interval),
  weekday: String(standingOrder.schedule.weekday ?? 1),
  dayOfMonth: String(standingOrder.schedule.dayOfMonth ?? 1),
  onProblem: standingOrder.onProblem,
  priceTolerancePercent: String(standingOrder.priceTolerancePercent),
})

/** The schedule the form's values make. */
const scheduleOf = (values: ReturnType<typeof valuesOf>): RunSchedule =>
  values.cadence === 'monthly'
    ? {
        cadence: 'monthly',
        interval: Number(values.interval),
        dayOfMonth: Number(values.dayOfMonth),
      }
    : {
        cadence: 'weekly',
        interval: Number(values.interval),
        weekday: Number(values.weekday),
      }

const sameSchedule = (a: RunSchedule, b: StandingOrder['schedule']): boolean =>
  a.cadence === b.cadence &&
  a.interval === b.interval &&
  (a.cadence === 'weekly'
    ? a.weekday === b.weekday
    : a.dayOfMonth === b.dayOfMonth)

/**
 * A standing order's name, schedule (weekly or monthly, every so many weeks or months, on which
 * day) and what a run does about a line it cannot order as it is. A changed schedule moves the
 * next run to its first day after today, which the form shows before it is saved (the calendar of
 * `@shop/forms`, which the backend runs by). The API's refusals show at their fields.
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
  const [saved, setSaved] = useState(false)
  const formId = 'standing-order-settings'
  const form = useForm({
    initialValues: valuesOf(standingOrder),
    fields: {
      name: { rules: 'required|length:1,80', label: t('standingOrders.name') },
      cadence: {},
      interval: {},
      weekday: {},
      dayOfMonth: {},
      onProblem: {},
      priceTolerancePercent: {
        rules: 'required|number|between:0,100',
        label: t('standingOrders.tolerance'),
      },
    },
  })
  const weekly = form.values.cadence !== 'monthly'
  const schedule = scheduleOf(form.values)
  // A paused standing order's next run is decided when it is resumed.
  const nextRun = sameSchedule(schedule, standingOrder.schedule)
    ? standingOrder.status === 'active' && standingOrder.nextRunOn
      ? t('standingOrders.nextRun', { date: runDate(standingOrder.nextRunOn) })
      : null
    : scheduleViolations(schedule).length
      ? null
      : t('standingOrders.nextRunMoves', {
          date: runDate(firstRunDate(schedule, todayUtc())),
        })
  const onProblemErrors = form.fields.onProblem.touched
    ? form.fields.onProblem.errors.map((error) => error.message)
    : []
  return (
    <section className="card standing-order-form" aria-labelledby={formId}>
      <h2 id={formId}>{t('standingOrders.settings')}</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          setSaved(false)
          let answer: { standingOrder: StandingOrder }
          try {
            answer = await api.post('/account/standing-orders/update', {
              body: {
                standingOrderId: standingOrder.id,
                name: values.name.trim(),
                schedule: scheduleOf(values),
                onProblem:
                  values.onProblem === 'place-nothing'
                    ? 'place-nothing'
                    : 'place-available',
                priceTolerancePercent: values.priceTolerancePercent,
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
          label={t('standingOrders.name')}
          required
          maxLength={80}
          {...fieldProps(form, 'name', formId)}
        />
        <div className="standing-order-form__schedule">
          <Select
            label={t('standingOrders.cadence')}
            options={[
              { value: 'weekly', label: t('standingOrders.cadence.weekly') },
              { value: 'monthly', label: t('standingOrders.cadence.monthly') },
            ]}
            {...fieldProps(form, 'cadence', formId)}
          />
          <Select
            label={t('standingOrders.interval')}
            options={upTo(MAX_SCHEDULE_INTERVAL, (count) =>
              t(
                weekly
                  ? 'standingOrders.everyWeeks'
                  : 'standingOrders.everyMonths',
                { count },
              ),
            )}
            {...fieldProps(form, 'interval', formId)}
          />
          {weekly ? (
            <Select
              label={t('standingOrders.weekday')}
              options={WEEKDAYS.map((day, i) => ({
                value: String(i + 1),
                label: day,
              }))}
              {...fieldProps(form, 'weekday', formId)}
            />
          ) : (
            <Select
              label={t('standingOrders.dayOfMonth')}
              help={t('standingOrders.dayOfMonthHelp')}
              options={upTo(MAX_RUN_DAY, String)}
              {...fieldProps(form, 'dayOfMonth', formId)}
            />
          )}
        </div>
        <p role="status" className="live-status">
          {nextRun}
        </p>
        <RadioCardGroup legend={t('standingOrders.onProblem')}>
          {ON_PROBLEM.map((value) => (
            <RadioCard
              key={value}
              name={`${formId}-onProblem`}
              value={value}
              title={t(`standingOrders.onProblem.${value}`)}
              description={t(`standingOrders.onProblemHelp.${value}`)}
              checked={form.values.onProblem === value}
              aria-describedby={
                onProblemErrors.length
                  ? `${formId}-onProblem-errors`
                  : undefined
              }
              onChange={() => form.setValue('onProblem', value)}
            />
          ))}
        </RadioCardGroup>
        {onProblemErrors.length ? (
          <p className="form-error" id={`${formId}-onProblem-errors`}>
            {onProblemErrors.join(' ')}
          </p>
        ) : null}
        <TextField
          label={t('standingOrders.tolerancePercent')}
          help={t('standingOrders.toleranceHelp')}
          inputMode="numeric"
          required
          {...fieldProps(form, 'priceTolerancePercent', formId)}
        />
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

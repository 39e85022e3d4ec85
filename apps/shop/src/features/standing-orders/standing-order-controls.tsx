import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { refusalText } from '#lib/form-field'
import type { StandingOrder } from './standing-order-queries'
import { useRunDate } from './standing-order-text'
import { useStandingOrderChanged } from './use-standing-order-changed'

/** Where a standing order stands: its status and next run. */
const stateOf = ({ status, nextRunOn }: StandingOrder) =>
  `${status} ${nextRunOn}`

/**
 * Pausing and resuming a standing order, and skipping its next run (which says the date it
 * skips); what each did is said once it is done.
 */
export function StandingOrderControls({
  standingOrder,
}: {
  standingOrder: StandingOrder
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const runDate = useRunDate()
  const changed = useStandingOrderChanged()
  // What the last action did, with the state it left: once the standing order moves on (its
  // schedule changed, say), the sentence is no longer true and goes.
  const [done, setDone] = useState<{ text: string; state: string } | null>(null)
  const standingOrderId = standingOrder.id
  const pause = useMutation({
    mutationFn: (paused: boolean) =>
      api.post('/account/standing-orders/pause', {
        body: { standingOrderId, paused },
      }),
    onMutate: () => setDone(null),
    onSuccess: async (answer, paused) => {
      const next = answer.standingOrder.nextRunOn
      setDone({
        text:
          paused || !next
            ? t('standingOrders.pausedNow')
            : t('standingOrders.resumed', { date: runDate(next) }),
        state: stateOf(answer.standingOrder),
      })
      await changed(answer)
    },
  })
  const skip = useMutation({
    mutationFn: () =>
      api.post('/account/standing-orders/skip', { body: { standingOrderId } }),
    onMutate: () => setDone(null),
    onSuccess: async (answer) => {
      // The skip is recorded as a run: the newest, as every run before it was due earlier.
      const skipped = answer.standingOrder.runs[0]?.scheduledFor
      const next = answer.standingOrder.nextRunOn
      if (skipped && next)
        setDone({
          text: t('standingOrders.skipped', {
            date: runDate(skipped),
            next: runDate(next),
          }),
          state: stateOf(answer.standingOrder),
        })
      await changed(answer)
    },
  })
  const paused = standingOrder.status === 'paused'
  const error = pause.error ?? skip.error
  return (
    <section
      className="card standing-order__controls"
      aria-labelledby="standing-order-controls"
    >
      <h2 id="standing-order-controls">{t('standingOrders.runsControl')}</h2>
      <div className="actions">
        <Button
          variant="secondary"
          loading={pause.isPending}
          onClick={() => {
            skip.reset()
            pause.mutate(!paused)
          }}
        >
          {paused ? t('standingOrders.resume') : t('standingOrders.pause')}
        </Button>
        {paused || !standingOrder.nextRunOn ? null : (
          <Button
            variant="secondary"
            loading={skip.isPending}
            aria-describedby="standing-order-skip-help"
            onClick={() => {
              pause.reset()
              skip.mutate()
            }}
          >
            {t('standingOrders.skip')}
          </Button>
        )}
      </div>
      <p className="hint" id="standing-order-skip-help">
        {paused || !standingOrder.nextRunOn
          ? t('standingOrders.skipWhilePaused')
          : t('standingOrders.skipHelp', {
              date: runDate(standingOrder.nextRunOn),
            })}
      </p>
      <p role="status" className="live-status form-success">
        {done?.state === stateOf(standingOrder) ? done.text : null}
      </p>
      {error ? (
        <p role="alert" className="form-error">
          {refusalText(error)}
        </p>
      ) : null}
    </section>
  )
}

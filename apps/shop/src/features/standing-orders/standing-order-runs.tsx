import { useI18n } from '@shop/i18n/react'
import { Badge } from '@shop/ui'
import type { BadgeProps } from '@shop/ui'
import { Link } from '@tanstack/react-router'
import type { StandingOrder } from './standing-order-queries'
import { useRunDate } from './standing-order-text'

/** How a run ended. */
type Outcome =
  | 'placed'
  | 'partly-placed'
  | 'awaiting-approval'
  | 'awaiting-payment'
  | 'not-placed'
  | 'skipped'

/** A run that needs a look stands out; one that ordered nothing reads as such. */
const TONES: Readonly<Record<string, BadgeProps['tone']>> = {
  'partly-placed': 'warning',
  'awaiting-approval': 'warning',
  'awaiting-payment': 'warning',
  'not-placed': 'danger',
}

/**
 * A standing order's latest runs, newest first: the day, how it ended, the order it placed, the
 * lines it left out and why, and its note (placed late, skipped by whom, why nothing was placed).
 */
export function StandingOrderRuns({ runs }: { runs: StandingOrder['runs'] }) {
  const { t } = useI18n()
  const runDate = useRunDate()
  return (
    <section className="standing-order__runs" aria-labelledby="runs">
      <h2 id="runs">{t('standingOrders.runsTitle')}</h2>
      {runs.length === 0 ? (
        <p className="hint">{t('standingOrders.noRuns')}</p>
      ) : (
        <ul className="standing-order-runs">
          {runs.map((run) => (
            <li key={run.id} className="card standing-order-run">
              <p className="standing-order-run__head">
                <strong>{runDate(run.scheduledFor)}</strong>{' '}
                <Badge tone={TONES[run.outcome] ?? 'neutral'}>
                  {t(`standingOrders.outcome.${run.outcome as Outcome}`)}
                </Badge>
                {run.orderToken ? (
                  <>
                    {' '}
                    <Link
                      to="/en/shop/account/orders/$token"
                      params={{ token: run.orderToken }}
                    >
                      {t('standingOrders.runOrder', {
                        number: run.orderNumber ?? '',
                      })}
                    </Link>
                  </>
                ) : null}
              </p>
              {run.problems.length ? (
                <>
                  <p>{t('standingOrders.leftOut')}</p>
                  <ul>
                    {run.problems.map((problem) => (
                      <li key={problem.sku}>
                        {t('standingOrders.problem', problem)}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {run.note ? <p className="hint">{run.note}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

import { useI18n } from '@shop/i18n/react'
import type { ApiOrder } from '@shop/commerce-client'

type Step = ApiOrder['timeline'][number]['state']

/**
 * The steps an order shows: placed → confirmed → shipped → delivered, each with its date once
 * reached ("partly shipped" while only some parcels left); a canceled order shows the steps it
 * reached and its cancellation instead.
 */
function progressSteps(order: Pick<ApiOrder, 'timeline'>) {
  const reached = new Map(
    order.timeline.map((event) => [event.state, event.at]),
  )
  const steps: Step[] = reached.has('CANCELLED')
    ? order.timeline.map((event) => event.state)
    : [
        'PLACED',
        'CONFIRMED',
        reached.has('PARTLY_SHIPPED') && !reached.has('SHIPPED')
          ? 'PARTLY_SHIPPED'
          : 'SHIPPED',
        'DELIVERED',
      ]
  return steps.map((state) => ({ state, at: reached.get(state) ?? null }))
}

/** Where the order is: its steps with their dates, the warehouse's number, the expected delivery. */
export function OrderProgress({ order }: { order: ApiOrder }) {
  const { t, formatDate } = useI18n()
  if (!order.fulfilmentState) return null
  const steps = progressSteps(order)
  const current = steps.filter((step) => step.at).at(-1)?.state
  return (
    <section
      className="order-progress card"
      aria-label={t('order.fulfilment.label')}
    >
      <ol className="order-progress__steps">
        {steps.map((step) => (
          <li
            key={step.state}
            className={[
              'order-progress__step',
              step.at ? 'order-progress__step--done' : '',
              step.state === 'CANCELLED'
                ? 'order-progress__step--cancelled'
                : '',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-current={step.state === current ? 'step' : undefined}
          >
            <span className="order-progress__name">
              {t(`order.fulfilment.${step.state}`)}
            </span>
            <span className="order-progress__date">
              {step.at ? formatDate(step.at) : t('order.fulfilment.notYet')}
            </span>
          </li>
        ))}
      </ol>
      {order.distributorOrderNumber || order.expectedDelivery ? (
        <dl className="details order-progress__facts">
          {order.distributorOrderNumber ? (
            <div>
              <dt>{t('order.fulfilment.distributorNumber')}</dt>
              <dd>{order.distributorOrderNumber}</dd>
            </div>
          ) : null}
          {order.expectedDelivery &&
          current !== 'DELIVERED' &&
          current !== 'CANCELLED' ? (
            <div>
              <dt>{t('order.fulfilment.expectedDelivery')}</dt>
              <dd>{formatDate(order.expectedDelivery)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  )
}

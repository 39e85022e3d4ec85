import { useI18n } from '@shop/i18n/react'
import { EmptyState } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { standingOrdersQuery } from './standing-order-queries'
import { ButtonLink } from '#components/button-link'
import {
  StatusBadge,
  estimatedTotal,
  useSummaryText,
} from './standing-order-text'

/**
 * The member's standing orders (an administrator's: the practice's), by their next run: each
 * one's schedule, status, next run, lines and what a run costs today; how to set one up when
 * there is none.
 */
export function StandingOrders() {
  const { t, formatMoney } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const {
    data: { standingOrders },
  } = useSuspenseQuery(standingOrdersQuery(api))
  const summary = useSummaryText()
  return (
    <section className="standing-orders">
      <h1>{t('standingOrders.title')}</h1>
      <p>{t('standingOrders.intro')}</p>
      {standingOrders.length === 0 ? (
        <EmptyState
          title={t('standingOrders.none')}
          action={
            <ButtonLink to="/en/shop/account/lists" variant="secondary">
              {t('standingOrders.toLists')}
            </ButtonLink>
          }
        >
          {t('standingOrders.noneHint')}
        </EmptyState>
      ) : (
        <ul className="standing-orders__items">
          {standingOrders.map((standingOrder) => (
            <li key={standingOrder.id} className="card standing-orders__item">
              <h2>
                <Link
                  to="/en/shop/account/standing-orders/$id"
                  params={{ id: standingOrder.id }}
                >
                  {standingOrder.name}
                </Link>
              </h2>
              <StatusBadge status={standingOrder.status} />
              <p className="standing-orders__meta">{summary(standingOrder)}</p>
              <p className="standing-orders__meta">
                {t('standingOrders.lineCount', {
                  count: standingOrder.items.length,
                })}
                {standingOrder.items.length
                  ? ` · ${t('standingOrders.estimate', {
                      total: formatMoney(estimatedTotal(standingOrder.items)),
                    })}`
                  : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

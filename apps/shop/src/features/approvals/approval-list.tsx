import { useI18n } from '@shop/i18n/react'
import { EmptyState, Price } from '@shop/ui'
import { Link } from '@tanstack/react-router'
import { ApprovalReasons } from './approval-reasons'
import { memberName } from '#features/company'
import type { Cart } from '#lib/queries'
import { useCustomer } from '#lib/use-customer'
import { OrderState } from '#features/orders'
import { useApprovalOutcome } from './order-approval'

/**
 * Orders over a buyer's limit, a card each: number (to the order's approval page), buyer, when
 * approval was asked for, total, why it needs approval, its state and, once decided, who decided.
 */
export function ApprovalList({
  orders,
  empty,
}: {
  orders: readonly Cart[]
  /** What an empty list says. */
  empty: string
}) {
  const { t, formatMoney, formatDate } = useI18n()
  const customer = useCustomer()
  const outcome = useApprovalOutcome()
  if (orders.length === 0) return <EmptyState title={empty} />
  return (
    <ul className="approval-list">
      {orders.map((order) => {
        const own = customer?.id === order.placedBy.id
        const number = order.number ?? ''
        return (
          <li key={order.id} className="card approval-card">
            <div className="approval-card__head">
              <h3>
                <Link
                  to="/en/shop/account/approvals/$token"
                  params={{ token: order.token }}
                >
                  {t('approvals.order', { number })}
                </Link>
              </h3>
              <OrderState state={order.state} />
            </div>
            <dl className="details">
              <div>
                <dt>{t('approvals.buyer')}</dt>
                <dd>{memberName(order.placedBy)}</dd>
              </div>
              {order.approval ? (
                <div>
                  <dt>{t('approvals.requestedAt')}</dt>
                  <dd>{formatDate(order.approval.requestedAt)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('approvals.total')}</dt>
                <dd>
                  <Price amount={order.totalNet} format={formatMoney} />
                </dd>
              </div>
            </dl>
            {order.approval ? (
              <ApprovalReasons
                reasons={order.approval.reasons}
                buyer={own ? null : order.placedBy}
              />
            ) : null}
            {outcome(order) ? (
              <p className="approval-card__outcome">{outcome(order)}</p>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

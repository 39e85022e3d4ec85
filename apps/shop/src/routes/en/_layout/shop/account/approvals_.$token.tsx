import { useI18n } from '@shop/i18n/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { addressLine } from '#lib/address-line'
import { memberName } from '#features/company'
import { StandingOrderLink } from '#features/standing-orders'
import { orNotFound, pageNotFound } from '#lib/not-found'
import { orderQuery } from '#lib/queries'
import { OrderSummary } from '#features/cart'
import { OrderState, OrderLines } from '#features/orders'
import { ApprovalDecision, OrderApproval } from '#features/approvals'

// One order over a buyer's limit, for an approver to approve or reject.
export const Route = createFileRoute(
  '/en/_layout/shop/account/approvals_/$token',
)({
  staticData: { title: 'Approval' },
  loader: async ({ context, params, location }) => {
    // Another company's order is not found (404).
    const order = await orNotFound(
      context.queryClient.ensureQueryData(
        orderQuery(context.api, params.token),
      ),
      location.pathname,
    )
    // An order that needed no approval (or a cart) has nothing to decide here.
    if (!order.approval) throw pageNotFound(location.pathname)
    return { token: params.token }
  },
  component: ApprovalRoute,
})

function ApprovalRoute() {
  const { t, formatDate } = useI18n()
  const { token } = Route.useLoaderData()
  const { api } = Route.useRouteContext()
  const { data: order } = useSuspenseQuery(orderQuery(api, token))
  return (
    <section className="order-detail approval-detail">
      <Link to="/en/shop/account/approvals">{t('approvals.back')}</Link>
      <h1>{t('approvals.detailTitle', { number: order.number ?? '' })}</h1>
      <p className="order-detail__meta">
        {t('order.placedBy', { name: memberName(order.placedBy) })}
        {order.approval
          ? ` · ${t('approvals.requestedOn', { date: formatDate(order.approval.requestedAt) })}`
          : null}{' '}
        <OrderState state={order.state} />
        {order.purchaseOrderReference
          ? ` · ${t('account.orders.poReference', { reference: order.purchaseOrderReference })}`
          : null}
        {order.standingOrder ? (
          <>
            {' · '}
            <StandingOrderLink order={order} />
          </>
        ) : null}
      </p>
      <OrderApproval order={order} />
      <OrderLines order={order} />
      <OrderSummary cart={order} />
      <dl className="details card">
        <div>
          <dt>{t('approvals.buyer')}</dt>
          <dd>{memberName(order.placedBy)}</dd>
        </div>
        {order.paymentProvider ? (
          <div>
            <dt>{t('checkout.step.paymentProvider')}</dt>
            <dd>
              {t(
                order.paymentProvider.identifier === 'invoice'
                  ? 'checkout.invoice'
                  : 'checkout.card',
              )}
            </dd>
          </div>
        ) : null}
        {order.shippingAddress ? (
          <div>
            <dt>{t('checkout.shippingAddress')}</dt>
            <dd>{addressLine(order.shippingAddress)}</dd>
          </div>
        ) : null}
        {order.invoiceAddress ? (
          <div>
            <dt>{t('checkout.invoiceAddress')}</dt>
            <dd>{addressLine(order.invoiceAddress)}</dd>
          </div>
        ) : null}
      </dl>
      <ApprovalDecision order={order} />
    </section>
  )
}

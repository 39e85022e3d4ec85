import { useI18n } from '@shop/i18n/react'
import { Button, Skeleton } from '@shop/ui'
import { needsPaymentMethod } from '@shop/checkout'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { addressLine } from '#lib/address-line'
import { memberName } from '#features/company'
import { orNotFound, pageNotFound } from '#lib/not-found'
import { orderQuery } from '#lib/queries'
import { useCustomer } from '#lib/use-customer'
import { AddToList } from '#features/lists'
import { ButtonLink } from '#components/button-link'
import { OrderSummary } from '#features/cart'
import {
  CancelOrder,
  InvoiceLink,
  LineState,
  OrderLines,
  OrderProgress,
  OrderReturns,
  OrderShipments,
  OrderStatus,
  reorderLines,
  ReorderToast,
  returnLotSearch,
  useReorder,
} from '#features/orders'
import { OrderApproval } from '#features/approvals'
import { StandingOrderLink } from '#features/standing-orders'
import { loadPayUnpaidOrder } from '#features/checkout/lazy'

// Paying an order left unpaid needs the card step, so it loads only for such an order.
const PayUnpaidOrder = lazy(loadPayUnpaidOrder)

// One past order: what was bought, at which prices, where it went, and a way to order it again.
export const Route = createFileRoute('/en/_layout/shop/account/orders_/$token')(
  {
    staticData: { title: 'Order' },
    validateSearch: returnLotSearch,
    loader: async ({ context, params, location }) => {
      // Another customer's order is not found (404).
      const order = await orNotFound(
        context.queryClient.ensureQueryData(
          orderQuery(context.api, params.token),
        ),
        location.pathname,
      )
      // A cart is not an order yet (one sent for approval is, though not placed).
      if (!order.number && !order.approval)
        throw pageNotFound(location.pathname)
      return { token: params.token }
    },
    component: OrderRoute,
  },
)

function OrderRoute() {
  const { t, formatDate } = useI18n()
  const { token } = Route.useLoaderData()
  const { returnLot } = Route.useSearch()
  const { api } = Route.useRouteContext()
  const { data: order } = useSuspenseQuery(orderQuery(api, token))
  const reorder = useReorder()
  // Administrators and approvers see the company's orders; only the buyer pays their own.
  const own = useCustomer()?.id === order.placedBy.id
  return (
    <section className="order-detail">
      <Link to="/en/shop/account/orders">{t('account.orders.back')}</Link>
      <h1>{t('account.orders.detailTitle', { number: order.number ?? '' })}</h1>
      <p className="order-detail__meta">
        {order.placedAt
          ? t('account.orders.placedOn', { date: formatDate(order.placedAt) })
          : null}{' '}
        <OrderStatus order={order} />
        {` · ${t('order.placedBy', { name: memberName(order.placedBy) })}`}
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
      <OrderApproval order={order}>
        {order.canDecide ? (
          <div className="actions">
            <ButtonLink
              to="/en/shop/account/approvals/$token"
              params={{ token: order.token }}
              variant="primary"
            >
              {t('order.approval.decide')}
            </ButtonLink>
          </div>
        ) : null}
      </OrderApproval>
      {/* A card order approved after it went over a limit waits here for its payment, too. */}
      {own && order.state === 'payment_pending' && needsPaymentMethod(order) ? (
        <Suspense fallback={<Skeleton label={t('app.loading')} />}>
          <PayUnpaidOrder api={api} order={order} />
        </Suspense>
      ) : null}
      <OrderProgress order={order} />
      <CancelOrder order={order} />
      <OrderLines
        order={order}
        state={(id) => {
          const line = order.items.find((item) => item.id === id)
          return line ? <LineState line={line} /> : null
        }}
      />
      <OrderSummary cart={order} />
      <OrderShipments order={order} />
      <OrderReturns order={order} recalledLot={returnLot} />
      <dl className="details card">
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
      <ReorderToast
        reorder={reorder}
        success={t('account.orders.reordered', { number: order.number ?? '' })}
      />
      <div className="actions">
        {/* A rejected order's lines are back in its buyer's cart already. */}
        {order.state === 'rejected' ? null : (
          <Button
            loading={reorder.isPending}
            onClick={() => reorder.mutate(reorderLines(order))}
          >
            {t('account.orders.reorder')}
          </Button>
        )}
        <AddToList
          label={t('lists.addOrderToList')}
          what={{
            kind: 'order',
            orderToken: order.token,
            description: t('lists.orderLines', { number: order.number ?? '' }),
          }}
        />
        <InvoiceLink order={order} />
      </div>
    </section>
  )
}

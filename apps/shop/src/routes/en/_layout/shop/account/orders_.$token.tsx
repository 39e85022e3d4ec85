import { useI18n } from '@shop/i18n/react'
import { Button, Price, Skeleton } from '@shop/ui'
import { needsPaymentMethod } from '@shop/checkout'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { addressLine } from '#lib/address-line'
import { orNotFound, pageNotFound } from '#lib/not-found'
import { orderQuery } from '#lib/queries'
import { OrderSummary } from '#components/order-summary'
import { InvoiceLink } from '../-components/invoice-link'
import { OrderState } from '../-components/order-state'
import { ReorderToast } from '../-components/reorder-toast'
import { reorderLines, useReorder } from '../-components/use-reorder'

// Paying an order left unpaid needs the card step, so it loads only for such an order.
const PayUnpaidOrder = lazy(
  () => import('../checkout/-components/pay-unpaid-order'),
)

// One past order: what was bought, at which prices, where it went, and a way to order it again.
export const Route = createFileRoute('/en/_layout/shop/account/orders_/$token')(
  {
    staticData: { title: 'Order' },
    loader: async ({ context, params, location }) => {
      // Another customer's order is not found (404).
      const order = await orNotFound(
        context.queryClient.ensureQueryData(
          orderQuery(context.api, params.token),
        ),
        location.pathname,
      )
      // A cart is not an order yet.
      if (!order.number) throw pageNotFound(location.pathname)
      return { token: params.token }
    },
    component: OrderRoute,
  },
)

function OrderRoute() {
  const { t, formatMoney, formatDate } = useI18n()
  const { token } = Route.useLoaderData()
  const { api } = Route.useRouteContext()
  const { data: order } = useSuspenseQuery(orderQuery(api, token))
  const reorder = useReorder()
  return (
    <section className="order-detail">
      <Link to="/en/shop/account/orders">{t('account.orders.back')}</Link>
      <h1>{t('account.orders.detailTitle', { number: order.number ?? '' })}</h1>
      <p className="order-detail__meta">
        {order.placedAt
          ? t('account.orders.placedOn', { date: formatDate(order.placedAt) })
          : null}{' '}
        <OrderState state={order.state} />
        {order.purchaseOrderReference
          ? ` · ${t('account.orders.poReference', { reference: order.purchaseOrderReference })}`
          : null}
      </p>
      {order.state === 'payment_pending' && needsPaymentMethod(order) ? (
        <Suspense fallback={<Skeleton label={t('app.loading')} />}>
          <PayUnpaidOrder api={api} order={order} />
        </Suspense>
      ) : null}
      {/* On a phone the rows become cards (app.css). */}
      <table className="ui-table order-lines">
        <thead>
          <tr>
            <th scope="col">{t('account.orders.product')}</th>
            <th scope="col">{t('account.orders.quantity')}</th>
            <th scope="col" className="ui-table__amount">
              {t('account.orders.unitPrice')}
            </th>
            <th scope="col" className="ui-table__amount">
              {t('account.orders.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td className="order-lines__product">
                {item.product.name}
                <br />
                <small>{item.product.sku}</small>
              </td>
              <td className="order-lines__quantity">
                <span className="order-lines__label">
                  {t('account.orders.quantity')}:{' '}
                </span>
                {item.quantity}
              </td>
              <td className="ui-table__amount order-lines__unit">
                <span className="order-lines__label">
                  {t('account.orders.unitPrice')}:{' '}
                </span>
                <Price amount={item.itemPriceNet} format={formatMoney} />
              </td>
              <td className="ui-table__amount order-lines__total">
                <Price amount={item.totalNet} format={formatMoney} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderSummary cart={order} />
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
        <Button
          loading={reorder.isPending}
          onClick={() => reorder.mutate(reorderLines(order))}
        >
          {t('account.orders.reorder')}
        </Button>
        <InvoiceLink order={order} />
      </div>
    </section>
  )
}

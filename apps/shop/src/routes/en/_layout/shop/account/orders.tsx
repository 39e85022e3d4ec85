import type { OrdersQuery } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import { Button, EmptyState, Price } from '@shop/ui'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import type { Api } from '../../../../../lib/api'
import { reorderLines, useReorder } from '../-components/use-reorder'

const ordersQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'orders'],
    queryFn: () => api.get<OrdersQuery['orders']>('/account/orders'),
  })

export const Route = createFileRoute('/en/_layout/shop/account/orders')({
  staticData: { title: 'Orders' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(ordersQuery(context.api)),
  component: OrdersRoute,
})

function OrdersRoute() {
  const { t, formatMoney, formatDate } = useI18n()
  const { api } = Route.useRouteContext()
  const { data } = useSuspenseQuery(ordersQuery(api))
  const reorder = useReorder()
  return (
    <section>
      <h1>{t('account.orders')}</h1>
      {reorder.isSuccess ? (
        <p role="status" className="form-success">
          {t('quickOrder.added', { count: reorder.variables.length })}
        </p>
      ) : null}
      {data.orders.length === 0 ? (
        <EmptyState title={t('account.orders.none')} />
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('account.orders.number')}</th>
              <th scope="col">{t('account.orders.date')}</th>
              <th scope="col">{t('account.orders.state')}</th>
              <th scope="col">{t('account.orders.total')}</th>
              <th scope="col">
                <span className="visually-hidden">
                  {t('account.orders.reorder')}
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link
                    to="/en/shop/account/orders/$token"
                    params={{ token: order.token }}
                  >
                    {order.number}
                  </Link>
                </td>
                <td>{order.placedAt ? formatDate(order.placedAt) : ''}</td>
                <td>{t(`order.state.${order.state}` as 'order.state.new')}</td>
                <td>
                  <Price amount={order.totalNet} format={formatMoney} />
                </td>
                <td>
                  <Button
                    size="small"
                    variant="secondary"
                    loading={
                      reorder.isPending &&
                      reorder.variables?.[0]?.sku ===
                        order.items[0]?.product.sku
                    }
                    onClick={() => reorder.mutate(reorderLines(order))}
                  >
                    {t('account.orders.reorder')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

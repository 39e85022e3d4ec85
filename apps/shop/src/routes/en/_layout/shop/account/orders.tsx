import { useI18n } from '@shop/i18n/react'
import { Button, EmptyState, OrderRow, OrderTable, Price } from '@shop/ui'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import type { Api } from '#lib/api'
import { InvoiceLink } from '../-components/invoice-link'
import { OrderState } from '../-components/order-state'
import { ReorderToast } from '../-components/reorder-toast'
import { reorderLines, useReorder } from '../-components/use-reorder'

const ordersQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'orders'],
    queryFn: () => api.get('/account/orders'),
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
    <section className="order-history">
      <h1>{t('account.orders')}</h1>
      <ReorderToast
        reorder={reorder}
        success={t('quickOrder.added', {
          count: reorder.variables?.length ?? 0,
        })}
      />
      {data.orders.length === 0 ? (
        <EmptyState title={t('account.orders.none')} />
      ) : (
        <OrderTable
          columns={{
            number: t('account.orders.number'),
            date: t('account.orders.date'),
            state: t('account.orders.state'),
            total: t('account.orders.total'),
            actions: t('account.orders.reorder'),
          }}
        >
          {data.orders.map((order) => (
            <OrderRow
              key={order.id}
              number={
                <Link
                  to="/en/shop/account/orders/$token"
                  params={{ token: order.token }}
                >
                  {order.number}
                </Link>
              }
              date={order.placedAt ? formatDate(order.placedAt) : ''}
              state={<OrderState state={order.state} />}
              total={<Price amount={order.totalNet} format={formatMoney} />}
              action={
                <div className="actions">
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
                  <InvoiceLink order={order} size="small" />
                </div>
              }
            />
          ))}
        </OrderTable>
      )}
    </section>
  )
}

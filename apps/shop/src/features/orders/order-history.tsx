import { useI18n } from '@shop/i18n/react'
import {
  Button,
  EmptyState,
  OrderRow,
  OrderTable,
  Price,
  Select,
} from '@shop/ui'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router'
import { memberName, membersQuery } from '#features/company'
import { useCustomer } from '#lib/use-customer'
import { InvoiceLink } from './invoice-link'
import { OrderStatus } from './order-status'
import { ReorderToast } from './reorder-toast'
import { reorderLines, useReorder } from './use-reorder'
import { ordersQuery } from '#lib/account-queries'
import { StandingOrderLink } from '#features/standing-orders'

/**
 * The order history with who placed each order. Who sees the company's orders (`can`, decision
 * 024) may narrow them to one member's (`placedBy`, kept in the address).
 */
export function OrderHistory({ placedBy }: { placedBy?: number }) {
  const { t, formatMoney, formatDate } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const navigate = useNavigate()
  const customer = useCustomer()
  const filterable = Boolean(
    customer?.can.seeCompanyOrders && customer.can.seeMembers,
  )
  const { data } = useSuspenseQuery(ordersQuery(api, placedBy))
  // Without the members the list still shows, only not narrowed by a choice.
  const members = useQuery({ ...membersQuery(api), enabled: filterable })
  const reorder = useReorder()
  return (
    <section className="order-history">
      <h1>{t('account.orders')}</h1>
      {filterable && members.data ? (
        <div className="order-history__filter">
          <Select
            label={t('account.orders.filterPlacedBy')}
            placeholder={t('account.orders.everyone')}
            value={placedBy === undefined ? '' : String(placedBy)}
            options={members.data.map((member) => ({
              value: member.id,
              label: memberName(member),
            }))}
            onChange={(event) =>
              void navigate({
                to: '/en/shop/account/orders',
                search: event.target.value
                  ? { placedBy: Number(event.target.value) }
                  : {},
              })
            }
          />
        </div>
      ) : null}
      <ReorderToast
        reorder={reorder}
        success={t('quickOrder.added', {
          count: reorder.variables?.length ?? 0,
        })}
      />
      {data.orders.length === 0 ? (
        <EmptyState
          title={t(
            placedBy === undefined
              ? 'account.orders.none'
              : 'account.orders.noneByMember',
          )}
        />
      ) : (
        <OrderTable
          columns={{
            number: t('account.orders.number'),
            date: t('account.orders.date'),
            placedBy: t('account.orders.placedBy'),
            state: t('account.orders.state'),
            total: t('account.orders.total'),
            actions: t('account.orders.reorder'),
          }}
        >
          {data.orders.map((order) => {
            // An order waiting for approval is not placed yet: it has the date it was sent.
            const date = order.placedAt ?? order.approval?.requestedAt
            return (
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
                date={date ? formatDate(date) : ''}
                placedBy={
                  order.standingOrder ? (
                    <>
                      {memberName(order.placedBy)}
                      <br />
                      <StandingOrderLink order={order} />
                    </>
                  ) : (
                    memberName(order.placedBy)
                  )
                }
                state={<OrderStatus order={order} />}
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
            )
          })}
        </OrderTable>
      )}
    </section>
  )
}

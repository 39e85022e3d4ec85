import { useI18n } from '@shop/i18n/react'
import { Badge, EmptyState } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { memberName } from '#features/company'
import { listsQuery } from './list-queries'
import type { OrderList } from './list-queries'
import { useCustomer } from '#lib/use-customer'
import { ListForm } from './list-form'
import { listTotal } from './list-total'

/**
 * The member's order lists and the company's shared ones, most recently changed first: how many
 * lines, shared or not, whose (when not the member's) and when last changed; and a new list.
 */
export function OrderLists() {
  const { t, formatDate, formatMoney } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const { data: lists } = useSuspenseQuery(listsQuery(api))
  const customer = useCustomer()
  const totalText = (items: OrderList['items']) => {
    const { total, leftOut } = listTotal(items)
    return t('lists.totalShort', {
      amount: formatMoney(total),
      count: leftOut.length,
    })
  }
  return (
    <section className="order-lists">
      <h1>{t('lists.title')}</h1>
      <p>{t('lists.intro')}</p>
      {lists.length === 0 ? (
        <EmptyState title={t('lists.none')}>{t('lists.noneHint')}</EmptyState>
      ) : (
        <ul className="order-lists__items">
          {lists.map((list) => (
            <li key={list.id} className="card order-lists__item">
              <h2>
                <Link to="/en/shop/account/lists/$id" params={{ id: list.id }}>
                  {list.name}
                </Link>
              </h2>
              {list.shared ? <Badge>{t('lists.shared')}</Badge> : null}
              <p className="order-lists__meta">
                {[
                  t('lists.lineCount', { count: list.items.length }),
                  list.items.length ? totalText(list.items) : null,
                  list.owner.id === customer?.id
                    ? null
                    : t('lists.owner', { name: memberName(list.owner) }),
                  t('lists.updated', { date: formatDate(list.updatedAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
      <ListForm />
    </section>
  )
}

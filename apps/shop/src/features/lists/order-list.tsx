import { useI18n } from '@shop/i18n/react'
import { Badge, Button, Checkbox, EmptyState, Modal, Price } from '@shop/ui'
import {
  useMutation,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { Suspense, lazy, useState } from 'react'
import { memberName } from '#features/company'
import { refusalText } from '#lib/form-field'
import { listQuery } from './list-queries'
import { putCart } from '#lib/queries'
import { useCustomer } from '#lib/use-customer'
import { csvFileName, downloadCsv, listCsv } from './list-csv'
import { ListForm } from './list-form'
import { DeleteList } from './delete-list'
import { ListImport } from './list-import'
import { listTotal } from './list-total'
import { OrderListLines } from './order-list-lines'
import { loadNewStandingOrderForm } from '#features/standing-orders/lazy'

const loadStandingOrderForm = () =>
  loadNewStandingOrderForm().then((m) => ({
    default: m.NewStandingOrderForm,
  }))
// The standing-order form, its schedule rules and queries load when its dialog opens (or the
// pointer comes near its button), not with the list.
const NewStandingOrderForm = lazy(loadStandingOrderForm)

/**
 * One order list: its lines, all or the chosen ones put into the cart in one request (what was
 * left out is named), lines added by pasting or uploading, the list exported as CSV, made a
 * standing order by a buyer, and for who may manage it its name, sharing and deletion.
 */
export function OrderListPage({ listId }: { listId: string }) {
  const { t, formatDate, formatMoney } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const { data: list } = useSuspenseQuery(listQuery(api, listId))
  const customer = useCustomer()
  // Every line that is sold is chosen until the member unticks it; new lines come chosen too.
  const [unchosen, setUnchosen] = useState<ReadonlySet<string>>(new Set())
  const available = list.items.filter((item) => item.available)
  const chosen = available.filter((item) => !unchosen.has(item.product.id))
  const choose = (productIds: string[], yes: boolean) =>
    setUnchosen((current) => {
      const next = new Set(current)
      for (const id of productIds) {
        if (yes) next.delete(id)
        else next.add(id)
      }
      return next
    })
  const toCart = useMutation({
    mutationFn: (productIds?: string[]) =>
      api.post('/account/lists/to-cart', { body: { listId, productIds } }),
    onSuccess: ({ cart }) => putCart(queryClient, api, cart),
  })
  const own = list.owner.id === customer?.id
  const { total, leftOut } = listTotal(list.items)
  const [scheduling, setScheduling] = useState(false)

  return (
    <section className="order-list">
      <Link to="/en/shop/account/lists">{t('lists.back')}</Link>
      <h1>{list.name}</h1>
      <p className="order-list__meta">
        {list.shared ? <Badge>{t('lists.shared')}</Badge> : null}{' '}
        {[
          t('lists.lineCount', { count: list.items.length }),
          own ? null : t('lists.sharedBy', { name: memberName(list.owner) }),
          t('lists.updated', { date: formatDate(list.updatedAt) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {list.items.length === 0 ? (
        <EmptyState title={t('lists.empty')}>{t('lists.emptyHint')}</EmptyState>
      ) : (
        <>
          <div className="actions order-list__actions">
            <Button
              loading={toCart.isPending && !toCart.variables}
              disabled={available.length === 0}
              onClick={() => toCart.mutate(undefined)}
            >
              {t('lists.addAll')}
            </Button>
            <Button
              variant="secondary"
              loading={toCart.isPending && Boolean(toCart.variables)}
              disabled={chosen.length === 0}
              onClick={() =>
                toCart.mutate(chosen.map((item) => item.product.id))
              }
            >
              {t('lists.addChosen', { count: chosen.length })}
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                downloadCsv(
                  csvFileName(list.name),
                  listCsv(
                    list.items.map((item) => ({
                      sku: item.product.sku,
                      quantity: item.quantity,
                    })),
                  ),
                )
              }
            >
              {t('lists.export')}
            </Button>
            {/* Only who may place orders sets up standing ones. */}
            {customer?.can.placeOrders ? (
              <Button
                variant="secondary"
                aria-haspopup="dialog"
                disabled={available.length === 0}
                onPointerEnter={() => void loadStandingOrderForm()}
                onFocus={() => void loadStandingOrderForm()}
                onClick={() => setScheduling(true)}
              >
                {t('standingOrderForm.fromList')}
              </Button>
            ) : null}
          </div>
          <div role="status" className="live-status">
            {toCart.isSuccess ? (
              <div className="card order-list__outcome">
                <p className="form-success">
                  {t('lists.added', { count: toCart.data.added })}{' '}
                  <Link to="/en/shop/cart">{t('lists.viewCart')}</Link>
                </p>
                {toCart.data.skipped.length ? (
                  <>
                    <p>{t('lists.skipped')}</p>
                    <ul>
                      {toCart.data.skipped.map((line) => (
                        <li key={line.sku}>{t('lists.skippedLine', line)}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </div>
            ) : null}
          </div>
          {toCart.error ? (
            <p role="alert" className="form-error">
              {refusalText(toCart.error)}
            </p>
          ) : null}
          <h2 className="visually-hidden">{t('lists.linesTitle')}</h2>
          {available.length > 1 ? (
            <Checkbox
              label={t('lists.chooseAll')}
              checked={chosen.length === available.length}
              onChange={(event) =>
                choose(
                  available.map((item) => item.product.id),
                  event.target.checked,
                )
              }
            />
          ) : null}
          <OrderListLines
            list={list}
            isChosen={(productId) => !unchosen.has(productId)}
            onChoose={(productId, yes) => choose([productId], yes)}
          />
          <div className="card order-list__total">
            <p className="order-list__total-row">
              <span>{t('lists.total')}</span>
              <Price amount={total} format={formatMoney} />
            </p>
            {leftOut.length ? (
              <p>{t('lists.totalLeftOut', { names: leftOut.join(', ') })}</p>
            ) : null}
          </div>
        </>
      )}
      {scheduling ? (
        <Modal
          open
          onClose={() => setScheduling(false)}
          title={t('standingOrderForm.fromList')}
          closeLabel={t('app.close')}
          className="standing-order-dialog"
        >
          <Suspense fallback={<p>{t('app.loading')}</p>}>
            <NewStandingOrderForm
              source={{ kind: 'list', listId, listName: list.name }}
            />
          </Suspense>
        </Modal>
      ) : null}
      <ListImport list={list} />
      {list.canManage ? (
        <>
          <ListForm key={list.id} list={list} />
          <DeleteList list={list} />
        </>
      ) : null}
    </section>
  )
}

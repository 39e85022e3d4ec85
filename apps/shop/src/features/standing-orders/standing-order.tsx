import { packLine, unitQuantity } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import { Notice } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { useRef } from 'react'
import { addressLine } from '#lib/address-line'
import { standingOrderQuery } from './standing-order-queries'
import type { StandingOrder } from './standing-order-queries'
import { CancelStandingOrder } from './cancel-standing-order'
import { StandingOrderControls } from './standing-order-controls'
import { StandingOrderSettings } from './standing-order-settings'
import { StandingOrderLines } from './standing-order-lines'
import { StandingOrderRuns } from './standing-order-runs'
import { StatusBadge, useSummaryText } from './standing-order-text'

/**
 * One standing order: its status, next run and schedule, where it ships and how it is paid; paused
 * or resumed, its next run skipped, its settings and lines changed, its runs with the orders they
 * placed, and cancelled after asking. A cancelled one is shown as it was, changed no more.
 */
export function StandingOrderPage({
  standingOrderId,
}: {
  standingOrderId: string
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const {
    data: { standingOrder },
  } = useSuspenseQuery(standingOrderQuery(api, standingOrderId))
  const summary = useSummaryText()
  const heading = useRef<HTMLHeadingElement>(null)
  const cancelled = standingOrder.status === 'cancelled'
  return (
    <section className="standing-order">
      <Link to="/en/shop/account/standing-orders">
        {t('standingOrders.back')}
      </Link>
      <h1 ref={heading} tabIndex={-1}>
        {standingOrder.name}
      </h1>
      <p className="standing-order__meta">
        <StatusBadge status={standingOrder.status} /> {summary(standingOrder)}
      </p>
      {cancelled ? (
        <Notice tone="danger">
          <p>{t('standingOrders.cancelledNotice')}</p>
        </Notice>
      ) : standingOrder.status === 'paused' ? (
        <Notice tone="warning">
          <p>{t('standingOrders.pausedNotice')}</p>
        </Notice>
      ) : null}
      <StandingOrderDetails standingOrder={standingOrder} />
      {cancelled ? (
        <StandingOrderItems items={standingOrder.items} />
      ) : (
        <>
          <StandingOrderControls standingOrder={standingOrder} />
          <StandingOrderLines
            key={standingOrder.id}
            standingOrder={standingOrder}
          />
          <StandingOrderSettings
            key={`settings-${standingOrder.id}`}
            standingOrder={standingOrder}
          />
        </>
      )}
      <StandingOrderRuns runs={standingOrder.runs} />
      {cancelled ? null : (
        <CancelStandingOrder
          standingOrder={standingOrder}
          // The question is gone with the buttons: the reader goes on from the top.
          onCancelled={() => heading.current?.focus()}
        />
      )}
    </section>
  )
}

/**
 * A carrier's title in the shop's locale, as the checkout's `carrierText` finds it: written out
 * here, as importing it would put it in a chunk of its own, which every page's first-load script
 * would have to name.
 */
const carrierTitle = (carrier: NonNullable<StandingOrder['carrier']>) =>
  (
    carrier.translations.find((tr) => tr.locale === 'en_US') ??
    carrier.translations[0]
  )?.title ?? carrier.identifier

/** Where a standing order ships, who is invoiced, how it is sent and paid, and its rules. */
function StandingOrderDetails({
  standingOrder,
}: {
  standingOrder: StandingOrder
}) {
  const { t } = useI18n()
  const { carrier, paymentProvider } = standingOrder
  return (
    <dl className="details card">
      <div>
        <dt>{t('checkout.shippingAddress')}</dt>
        <dd>
          {standingOrder.shippingAddress
            ? addressLine(standingOrder.shippingAddress)
            : '—'}
        </dd>
      </div>
      <div>
        <dt>{t('checkout.invoiceAddress')}</dt>
        <dd>
          {standingOrder.invoiceAddress
            ? addressLine(standingOrder.invoiceAddress)
            : '—'}
        </dd>
      </div>
      <div>
        <dt>{t('checkout.carrier')}</dt>
        <dd>{carrier ? carrierTitle(carrier) : '—'}</dd>
      </div>
      <div>
        <dt>{t('checkout.step.paymentProvider')}</dt>
        <dd>
          {!paymentProvider
            ? '—'
            : t(
                paymentProvider.identifier === 'invoice'
                  ? 'checkout.invoice'
                  : 'checkout.card',
              )}
        </dd>
      </div>
      {standingOrder.purchaseOrderReference ? (
        <div>
          <dt>{t('standingOrders.reference')}</dt>
          <dd>{standingOrder.purchaseOrderReference}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('standingOrders.onProblem')}</dt>
        <dd>
          {t(
            standingOrder.onProblem === 'place-nothing'
              ? 'standingOrders.onProblem.place-nothing'
              : 'standingOrders.onProblem.place-available',
          )}
        </dd>
      </div>
      <div>
        <dt>{t('standingOrders.tolerance')}</dt>
        <dd>
          {t('standingOrders.toleranceValue', {
            percent: standingOrder.priceTolerancePercent,
          })}
        </dd>
      </div>
    </dl>
  )
}

/** A cancelled standing order's lines, as they were, in the product's units with its pack. */
function StandingOrderItems({ items }: { items: StandingOrder['items'] }) {
  const { t, formatMoney } = useI18n()
  return (
    <section className="standing-order__lines" aria-labelledby="lines">
      <h2 id="lines">{t('standingOrders.linesTitle')}</h2>
      <ul className="standing-order__items">
        {items.map((item) => (
          <li key={item.id}>
            {t('standingOrders.itemLine', {
              quantity: unitQuantity(t, item.product, item.quantity),
              name: item.product.name,
              sku: item.product.sku,
              pack: packLine(t, formatMoney, item.product),
            })}
          </li>
        ))}
      </ul>
    </section>
  )
}

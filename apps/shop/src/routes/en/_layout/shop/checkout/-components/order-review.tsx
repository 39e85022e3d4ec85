import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { approvalReasonText } from '#components/approval-reasons'
import type { ApprovalReason } from '#components/approval-reasons'
import { addressLine } from '#lib/address-line'
import type { Cart } from '#lib/queries'
import { OrderSummary } from '#components/order-summary'
import { carrierText } from './carrier-text'

/**
 * What the buyer is about to order, with the choices made, the totals and the place-order button
 * (or, after a failed card payment, the button that pays the placed order again). An order over
 * the buyer's purchase limit is sent for approval instead, and says why.
 */
export function OrderReview({
  order,
  approvalNeeded,
  cardLabel,
  error,
  incomplete,
  canPlace,
  placing,
  unpaid,
  unverified,
  onPlace,
}: {
  order: Cart
  /** Why placing the order now would need an approver's approval; empty when it would not. */
  approvalNeeded: readonly ApprovalReason[]
  /** The chosen saved card as buyers know it, when known. */
  cardLabel: string | null
  error: string | null
  incomplete: boolean
  canPlace: boolean
  placing: boolean
  unpaid: boolean
  /** The customer's address is not confirmed yet: the banner above says how. */
  unverified: boolean
  onPlace: () => void
}) {
  const i18n = useI18n()
  const { t } = i18n
  const provider = order.paymentProvider
  const forApproval = approvalNeeded.length > 0 && !unpaid
  return (
    <aside className="card checkout__review" aria-labelledby="review">
      <h2 id="review">{t('checkout.review')}</h2>
      <ul className="review-lines">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.product.name}
          </li>
        ))}
      </ul>
      <dl className="review-choices">
        <div>
          <dt>{t('checkout.shippingAddress')}</dt>
          <dd>
            {order.shippingAddress ? addressLine(order.shippingAddress) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('checkout.invoiceAddress')}</dt>
          <dd>
            {order.invoiceAddress ? addressLine(order.invoiceAddress) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('checkout.carrier')}</dt>
          <dd>
            {order.carrier
              ? (carrierText(order.carrier)?.title ?? order.carrier.identifier)
              : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('checkout.step.paymentProvider')}</dt>
          <dd>
            {!provider
              ? '—'
              : provider.identifier === 'invoice'
                ? t('checkout.invoice')
                : (cardLabel ?? t('checkout.card'))}
          </dd>
        </div>
      </dl>
      <OrderSummary cart={order} />
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {incomplete ? <p className="hint">{t('checkout.incomplete')}</p> : null}
      {unverified ? <p className="hint">{t('checkout.unverified')}</p> : null}
      {forApproval ? (
        <p className="banner checkout__approval">
          {t('checkout.approval.needed', {
            // The reasons, sentences of their own elsewhere, run on inside this one.
            reasons: approvalNeeded
              .map((reason) => approvalReasonText(i18n, reason, null))
              .map((text) => text.charAt(0).toLowerCase() + text.slice(1))
              .join('; '),
          })}
        </p>
      ) : null}
      <Button loading={placing} disabled={!canPlace} onClick={onPlace}>
        {placing
          ? t(
              unpaid
                ? 'checkout.paying'
                : forApproval
                  ? 'checkout.approval.sending'
                  : 'checkout.placing',
            )
          : t(
              unpaid
                ? 'checkout.retryPayment'
                : forApproval
                  ? 'checkout.approval.send'
                  : 'checkout.placeOrder',
            )}
      </Button>
    </aside>
  )
}

import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { approvalReasonText } from '#features/approvals'
import type { ApprovalReason } from '#features/approvals'
import { addressLine } from '#lib/address-line'
import type { Cart } from '#lib/queries'
import { OrderSummary } from '#features/cart'
import { PurchaseLimits } from '#features/catalogue'
import { carrierText } from './carrier-text'
import { RepeatOrder } from './repeat-order'
import { ReviewLines } from './review-lines'

/**
 * What the buyer is about to order, with the choices made, the totals and the place-order button
 * (or, after a failed card payment, the button that pays the placed order again). An order over
 * the buyer's purchase limit is sent for approval instead, and says why. The cart may also be
 * repeated on a schedule with the same choices, which neither places nor changes it.
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
  reference,
  canRepeat,
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
  /** The purchase order reference typed so far; a standing order of the cart takes it over. */
  reference: string
  /** Whether every choice is made, so that the cart could be repeated on a schedule. */
  canRepeat: boolean
  onPlace: () => void
}) {
  const i18n = useI18n()
  const { t, formatMoney } = i18n
  // Lines whose price moved since the buyer last saw the cart: placing refused them once, and the
  // cart it answered, with the new totals below, is what placing again charges (issue 34).
  const moved = order.items.filter((item) => item.priceChange)
  const provider = order.paymentProvider
  const forApproval = approvalNeeded.length > 0 && !unpaid
  const choices = [
    {
      term: t('checkout.shippingAddress'),
      value: order.shippingAddress ? addressLine(order.shippingAddress) : '—',
    },
    {
      term: t('checkout.invoiceAddress'),
      value: order.invoiceAddress ? addressLine(order.invoiceAddress) : '—',
    },
    {
      term: t('checkout.carrier'),
      value: order.carrier
        ? (carrierText(order.carrier)?.title ?? order.carrier.identifier)
        : '—',
    },
    {
      term: t('checkout.step.paymentProvider'),
      value: !provider
        ? '—'
        : provider.identifier === 'invoice'
          ? t('checkout.invoice')
          : (cardLabel ?? t('checkout.card')),
    },
    { term: t('checkout.reviewReference'), value: reference.trim() || '—' },
  ]
  return (
    <aside className="card checkout__review" aria-labelledby="review">
      <h2 id="review">{t('checkout.review')}</h2>
      <ReviewLines order={order} />
      <dl className="review-choices">
        {choices.map((choice) => (
          <div key={choice.term}>
            <dt>{choice.term}</dt>
            <dd>{choice.value}</dd>
          </div>
        ))}
      </dl>
      <OrderSummary cart={order} />
      <PurchaseLimits cart={order} />
      {moved.length && !unpaid ? (
        <div role="alert" className="banner checkout__prices-changed">
          {moved.map((item) => (
            <p key={item.id}>
              {t('checkout.priceChanged', {
                name: item.product.name,
                price: formatMoney(item.unitPrice),
                previous: formatMoney(item.priceChange?.previousUnitPrice ?? 0),
              })}
            </p>
          ))}
          <p>{t('checkout.reviewPrices')}</p>
        </div>
      ) : null}
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
      {/* A placed order waiting for its payment is no cart to repeat any more. */}
      {unpaid ? null : (
        <RepeatOrder
          order={order}
          reference={reference}
          summary={choices}
          disabled={!canRepeat || placing}
        />
      )}
    </aside>
  )
}

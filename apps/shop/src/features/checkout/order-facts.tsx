import { useI18n } from '@shop/i18n/react'
import { awaitsApproval } from '@shop/checkout'
import { addressLine } from '#lib/address-line'
import type { Cart } from '#lib/queries'

/**
 * What the buyer needs to file an order they just placed: when (labelled, as a bare date said
 * nothing), where it goes, where the invoice goes and their purchase order reference.
 */
export function OrderFacts({ order }: { order: Cart }) {
  const { t, formatDate } = useI18n()
  const facts = [
    order.placedAt && {
      term: t(
        awaitsApproval(order)
          ? 'confirmation.requestedAt'
          : 'confirmation.placedAt',
      ),
      value: formatDate(order.placedAt),
    },
    order.shippingAddress && {
      term: t('checkout.shippingAddress'),
      value: addressLine(order.shippingAddress),
    },
    order.invoiceAddress && {
      term: t('checkout.invoiceAddress'),
      value: addressLine(order.invoiceAddress),
    },
    order.purchaseOrderReference && {
      term: t('checkout.reviewReference'),
      value: order.purchaseOrderReference,
    },
  ].filter((fact) => Boolean(fact)) as { term: string; value: string }[]
  return (
    <dl className="review-choices confirmation__facts">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

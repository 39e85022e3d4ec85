import type { ApiCart } from '@shop/commerce-client'
import { useI18n } from '@shop/i18n/react'
import type { I18nValue } from '@shop/i18n/react'
import type { OrderMember } from '#features/company'

/** Which purchase limit an order goes over, the limit, and the order's or the month's total. */
export type ApprovalReason = ApiCart['approvalNeeded'][number]

/**
 * One reason in words: "Over Jamie’s limit of $200.00 per order: $350.00", or "your limit" for
 * the buyer's own order (`buyer` null).
 */
export function approvalReasonText(
  { t, formatMoney }: Pick<I18nValue, 't' | 'formatMoney'>,
  reason: ApprovalReason,
  buyer: OrderMember | null,
): string {
  const amounts = {
    limit: formatMoney(reason.limit),
    amount: formatMoney(reason.amount),
  }
  if (reason.kind === 'ORDER_LIMIT')
    return buyer
      ? t('order.approval.reason.orderLimit', {
          ...amounts,
          name: buyer.firstname,
        })
      : t('order.approval.reason.orderLimitOwn', amounts)
  return buyer
    ? t('order.approval.reason.monthlyLimit', amounts)
    : t('order.approval.reason.monthlyLimitOwn', amounts)
}

/** Why an order needs approval, a reason per line; `buyer` null when it is the reader's own. */
export function ApprovalReasons({
  reasons,
  buyer,
}: {
  reasons: readonly ApprovalReason[]
  buyer: OrderMember | null
}) {
  const i18n = useI18n()
  return (
    <ul className="approval-reasons">
      {reasons.map((reason) => (
        <li key={reason.kind}>{approvalReasonText(i18n, reason, buyer)}</li>
      ))}
    </ul>
  )
}

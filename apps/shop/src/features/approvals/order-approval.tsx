import { useI18n } from '@shop/i18n/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ApprovalReasons } from './approval-reasons'
import { memberName } from '#features/company'
import type { Cart } from '#lib/queries'
import { useCustomer } from '#lib/use-customer'

/** An order's approval as it stands, in a sentence: waiting, or who decided when (and why not). */
export function useApprovalOutcome() {
  const { t, formatDate } = useI18n()
  return (order: Cart) => {
    const approval = order.approval
    if (!approval || approval.state === 'PENDING') return null
    const name = approval.decidedBy
      ? memberName(approval.decidedBy)
      : t('order.approval.anApprover')
    const date = approval.decidedAt ? formatDate(approval.decidedAt) : ''
    if (approval.state === 'APPROVED')
      return t(
        order.state === 'payment_pending'
          ? 'order.approval.approvedAwaitingPayment'
          : 'order.approval.approved',
        { name, date },
      )
    return approval.note
      ? t('order.approval.rejected', { name, date, reason: approval.note })
      : t('order.approval.rejectedNoReason', { name, date })
  }
}

/**
 * The approval of an order that went over its buyer's limit: waiting (and why), or approved, or
 * rejected with the approver's reason and, for the buyer, the way to the cart its lines went back
 * into. Nothing shows for an order that needed no approval.
 */
export function OrderApproval({
  order,
  children,
}: {
  order: Cart
  /** What the reader may do about it, e.g. a link to decide. */
  children?: ReactNode
}) {
  const { t } = useI18n()
  const customer = useCustomer()
  const outcome = useApprovalOutcome()
  const approval = order.approval
  if (!approval) return null
  const own = customer?.id === order.placedBy.id
  return (
    <section
      className="card order-approval"
      data-state={approval.state.toLowerCase()}
      aria-labelledby="order-approval-title"
    >
      <h2 id="order-approval-title">{t('order.approval.title')}</h2>
      {approval.state === 'PENDING' ? (
        <>
          <p className="order-approval__state">{t('order.approval.pending')}</p>
          <p className="hint">{t('order.approval.pendingHelp')}</p>
        </>
      ) : (
        <p className="order-approval__state">{outcome(order)}</p>
      )}
      {approval.state === 'REJECTED' && own ? (
        <p>
          {t('order.approval.backInCart')}{' '}
          <Link to="/en/shop/cart">{t('order.approval.toCart')}</Link>
        </p>
      ) : null}
      <h3>{t('order.approval.reasons')}</h3>
      <ApprovalReasons
        reasons={approval.reasons}
        buyer={own ? null : order.placedBy}
      />
      {children}
    </section>
  )
}

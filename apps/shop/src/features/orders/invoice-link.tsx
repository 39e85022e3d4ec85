import { apiFileHref } from '@shop/commerce-client'
import { useI18n, useT } from '@shop/i18n/react'
import { Link } from '@shop/ui'

/** What the invoice parts read of an order: its invoice once the backend issued it. */
interface Invoiced {
  token: string
  number: string | null
  invoiced: boolean
  invoice: {
    number: string
    dueAt: string | null
    amountDue: number
    paid: boolean
  } | null
}

/**
 * The invoice of a bought order, as a PDF to save. A plain link, not a router link: the API answers
 * it (the router has no page for it), and the browser downloads it with the buyer's cookies.
 * Offered only once the backend issued the invoice (when the order ships, by default): a cart, an
 * order waiting for approval or rejected, and an order not shipped yet have none.
 */
export function InvoiceLink({
  order,
  size = 'medium',
}: {
  order: Invoiced
  size?: 'medium' | 'small'
}) {
  const t = useT()
  if (!order.number || !order.invoice) return null
  return (
    <Link
      href={apiFileHref('/account/orders/:token/invoice.pdf', {
        token: order.token,
      })}
      download
      variant="secondary"
      size={size}
      // In a list of orders, the link names its order.
      aria-label={t('account.orders.invoiceOf', { number: order.number })}
    >
      {t('account.orders.invoice')}
    </Link>
  )
}

/**
 * A bought order's invoice as a row of the order's details: its number with what is due and by
 * when, paid, or not yet issued. Nothing for what was never bought.
 */
export function InvoiceStatus({ order }: { order: Invoiced }) {
  const { t, formatMoney, formatDate } = useI18n()
  if (!order.invoiced) return null
  const { invoice } = order
  return (
    <div>
      <dt>{t('account.orders.invoiceTitle')}</dt>
      <dd>
        {!invoice
          ? t('account.orders.invoiceNotIssued')
          : invoice.paid || !invoice.dueAt
            ? t('account.orders.invoicePaid', { number: invoice.number })
            : t('account.orders.invoiceDue', {
                number: invoice.number,
                amount: formatMoney(invoice.amountDue),
                date: formatDate(invoice.dueAt),
              })}
      </dd>
    </div>
  )
}

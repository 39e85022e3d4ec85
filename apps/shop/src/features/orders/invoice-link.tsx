import { apiFileHref } from '@shop/commerce-client'
import { useT } from '@shop/i18n/react'
import { Link } from '@shop/ui'

/**
 * The invoice of a bought order, as a PDF to save. A plain link, not a router link: the API answers
 * it (the router has no page for it), and the browser downloads it with the buyer's cookies.
 * A cart has no invoice, nor has an order waiting for approval or rejected (the backend says so in
 * `invoiced`): nothing shows for one.
 */
export function InvoiceLink({
  order,
  size = 'medium',
}: {
  order: { token: string; number: string | null; invoiced: boolean }
  size?: 'medium' | 'small'
}) {
  const t = useT()
  if (!order.number || !order.invoiced) return null
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

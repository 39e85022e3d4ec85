import { useI18n } from '@shop/i18n/react'
import { Link } from '@tanstack/react-router'
import { useCustomer } from '#lib/use-customer'

/**
 * The account's pages, for the account menu beside them and the header's account overlay: the
 * approvals, the invoices and the company for whom the backend lets see them (`can`, decision 024).
 */
export function AccountNavLinks() {
  const { t } = useI18n()
  const customer = useCustomer()
  return (
    <>
      <Link to="/en/shop/account/profile">{t('account.profile')}</Link>
      <Link to="/en/shop/account/addresses">{t('account.addresses')}</Link>
      <Link to="/en/shop/account/orders">{t('account.orders')}</Link>
      <Link to="/en/shop/account/lists">{t('lists.nav')}</Link>
      <Link to="/en/shop/account/standing-orders">
        {t('standingOrders.nav')}
      </Link>
      {customer?.can.seeApprovals ? (
        <Link to="/en/shop/account/approvals">{t('account.approvals')}</Link>
      ) : null}
      <Link to="/en/shop/account/inventory">{t('account.inventory')}</Link>
      {customer?.can.viewBilling ? (
        <Link to="/en/shop/account/invoices">{t('account.invoices')}</Link>
      ) : null}
      {customer?.can.seeMembers ? (
        <Link to="/en/shop/account/company">{t('account.company')}</Link>
      ) : null}
    </>
  )
}

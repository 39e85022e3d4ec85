import { useI18n } from '@shop/i18n/react'
import { Link } from '@tanstack/react-router'
import { hasRole } from '#lib/company-roles'
import { useCustomer } from '#lib/use-customer'

/**
 * The account's pages, for the account menu beside them and the header's account overlay: the
 * company for its administrators, approvals for its approvers.
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
      {hasRole(customer, 'APPROVER') ? (
        <Link to="/en/shop/account/approvals">{t('account.approvals')}</Link>
      ) : null}
      <Link to="/en/shop/account/inventory">{t('account.inventory')}</Link>
      {hasRole(customer, 'ADMINISTRATOR') ? (
        <Link to="/en/shop/account/company">{t('account.company')}</Link>
      ) : null}
    </>
  )
}

import { useI18n } from '@shop/i18n/react'
import { UnverifiedBanner } from '#components/unverified-banner'
import { hasRole } from '#lib/company-roles'
import { useCustomer } from '#lib/use-customer'
import { CompanyInvitations } from './company-invitations'
import { CompanyMembers } from './company-members'
import { CompanySettings } from './company-settings'

/**
 * What the company page shows the signed-in member: administrators manage the settings, members
 * and invitations (once their address is confirmed: until then the API refuses every change, so
 * the page says why); approvers read the member list; everyone else learns who manages it.
 */
export function CompanySections() {
  const { t } = useI18n()
  const customer = useCustomer()
  if (hasRole(customer, 'ADMINISTRATOR'))
    return (
      <>
        {customer && !customer.emailVerified ? (
          <UnverifiedBanner email={customer.email} about="company" />
        ) : null}
        <CompanySettings />
        <CompanyMembers editable />
        <CompanyInvitations />
      </>
    )
  const approver = hasRole(customer, 'APPROVER')
  return (
    <>
      <div className="banner">
        <p>{t(approver ? 'company.adminOnlyMembers' : 'company.adminOnly')}</p>
      </div>
      {approver ? <CompanyMembers editable={false} /> : null}
    </>
  )
}

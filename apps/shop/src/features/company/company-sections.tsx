import { useI18n } from '@shop/i18n/react'
import { UnverifiedBanner } from '#features/auth'
import { useCustomer } from '#lib/use-customer'
import { CompanyInvitations } from './company-invitations'
import { CompanyMembers } from './company-members'
import { CompanySettings } from './company-settings'
import { ExemptionCertificates } from './exemption-certificates'

/**
 * What the company page shows the signed-in member, as the backend's `can` allows (decision
 * 024): who manages members changes the settings, members and invitations; who may see the
 * members reads them; everyone else learns who manages the company. An account whose address is
 * not confirmed is told that changes wait for it.
 */
export function CompanySections() {
  const { t } = useI18n()
  const customer = useCustomer()
  const can = customer?.can
  const unconfirmed = customer && !customer.emailVerified
  return (
    <>
      {unconfirmed ? (
        <UnverifiedBanner email={customer.email} about="company" />
      ) : can?.manageMembers ? null : (
        <div className="banner">
          <p>
            {t(
              can?.seeMembers
                ? 'company.adminOnlyMembers'
                : 'company.adminOnly',
            )}
          </p>
        </div>
      )}
      {can?.manageMembers ? <CompanySettings /> : null}
      {can?.manageMembers ? <ExemptionCertificates editable /> : null}
      {can?.seeMembers ? <CompanyMembers editable={can.manageMembers} /> : null}
      {can?.manageMembers ? <CompanyInvitations /> : null}
    </>
  )
}

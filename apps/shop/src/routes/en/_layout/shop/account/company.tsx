import { useI18n } from '@shop/i18n/react'
import { createFileRoute } from '@tanstack/react-router'
import {
  companyQuery,
  exemptionCertificatesQuery,
  invitationsQuery,
  membersQuery,
} from '#features/company'
import { CompanySections } from '#features/company'

export const Route = createFileRoute('/en/_layout/shop/account/company')({
  staticData: { title: 'Company' },
  // Only what the backend lets the member see (`can`): the API answers the rest with 403.
  loader: async ({ context: { queryClient, api, user } }) => {
    const can = user?.customer.can
    await Promise.all([
      can?.manageMembers && queryClient.ensureQueryData(companyQuery(api)),
      can?.seeMembers && queryClient.ensureQueryData(membersQuery(api)),
      can?.manageMembers && queryClient.ensureQueryData(invitationsQuery(api)),
      can?.manageMembers &&
        queryClient.ensureQueryData(exemptionCertificatesQuery(api)),
    ])
  },
  component: CompanyRoute,
})

function CompanyRoute() {
  const { t } = useI18n()
  return (
    <section className="company">
      <h1>{t('company.title')}</h1>
      <CompanySections />
    </section>
  )
}

import { useI18n } from '@shop/i18n/react'
import { createFileRoute } from '@tanstack/react-router'
import { hasRole } from '#lib/company-roles'
import {
  companyQuery,
  invitationsQuery,
  membersQuery,
} from './-components/company-queries'
import { CompanySections } from './-components/company-sections'

export const Route = createFileRoute('/en/_layout/shop/account/company')({
  staticData: { title: 'Company' },
  // Only what the member's roles let them see: the API answers the rest with 403.
  loader: async ({ context: { queryClient, api, user } }) => {
    const customer = user?.customer
    const administrator = hasRole(customer, 'ADMINISTRATOR')
    await Promise.all([
      administrator && queryClient.ensureQueryData(companyQuery(api)),
      (administrator || hasRole(customer, 'APPROVER')) &&
        queryClient.ensureQueryData(membersQuery(api)),
      administrator && queryClient.ensureQueryData(invitationsQuery(api)),
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

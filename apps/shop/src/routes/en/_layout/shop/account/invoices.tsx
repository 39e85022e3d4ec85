import { useI18n } from '@shop/i18n/react'
import { createFileRoute } from '@tanstack/react-router'
import { useCustomer } from '#lib/use-customer'
import { Statement, statementQuery } from '#features/billing'

// The practice's invoices and statement (issue 36): for whom the backend lets see billing.
export const Route = createFileRoute('/en/_layout/shop/account/invoices')({
  staticData: { title: 'Invoices' },
  loader: async ({ context: { api, queryClient, user } }) => {
    // Others see a notice; the API would refuse them the statement.
    if (!user?.customer.can.viewBilling) return
    await queryClient.ensureQueryData(statementQuery(api))
  },
  component: InvoicesRoute,
})

function InvoicesRoute() {
  const { t } = useI18n()
  const customer = useCustomer()
  return (
    <section className="statement">
      <h1>{t('statement.title')}</h1>
      {customer?.can.viewBilling ? (
        <Statement />
      ) : (
        <p className="banner">{t('statement.notAllowed')}</p>
      )}
    </section>
  )
}

import { useI18n } from '@shop/i18n/react'
import { Tabs } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useCustomer } from '#lib/use-customer'
import { approvalsQuery } from '#lib/account-queries'
import type { ApprovalsState } from '#lib/account-queries'
import { ApprovalList } from '#features/approvals'

// Approvers' page: the company's orders over a buyer's limit, waiting or decided.
export const Route = createFileRoute('/en/_layout/shop/account/approvals')({
  staticData: { title: 'Approvals' },
  validateSearch: (search: Record<string, unknown>): { state?: 'decided' } =>
    search.state === 'decided' ? { state: 'decided' } : {},
  loader: async ({ context: { api, queryClient, user } }) => {
    // Others see a notice; the API would refuse them the lists.
    if (!user?.customer.can.seeApprovals) return
    await Promise.all([
      queryClient.ensureQueryData(approvalsQuery(api, 'pending')),
      queryClient.ensureQueryData(approvalsQuery(api, 'decided')),
    ])
  },
  component: ApprovalsRoute,
})

function ApprovalsRoute() {
  const { t } = useI18n()
  const customer = useCustomer()
  return (
    <section className="approvals">
      <h1>{t('approvals.title')}</h1>
      {customer?.can.seeApprovals ? (
        <ApprovalTabs />
      ) : (
        <p className="banner">{t('approvals.notApprover')}</p>
      )}
    </section>
  )
}

function ApprovalTabs() {
  const { t } = useI18n()
  const { api } = Route.useRouteContext()
  const selected: ApprovalsState = Route.useSearch().state ?? 'pending'
  const navigate = Route.useNavigate()
  const { data: pending } = useSuspenseQuery(approvalsQuery(api, 'pending'))
  const { data: decided } = useSuspenseQuery(approvalsQuery(api, 'decided'))
  return (
    <Tabs
      label={t('approvals.tabs')}
      selected={selected}
      // The open tab is in the address, so the way back from an order leads to the same list.
      onSelect={(id) =>
        void navigate({
          search: id === 'decided' ? { state: 'decided' } : {},
          replace: true,
        })
      }
      tabs={[
        {
          id: 'pending',
          label: t('approvals.pending'),
          content: (
            <ApprovalList orders={pending} empty={t('approvals.nonePending')} />
          ),
        },
        {
          id: 'decided',
          label: t('approvals.decided'),
          content: (
            <ApprovalList orders={decided} empty={t('approvals.noneDecided')} />
          ),
        },
      ]}
    />
  )
}

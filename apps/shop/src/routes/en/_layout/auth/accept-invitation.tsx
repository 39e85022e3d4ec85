import { createFileRoute } from '@tanstack/react-router'
import { accountLinkSearch } from '#lib/account-links'
import { AcceptInvitation, AuthLayout, invitationQuery } from '#features/auth'

export const Route = createFileRoute('/en/_layout/auth/accept-invitation')({
  staticData: { title: 'Join your practice' },
  validateSearch: accountLinkSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, deps }) =>
    deps.token
      ? context.queryClient.ensureQueryData(
          invitationQuery(context.api, deps.token),
        )
      : null,
  // The token is in the address: no other site learns it from a referrer.
  head: () => ({
    meta: [
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: AcceptInvitationRoute,
})

function AcceptInvitationRoute() {
  const { token } = Route.useSearch()
  return (
    <AuthLayout>
      <AcceptInvitation key={token} token={token} />
    </AuthLayout>
  )
}

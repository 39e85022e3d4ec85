import { createFileRoute } from '@tanstack/react-router'
import { accountLinkSearch } from '#lib/account-links'
import { AuthLayout, VerifyEmail } from '#features/auth'

export const Route = createFileRoute('/en/_layout/auth/verify-email')({
  staticData: { title: 'Confirm your email address' },
  validateSearch: accountLinkSearch,
  // The token is in the address: no other site learns it from a referrer.
  head: () => ({
    meta: [
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: VerifyEmailRoute,
})

function VerifyEmailRoute() {
  const { token } = Route.useSearch()
  return (
    <AuthLayout>
      <VerifyEmail key={token} token={token} />
    </AuthLayout>
  )
}

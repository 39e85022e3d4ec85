import { createFileRoute } from '@tanstack/react-router'
import { accountLinkSearch } from '#lib/account-links'
import { AuthLayout } from '#components/auth-layout'
import { ResetPassword } from './-components/reset-password'

export const Route = createFileRoute('/en/_layout/auth/reset-password')({
  staticData: { title: 'Set a new password' },
  validateSearch: accountLinkSearch,
  // The token is in the address: no other site learns it from a referrer.
  head: () => ({
    meta: [
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token, redirect } = Route.useSearch()
  return (
    <AuthLayout>
      <ResetPassword key={token} token={token} redirect={redirect} />
    </AuthLayout>
  )
}

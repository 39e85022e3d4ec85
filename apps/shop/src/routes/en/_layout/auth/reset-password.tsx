import { createFileRoute } from '@tanstack/react-router'
import { accountLinkSearch } from '#lib/account-links'
import { AuthLayout, resetLinkQuery, ResetPassword } from '#features/auth'

export const Route = createFileRoute('/en/_layout/auth/reset-password')({
  staticData: { title: 'Set a new password' },
  validateSearch: accountLinkSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // Asked anew on every visit (a link used since is not valid any more). A failed check leaves
  // the form, whose submit still says why the link is refused.
  loader: ({ context, deps }) =>
    deps.token
      ? context.queryClient
          .fetchQuery({
            ...resetLinkQuery(context.api, deps.token),
            staleTime: 0,
          })
          .then(
            () => undefined,
            () => undefined,
          )
      : undefined,
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

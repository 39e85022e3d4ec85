import { createFileRoute } from '@tanstack/react-router'
import { AuthLayout, ForgotPassword } from '#features/auth'

export const Route = createFileRoute('/en/_layout/auth/forgot-password')({
  staticData: { title: 'Forgot your password?' },
  head: () => ({
    meta: [{ name: 'robots', content: 'noindex' }],
  }),
  component: ForgotPasswordRoute,
})

function ForgotPasswordRoute() {
  return (
    <AuthLayout>
      <ForgotPassword />
    </AuthLayout>
  )
}

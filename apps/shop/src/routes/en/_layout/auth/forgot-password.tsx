import { createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '#components/auth-layout'
import { ForgotPassword } from './-components/forgot-password'

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

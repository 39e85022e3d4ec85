import { useI18n } from '@shop/i18n/react'
import { Link, createFileRoute, useRouter } from '@tanstack/react-router'
import {
  authPageSearch,
  leaveAuthPageWhenSignedIn,
  safeRedirect,
} from '#lib/route-meta'
import { LoginForm } from '#components/login-form'
import { AuthLayout } from '#components/auth-layout'

export const Route = createFileRoute('/en/_layout/auth/login')({
  staticData: { title: 'Sign in' },
  validateSearch: authPageSearch,
  beforeLoad: leaveAuthPageWhenSignedIn,
  head: () => ({
    meta: [{ name: 'robots', content: 'noindex' }],
  }),
  component: LoginRoute,
})

function LoginRoute() {
  const { t } = useI18n()
  const search = Route.useSearch()
  const router = useRouter()
  return (
    <AuthLayout>
      <h1>{t('auth.login.title')}</h1>
      <p>{t('auth.login.intro')}</p>
      <LoginForm
        onSignedIn={() =>
          router.navigate({ href: safeRedirect(search.redirect) })
        }
      />
      <p>
        {t('auth.login.noAccount')}{' '}
        <Link to="/en/auth/sign-up" search={search}>
          {t('auth.login.signUpLink')}
        </Link>
      </p>
    </AuthLayout>
  )
}

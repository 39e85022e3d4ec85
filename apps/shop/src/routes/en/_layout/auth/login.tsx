import { useI18n } from '@shop/i18n/react'
import { Link, createFileRoute, useRouter } from '@tanstack/react-router'
import { LoginForm } from '../../../-components/login-form'
import { AuthLayout } from '../../../-components/auth-layout'

/** Only paths inside the shop are followed after login, never another site. */
function safeRedirect(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/en') &&
    !value.startsWith('//')
    ? value
    : '/en/shop'
}

export const Route = createFileRoute('/en/_layout/auth/login')({
  staticData: { title: 'Sign in' },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string'
      ? { redirect: safeRedirect(search.redirect) }
      : {},
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
        <Link to="/en/auth/sign-up">{t('auth.login.signUpLink')}</Link>
      </p>
    </AuthLayout>
  )
}

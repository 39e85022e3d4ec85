import { useI18n } from '@shop/i18n/react'
import { Link, createFileRoute, useRouter } from '@tanstack/react-router'
import {
  authPageSearch,
  isApiPath,
  leaveAuthPageWhenSignedIn,
  safeRedirect,
} from '#lib/route-meta'
import { AuthLayout, LoginForm } from '#features/auth'

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
        onSignedIn={async () => {
          const href = safeRedirect(search.redirect)
          if (!isApiPath(href)) return router.navigate({ href })
          // A file of the API (an invoice linked from an e-mail): the browser downloads it and
          // stays on the page it is on, so that page is the buyer's orders, not this form.
          await router.navigate({ to: '/en/shop/account/orders' })
          return router.navigate({ href, reloadDocument: true })
        }}
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

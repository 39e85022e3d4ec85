import { FORM_MESSAGES } from '@shop/forms'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import { useQueryClient } from '@tanstack/react-query'
import { Link, createFileRoute, useRouter } from '@tanstack/react-router'
import type { ApiError } from '../../../../lib/api'
import { sessionQuery } from '../../../../lib/queries'

/** Only paths inside the shop are followed after login, never another site. */
function safeRedirect(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/en') &&
    !value.startsWith('//')
    ? value
    : '/en/shop'
}

export const Route = createFileRoute('/en/_layout/auth/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string'
      ? { redirect: safeRedirect(search.redirect) }
      : {},
  head: () => ({
    meta: [
      { title: 'Sign in · Clinic Supply' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: LoginRoute,
})

function LoginRoute() {
  const { t } = useI18n()
  const { api } = Route.useRouteContext()
  const search = Route.useSearch()
  const router = useRouter()
  const queryClient = useQueryClient()
  const form = useForm({
    initialValues: { username: '', password: '' },
    fields: {
      username: { rules: 'required|email', label: t('auth.field.email') },
      password: { rules: 'required', label: t('auth.field.password') },
    },
  })
  const errorsOf = (name: 'username' | 'password') =>
    form.fields[name].touched
      ? form.fields[name].errors.map((e) => e.message)
      : undefined
  return (
    <section className="auth card">
      <h1>{t('auth.login.title')}</h1>
      <p>{t('auth.login.intro')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await api.post('/auth/login?locale=en_US', values)
          } catch (error) {
            const failure = error as ApiError
            form.setServerErrors({
              message:
                failure.status === 401
                  ? t('auth.login.failed')
                  : failure.message,
              violations: failure.violations,
            })
            return
          }
          // Login stores the session, loads the cart and goes to the page the buyer asked for.
          await queryClient.invalidateQueries()
          await queryClient.fetchQuery(sessionQuery(api))
          await router.invalidate()
          await router.navigate({ href: safeRedirect(search.redirect) })
        })}
      >
        <TextField
          label={t('auth.field.email')}
          type="email"
          autoComplete="username"
          required
          errors={errorsOf('username')}
          {...form.register('username')}
        />
        <TextField
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
          required
          errors={errorsOf('password')}
          {...form.register('password')}
        />
        {form.formErrors.length ? (
          <p role="alert" className="form-error">
            {form.formErrors.join(' ')}
          </p>
        ) : null}
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? FORM_MESSAGES.loading : t('auth.login.submit')}
        </Button>
      </form>
      <p>
        {t('auth.login.noAccount')}{' '}
        <Link to="/en/auth/sign-up">{t('auth.login.signUpLink')}</Link>
      </p>
    </section>
  )
}

import { FORM_MESSAGES } from '@shop/forms'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import type { ApiError } from '../../lib/api'
import { sessionQuery } from '../../lib/queries'

/**
 * E-mail and password sign-in, used by the login page and the login modal. Login stores the
 * session, reloads what depends on it (the cart among it) and then calls `onSignedIn`.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => unknown }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
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
    <form
      noValidate
      className="login-form"
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await api.post('/auth/login?locale=en_US', values)
        } catch (error) {
          const failure = error as ApiError
          form.setServerErrors({
            message:
              failure.status === 401 ? t('auth.login.failed') : failure.message,
            violations: failure.violations,
          })
          return
        }
        await queryClient.invalidateQueries()
        await queryClient.fetchQuery(sessionQuery(api))
        await router.invalidate()
        await onSignedIn()
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
  )
}

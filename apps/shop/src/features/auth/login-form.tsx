import { FormErrors } from '#components/form-errors'
import { FORM_MESSAGES } from '@shop/forms'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, Notice, TextField } from '@shop/ui'
import { Link, useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { ApiError } from '#lib/api'
import type { User } from '#lib/queries'
import { useSignedIn } from '#lib/use-signed-in'

/**
 * E-mail and password sign-in, used by the login page and the login modal. Login stores the
 * session, reloads what depends on it (the cart among it) and then calls `onSignedIn`, which
 * navigates on.
 */
export function LoginForm({
  onSignedIn,
  focusEmail = false,
}: {
  onSignedIn: () => unknown
  /** Puts the focus in the e-mail field once the form shows (the login modal). */
  focusEmail?: boolean
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const signedIn = useSignedIn()
  const formRef = useRef<HTMLFormElement>(null)
  // A deactivated member's right password: said as what it is, not as a wrong password.
  const [accessEnded, setAccessEnded] = useState(false)
  const form = useForm({
    initialValues: { username: '', password: '' },
    fields: {
      username: { rules: 'required|email', label: t('auth.field.email') },
      password: { rules: 'required', label: t('auth.field.password') },
    },
  })
  useEffect(() => {
    if (!focusEmail) return
    // A frame later: a modal dialog that opens in the same commit focuses its first control
    // (the close button) after this effect has run.
    const frame = requestAnimationFrame(() => {
      const email = formRef.current?.elements.namedItem('username')
      if (email instanceof HTMLInputElement) email.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [focusEmail])
  const errorsOf = (name: 'username' | 'password') =>
    form.fields[name].touched
      ? form.fields[name].errors.map((e) => e.message)
      : undefined
  return (
    <form
      ref={formRef}
      noValidate
      className="login-form"
      onSubmit={form.handleSubmit(async (values) => {
        let user: User
        setAccessEnded(false)
        try {
          ;({ user } = await api.post('/auth/login', {
            query: { locale: 'en_US' },
            body: values,
          }))
        } catch (error) {
          const failure = error as ApiError
          if (failure.status === 403) return setAccessEnded(true)
          form.setServerErrors({
            message:
              failure.status === 401 ? t('auth.login.failed') : failure.message,
            violations: failure.violations,
          })
          return
        }
        await signedIn(user)
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
      {/* In the modal too: leaving for this page closes it, like every navigation. */}
      <Link to="/en/auth/forgot-password" className="login-form__forgot">
        {t('auth.login.forgotPassword')}
      </Link>
      <FormErrors errors={form.formErrors} />
      {accessEnded ? (
        <div role="alert">
          <Notice tone="warning" title={t('auth.accessEnded.title')}>
            <p>{t('auth.accessEnded.text')}</p>
          </Notice>
        </div>
      ) : null}
      <Button type="submit" loading={form.submitting}>
        {form.submitting ? FORM_MESSAGES.loading : t('auth.login.submit')}
      </Button>
    </form>
  )
}

import { FormErrors } from '#components/form-errors'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import type { ButtonProps } from '@shop/ui'
import { useMutation } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { ApiError } from '#lib/api'
import { fieldProps } from '#lib/form-field'

/** A refusal's own words (a 429 says when to try again), else the shop's general message. */
const failureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback

/**
 * Sends the link that confirms an address once more, to `email` (a signed-in customer's link goes
 * to the account's address whatever is sent). The outcome is announced next to the button.
 */
export function ResendVerificationButton({
  email,
  label,
  size,
  variant = 'secondary',
}: {
  email: string
  label: string
  size?: ButtonProps['size']
  variant?: ButtonProps['variant']
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const resend = useMutation({
    mutationFn: () =>
      api.post('/auth/resend-verification', { body: { email } }),
  })
  return (
    <div className="resend">
      <Button
        variant={variant}
        size={size}
        loading={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {label}
      </Button>
      {/* Always in the page, so a screen reader announces what appears in it. */}
      <p role="status" className="live-status">
        {resend.isSuccess ? t('auth.resend.sentTo', { email }) : null}
      </p>
      {resend.error ? (
        <p role="alert" className="form-error">
          {failureMessage(resend.error, t('error.generic'))}
        </p>
      ) : null}
    </div>
  )
}

/**
 * For a signed-out buyer whose link did not work: their address, and a new link to it. The API
 * answers the same for every address, and so does the page: it never tells who has an account.
 */
export function ResendVerificationForm() {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    initialValues: { email: '' },
    fields: {
      email: { rules: 'required|email', label: t('auth.field.email') },
    },
  })
  return (
    <form
      noValidate
      aria-label={t('auth.resend.submit')}
      onSubmit={form.handleSubmit(async ({ email }) => {
        setSentTo(null)
        try {
          await api.post('/auth/resend-verification', { body: { email } })
        } catch (error) {
          form.setServerErrors({
            message: failureMessage(error, t('error.generic')),
            violations: error instanceof ApiError ? error.violations : [],
          })
          return
        }
        setSentTo(email.trim())
      })}
    >
      <p>{t('auth.verify.resendIntro')}</p>
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        required
        {...fieldProps(form, 'email', 'resend')}
      />
      <FormErrors errors={form.formErrors} />
      <p role="status" className="live-status form-success">
        {sentTo ? t('auth.resend.sentIfExists', { email: sentTo }) : null}
      </p>
      <Button type="submit" loading={form.submitting}>
        {t('auth.resend.submit')}
      </Button>
    </form>
  )
}

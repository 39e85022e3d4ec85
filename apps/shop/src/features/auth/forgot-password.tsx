import { FormErrors } from '#components/form-errors'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import { Link, useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { fieldProps, refusalOf } from '#lib/form-field'
import { useFocusOnMount } from '#lib/use-focus-on-mount'

/**
 * Asks for a link to set a new password. Whatever the address, the page answers the same, so it
 * never tells whether someone has an account; only a refusal (too many requests) is shown.
 */
export function ForgotPassword() {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    initialValues: { email: '' },
    fields: {
      email: { rules: 'required|email', label: t('auth.field.email') },
    },
  })
  if (sentTo)
    return <Sent email={sentTo} onOtherAddress={() => setSentTo(null)} />
  return (
    <>
      <h1>{t('auth.forgot.title')}</h1>
      <p>{t('auth.forgot.intro')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit(async ({ email }) => {
          try {
            await api.post('/auth/forgot-password', { body: { email } })
          } catch (error) {
            form.setServerErrors(refusalOf(error, t('error.generic')))
            return
          }
          setSentTo(email.trim())
        })}
      >
        <TextField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          required
          {...fieldProps(form, 'email', 'forgot')}
        />
        <FormErrors errors={form.formErrors} />
        <Button type="submit" loading={form.submitting}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <p>
        <Link to="/en/auth/login">{t('auth.forgot.backToLogin')}</Link>
      </p>
    </>
  )
}

function Sent({
  email,
  onOtherAddress,
}: {
  email: string
  onOtherAddress: () => void
}) {
  const { t } = useI18n()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t('auth.forgot.sentTitle')}
      </h1>
      <p>{t('auth.forgot.sent', { email })}</p>
      <div className="actions">
        <Button variant="secondary" onClick={onOtherAddress}>
          {t('auth.forgot.otherAddress')}
        </Button>
      </div>
      <p>
        <Link to="/en/auth/login">{t('auth.forgot.backToLogin')}</Link>
      </p>
    </>
  )
}

import { FormErrors } from '#components/form-errors'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { fieldProps, refusalOf } from '#lib/form-field'

const FORM_ID = 'change-email'

const EMPTY = { newEmail: '', currentPassword: '' }

/**
 * A new sign-in address, with the current password. The API e-mails a link to the new address;
 * the address changes only when that link is followed (on the verify-email page).
 */
export function ChangeEmailForm({ email }: { email: string }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    initialValues: EMPTY,
    fields: {
      newEmail: {
        rules: 'required|email|other_address',
        label: t('profile.email.new'),
      },
      currentPassword: {
        rules: 'required',
        label: t('auth.field.currentPassword'),
      },
    },
    rules: {
      other_address: ({ value }) =>
        String(value).trim().toLowerCase() !== email.toLowerCase(),
    },
    messages: { other_address: t('profile.email.same') },
  })
  return (
    <section className="card profile-form" aria-labelledby={FORM_ID}>
      <h2 id={FORM_ID}>{t('profile.email.title')}</h2>
      <p>{t('profile.email.intro', { email })}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          setSentTo(null)
          try {
            await api.post('/account/change-email', { body: values })
          } catch (error) {
            form.setServerErrors(refusalOf(error, t('error.generic')))
            return
          }
          form.reset(EMPTY)
          setSentTo(values.newEmail.trim())
        })}
      >
        <TextField
          label={t('profile.email.new')}
          type="email"
          autoComplete="email"
          required
          {...fieldProps(form, 'newEmail', FORM_ID)}
        />
        <TextField
          label={t('auth.field.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          {...fieldProps(form, 'currentPassword', FORM_ID)}
        />
        <FormErrors errors={form.formErrors} />
        <p role="status" className="live-status form-success">
          {sentTo ? t('profile.email.sent', { newEmail: sentTo }) : null}
        </p>
        <div className="actions">
          <Button type="submit" loading={form.submitting}>
            {t('profile.email.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}

import { FormErrors } from '#components/form-errors'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { fieldProps, refusalOf } from '#lib/form-field'

const FORM_ID = 'change-password'

const EMPTY = { currentPassword: '', newPassword: '', repeatPassword: '' }

/**
 * A new password, with the current one; the API ends every other session of the account, and
 * this one goes on.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const [changed, setChanged] = useState(false)
  const form = useForm({
    initialValues: EMPTY,
    fields: {
      currentPassword: {
        rules: 'required',
        label: t('auth.field.currentPassword'),
      },
      newPassword: {
        rules: 'required|length:8,200',
        label: t('auth.field.newPassword'),
      },
      repeatPassword: {
        rules: 'required|confirm:newPassword',
        label: t('auth.field.repeatPassword'),
      },
    },
    messages: { confirm: t('auth.field.passwordMismatch') },
  })
  return (
    <section className="card profile-form" aria-labelledby={FORM_ID}>
      <h2 id={FORM_ID}>{t('profile.password.title')}</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit(
          async ({ currentPassword, newPassword }) => {
            setChanged(false)
            try {
              await api.post('/account/change-password', {
                body: { currentPassword, newPassword },
              })
            } catch (error) {
              form.setServerErrors(refusalOf(error, t('error.generic')))
              return
            }
            // No password stays on the screen.
            form.reset(EMPTY)
            setChanged(true)
          },
        )}
      >
        {/* Tells a password manager which account's password changes. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={email}
          readOnly
          hidden
        />
        <TextField
          label={t('auth.field.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          {...fieldProps(form, 'currentPassword', FORM_ID)}
        />
        <TextField
          label={t('auth.field.newPassword')}
          type="password"
          autoComplete="new-password"
          help={t('auth.field.passwordHelp')}
          required
          {...fieldProps(form, 'newPassword', FORM_ID)}
        />
        <TextField
          label={t('auth.field.repeatPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...fieldProps(form, 'repeatPassword', FORM_ID)}
        />
        <FormErrors errors={form.formErrors} />
        <p role="status" className="live-status form-success">
          {changed ? t('profile.password.saved') : null}
        </p>
        <div className="actions">
          <Button type="submit" loading={form.submitting}>
            {t('profile.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}

import { FormErrors } from '#components/form-errors'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { ApiError } from '#lib/api'
import { refusedLinkMessage } from '#lib/refused-link'
import { fieldProps, refusalOf } from '#lib/form-field'
import { safeRedirect } from '#lib/route-meta'
import { useSignedIn } from '#lib/use-signed-in'
import { ButtonLink } from '#components/button-link'
import { InvalidLink } from './invalid-link'
import { resetLinkQuery } from './reset-link-query'

/**
 * Sets a new password with the e-mailed link's token; the buyer is signed in and goes on to their
 * account (or where `redirect` leads). A link that is cut off, used or expired says so when the
 * page opens (or, refused on submit, then), with the way to a new one.
 */
export function ResetPassword({
  token,
  redirect,
}: {
  token?: string
  redirect?: string
}) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const signedIn = useSignedIn()
  // The API's words when it refused the link; set at once when the link lost its token.
  const [refused, setRefused] = useState<string | null>(null)
  // A deactivated member's link: no new link helps, their administrator does.
  const [accessEnded, setAccessEnded] = useState(false)
  // Asked when the page loads (the route's loader): false for a used or expired link.
  const valid = useQuery({
    ...resetLinkQuery(api, token ?? ''),
    enabled: Boolean(token),
  }).data
  const form = useForm({
    initialValues: { password: '', repeatPassword: '' },
    fields: {
      password: {
        rules: 'required|length:8,200',
        label: t('auth.field.newPassword'),
      },
      repeatPassword: {
        rules: 'required|confirm:password',
        label: t('auth.field.repeatPassword'),
      },
    },
    messages: { confirm: t('auth.field.passwordMismatch') },
  })
  if (accessEnded)
    return (
      <InvalidLink
        title={t('auth.accessEnded.title')}
        message={t('auth.accessEnded.text')}
        announce
      >
        <ButtonLink to="/en" variant="primary">
          {t('error.backHome')}
        </ButtonLink>
      </InvalidLink>
    )
  if (!token || valid === false || refused !== null)
    return (
      <InvalidLink
        title={t('auth.reset.invalidTitle')}
        message={
          refused ??
          t(token ? 'auth.reset.usedOrExpired' : 'auth.reset.missingToken')
        }
        announce={refused !== null}
      >
        <ButtonLink to="/en/auth/forgot-password" variant="primary">
          {t('auth.reset.newLink')}
        </ButtonLink>
      </InvalidLink>
    )
  return (
    <>
      <h1>{t('auth.reset.title')}</h1>
      <p>{t('auth.reset.intro')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit(async ({ password }) => {
          let user
          try {
            ;({ user } = await api.post('/auth/reset-password', {
              body: { token, password },
            }))
          } catch (error) {
            if (error instanceof ApiError && error.status === 403)
              return setAccessEnded(true)
            const message = refusedLinkMessage(error)
            if (message !== null) setRefused(message)
            else form.setServerErrors(refusalOf(error, t('error.generic')))
            return
          }
          await signedIn(user)
          // Replaced: going back must not land on a link that was just used up.
          await router.navigate({
            href: safeRedirect(redirect, '/en/shop/account/profile'),
            replace: true,
          })
        })}
      >
        <TextField
          label={t('auth.field.newPassword')}
          type="password"
          autoComplete="new-password"
          help={t('auth.field.passwordHelp')}
          required
          {...fieldProps(form, 'password', 'reset')}
        />
        <TextField
          label={t('auth.field.repeatPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...fieldProps(form, 'repeatPassword', 'reset')}
        />
        <FormErrors errors={form.formErrors} />
        <Button type="submit" loading={form.submitting}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </>
  )
}

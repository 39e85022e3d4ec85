import { FormErrors } from '#components/form-errors'
import { SALUTATIONS } from '@shop/account'
import { useForm } from '@shop/forms/react'
import type { MessageKey } from '@shop/i18n'
import { useI18n } from '@shop/i18n/react'
import { Button, Select, TextField } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouteContext, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { refusedLinkMessage } from '#lib/refused-link'
import { ApiError } from '#lib/api'
import { fieldProps, refusalOf } from '#lib/form-field'
import { useSignedIn } from '#lib/use-signed-in'
import { InvalidLink } from './invalid-link'
import { invitationQuery } from './invitation-query'

const FORM_ID = 'invitation'

type Salutation = (typeof SALUTATIONS)[number] | ''

/** One of the salutations the form offers; anything else is none. */
const salutationOf = (value: string): Salutation =>
  SALUTATIONS.find((s) => s === value) ?? ''

/**
 * Joins a company with an e-mailed invitation: the invitee chooses their name and a password, is
 * signed in and goes on to their account. A link that is cut off, used, withdrawn or expired says
 * so, with the advice to ask the administrator again.
 */
export function AcceptInvitation({ token }: { token?: string }) {
  const { t } = useI18n()
  if (!token)
    return (
      <InvalidLink
        title={t('invitation.invalidTitle')}
        message={t('invitation.missingToken')}
      >
        <SignInHint />
      </InvalidLink>
    )
  return <InvitationForm token={token} />
}

function InvitationForm({ token }: { token: string }) {
  const { t, formatDate } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const signedIn = useSignedIn()
  const { data: invitation } = useSuspenseQuery(invitationQuery(api, token))
  // The API's words when it refused the link on joining.
  const [refused, setRefused] = useState<string | null>(null)
  // The company joined: shown while the session is set and the account page loads (the
  // invitation, asked for again with everything else after the sign-in, is used up by then).
  const [joined, setJoined] = useState<string | null>(null)
  const form = useForm({
    initialValues: {
      salutation: '',
      firstname: '',
      lastname: '',
      password: '',
    },
    fields: {
      salutation: { label: t('address.salutation') },
      firstname: {
        rules: 'required|length:1,80',
        label: t('address.firstname'),
      },
      lastname: { rules: 'required|length:1,80', label: t('address.lastname') },
      password: {
        rules: 'required|length:8,200',
        label: t('auth.field.password'),
      },
    },
  })
  if (joined !== null)
    return (
      <p role="status" className="form-success">
        {t('invitation.joined', { companyName: joined })}
      </p>
    )
  if (invitation === null || refused !== null)
    return (
      <InvalidLink
        title={t('invitation.invalidTitle')}
        message={refused ?? t('invitation.invalid')}
        announce={refused !== null}
      >
        <SignInHint />
      </InvalidLink>
    )
  const { companyName } = invitation
  return (
    <>
      <h1>{t('invitation.title', { companyName })}</h1>
      <p>
        {t('invitation.intro', {
          invitedBy: invitation.invitedBy,
          email: invitation.email,
          companyName,
        })}
      </p>
      <p className="hint">
        {t('invitation.expires', { date: formatDate(invitation.expiresAt) })}
      </p>
      <p>{t('invitation.formIntro')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          let user
          try {
            ;({ user } = await api.post('/auth/accept-invitation', {
              body: {
                token,
                ...values,
                salutation: salutationOf(values.salutation),
              },
            }))
          } catch (error) {
            const message =
              error instanceof ApiError && error.status === 404
                ? t('invitation.invalid')
                : refusedLinkMessage(error)
            if (message !== null) setRefused(message)
            else form.setServerErrors(refusalOf(error, t('error.generic')))
            return
          }
          setJoined(companyName)
          await signedIn(user)
          // Replaced: going back must not land on a link that was just used up.
          await router.navigate({
            to: '/en/shop/account/profile',
            replace: true,
          })
        })}
      >
        {/* For password managers: the account the new password belongs to. */}
        <input
          type="email"
          autoComplete="username"
          value={invitation.email}
          readOnly
          hidden
        />
        <Select
          label={t('address.salutation')}
          autoComplete="honorific-prefix"
          placeholder={t('address.salutation.none')}
          options={SALUTATIONS.map((s) => ({
            value: s,
            label: t(`address.salutation.${s}` as MessageKey),
          }))}
          {...fieldProps(form, 'salutation', FORM_ID)}
        />
        <TextField
          label={t('address.firstname')}
          autoComplete="given-name"
          required
          {...fieldProps(form, 'firstname', FORM_ID)}
        />
        <TextField
          label={t('address.lastname')}
          autoComplete="family-name"
          required
          {...fieldProps(form, 'lastname', FORM_ID)}
        />
        <TextField
          label={t('auth.field.password')}
          type="password"
          autoComplete="new-password"
          help={t('auth.field.passwordHelp')}
          required
          {...fieldProps(form, 'password', FORM_ID)}
        />
        <FormErrors errors={form.formErrors} />
        <Button type="submit" loading={form.submitting}>
          {t('invitation.submit', { companyName })}
        </Button>
      </form>
    </>
  )
}

/** For someone who joined already and follows the link again. */
function SignInHint() {
  const { t } = useI18n()
  return (
    <p>
      {t('invitation.haveAccount')}{' '}
      <Link to="/en/auth/login">{t('invitation.signIn')}</Link>
    </p>
  )
}

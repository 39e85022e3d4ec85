import { FormErrors } from '#components/form-errors'
import { isValidNpi, normaliseNpi } from '@shop/forms'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import type { ApiError } from '#lib/api'
import { authPageSearch, leaveAuthPageWhenSignedIn } from '#lib/route-meta'
import { AuthLayout, CheckInbox } from '#features/auth'

export const Route = createFileRoute('/en/_layout/auth/sign-up')({
  staticData: { title: 'Create a business account' },
  validateSearch: authPageSearch,
  beforeLoad: leaveAuthPageWhenSignedIn,
  component: SignUpRoute,
})

const FIELDS = [
  'company',
  'firstname',
  'lastname',
  'email',
  'npiNumber',
  'password',
] as const

function SignUpRoute() {
  const { t } = useI18n()
  const { api } = Route.useRouteContext()
  const search = Route.useSearch()
  // The address the confirmation link went to, once the account is created.
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    initialValues: {
      company: '',
      firstname: '',
      lastname: '',
      email: '',
      npiNumber: '',
      password: '',
    },
    fields: {
      company: {
        rules: 'required|length:1,120',
        label: t('auth.field.company'),
      },
      firstname: {
        rules: 'required|length:1,80',
        label: t('address.firstname'),
      },
      lastname: { rules: 'required|length:1,80', label: t('address.lastname') },
      email: { rules: 'required|email', label: t('auth.field.email') },
      npiNumber: { rules: 'required|npi', label: t('auth.field.npiNumber') },
      password: {
        rules: 'required|length:8,200',
        label: t('auth.field.password'),
      },
    },
    rules: { npi: ({ value }) => isValidNpi(String(value)) },
    messages: { npi: t('auth.field.npiInvalid') },
  })
  const labels: Record<(typeof FIELDS)[number], string> = {
    company: t('auth.field.company'),
    firstname: t('address.firstname'),
    lastname: t('address.lastname'),
    email: t('auth.field.email'),
    npiNumber: t('auth.field.npiNumber'),
    password: t('auth.field.password'),
  }
  if (sentTo)
    return (
      <AuthLayout>
        <CheckInbox email={sentTo} search={search} />
      </AuthLayout>
    )
  return (
    <AuthLayout>
      <h1>{t('auth.signUp.title')}</h1>
      <p>{t('auth.signUp.intro')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await api.post('/auth/sign-up', {
              body: { ...values, npiNumber: normaliseNpi(values.npiNumber) },
            })
          } catch (error) {
            form.setServerErrors(error as ApiError)
            return
          }
          // Not signed in: the account waits for its address to be confirmed by the e-mailed
          // link. The answer is the same for an address that has an account already.
          setSentTo(values.email.trim())
        })}
      >
        {FIELDS.map((name) => (
          <TextField
            key={name}
            label={labels[name]}
            type={
              name === 'password'
                ? 'password'
                : name === 'email'
                  ? 'email'
                  : 'text'
            }
            inputMode={name === 'npiNumber' ? 'numeric' : undefined}
            autoComplete={
              {
                company: 'organization',
                firstname: 'given-name',
                lastname: 'family-name',
                email: 'email',
                npiNumber: 'off',
                password: 'new-password',
              }[name]
            }
            help={
              name === 'npiNumber'
                ? t('auth.field.npiHelp')
                : name === 'password'
                  ? t('auth.field.passwordHelp')
                  : undefined
            }
            required
            errors={
              form.fields[name].touched
                ? form.fields[name].errors.map((e) => e.message)
                : undefined
            }
            {...form.register(name)}
          />
        ))}
        <FormErrors errors={form.formErrors} />
        <Button type="submit" loading={form.submitting}>
          {t('auth.signUp.submit')}
        </Button>
      </form>
      <p>
        {t('auth.signUp.haveAccount')}{' '}
        <Link to="/en/auth/login" search={search}>
          {t('auth.signUp.loginLink')}
        </Link>
      </p>
    </AuthLayout>
  )
}

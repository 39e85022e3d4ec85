import { isValidNpi, normaliseNpi } from '@shop/forms'
import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import { Link, createFileRoute, useRouter } from '@tanstack/react-router'
import type { ApiError } from '#lib/api'
import type { User } from '#lib/queries'
import {
  authPageSearch,
  leaveAuthPageWhenSignedIn,
  safeRedirect,
} from '#lib/route-meta'
import { useSignedIn } from '#lib/use-signed-in'
import { AuthLayout } from '#components/auth-layout'

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
  const router = useRouter()
  const signedIn = useSignedIn()
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
  return (
    <AuthLayout>
      <h1>{t('auth.signUp.title')}</h1>
      <p>{t('auth.signUp.intro')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          let user: User
          try {
            ;({ user } = await api.post('/auth/sign-up', {
              body: { ...values, npiNumber: normaliseNpi(values.npiNumber) },
            }))
          } catch (error) {
            form.setServerErrors(error as ApiError)
            return
          }
          // Signed in at once: on to where the buyer was headed, else the new profile.
          await signedIn(user)
          await router.navigate({
            href: safeRedirect(search.redirect, '/en/shop/account/profile'),
          })
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
        {form.formErrors.length ? (
          <p role="alert" className="form-error">
            {form.formErrors.join(' ')}
          </p>
        ) : null}
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

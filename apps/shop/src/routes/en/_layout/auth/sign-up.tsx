import { useForm } from '@shop/forms/react'
import { useI18n } from '@shop/i18n/react'
import { Button, TextField } from '@shop/ui'
import { useQueryClient } from '@tanstack/react-query'
import { Link, createFileRoute, useRouter } from '@tanstack/react-router'
import type { ApiError } from '../../../../lib/api'
import { AuthLayout } from '../../../-components/auth-layout'

/** The NPI check digit: Luhn over the prefix 80840 and the first nine digits (as the server checks it). */
function validNpi({ value }: { value: unknown }) {
  const npi = String(value)
  if (!/^\d{10}$/.test(npi)) return false
  const digits = `80840${npi.slice(0, 9)}`
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return (10 - (sum % 10)) % 10 === Number(npi[9])
}

export const Route = createFileRoute('/en/_layout/auth/sign-up')({
  staticData: { title: 'Create a business account' },
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
  const router = useRouter()
  const queryClient = useQueryClient()
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
    rules: { npi: validNpi },
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
          try {
            await api.post('/auth/sign-up', values)
          } catch (error) {
            form.setServerErrors(error as ApiError)
            return
          }
          await queryClient.invalidateQueries()
          await router.invalidate()
          await router.navigate({ to: '/en/shop/account/profile' })
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
        <Link to="/en/auth/login">{t('auth.signUp.loginLink')}</Link>
      </p>
    </AuthLayout>
  )
}

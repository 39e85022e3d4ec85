import { useI18n } from '@shop/i18n/react'
import { createFileRoute } from '@tanstack/react-router'
import { useCustomer } from '#lib/use-customer'
import { UnverifiedBanner } from '#features/auth'
import {
  ChangeEmailForm,
  ChangePasswordForm,
  ProfileNameForm,
  SetupBanner,
} from '#features/account'
import { accountSetupQuery } from '#lib/account-queries'

export const Route = createFileRoute('/en/_layout/shop/account/profile')({
  staticData: { title: 'Profile' },
  // Whether the setup banner may offer the admin centre; the banner does without it if it fails.
  loader: ({ context }) =>
    context.user && !context.user.customer.initialSetupFinalized
      ? context.queryClient
          .ensureQueryData(accountSetupQuery(context.api))
          .then(
            () => undefined,
            () => undefined,
          )
      : undefined,
  component: ProfileRoute,
})

function ProfileRoute() {
  const { t } = useI18n()
  const customer = useCustomer()
  if (!customer) return null
  return (
    <section className="profile">
      <h1>{t('account.profile')}</h1>
      {!customer.emailVerified ? (
        <UnverifiedBanner email={customer.email} />
      ) : null}
      {!customer.initialSetupFinalized ? <SetupBanner /> : null}
      <dl className="details card">
        <div>
          <dt>{t('account.company')}</dt>
          <dd>{customer.company.name}</dd>
        </div>
        <div>
          <dt>{t('account.customerName')}</dt>
          <dd>
            {customer.firstname} {customer.lastname}
          </dd>
        </div>
        <div>
          <dt>{t('account.email')}</dt>
          <dd>{customer.email}</dd>
        </div>
        <div>
          <dt>{t('account.npiNumber')}</dt>
          <dd>{customer.npiNumber}</dd>
        </div>
      </dl>
      {/* Only support changes them: the API's update-profile takes neither. */}
      <p className="hint">{t('profile.supportNote')}</p>
      <ProfileNameForm customer={customer} />
      <ChangePasswordForm email={customer.email} />
      <ChangeEmailForm email={customer.email} />
    </section>
  )
}

import { buildSetupLink } from '@shop/account'
import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

// The admin centre of the deployment; the API server keeps the secret that encrypts the token.
const ADMIN_CENTRE = {
  adminCentreUrl: 'https://admin-centre.example.com',
  pathSegment: 'clinic-supply',
}

export const Route = createFileRoute('/en/_layout/shop/account/profile')({
  staticData: { title: 'Profile' },
  component: ProfileRoute,
})

function ProfileRoute() {
  const { t } = useI18n()
  const { api, user } = Route.useRouteContext()
  const setup = useMutation({
    mutationFn: () =>
      api.post<{ encryptedRefreshToken: string }>(
        '/auth/encrypt-refresh-token',
      ),
    onSuccess: ({ encryptedRefreshToken }) => {
      window.location.assign(
        buildSetupLink({
          ...ADMIN_CENTRE,
          siteUrl: window.location.origin,
          encryptedRefreshToken,
        }),
      )
    },
  })
  if (!user) return null
  const { customer } = user
  return (
    <section>
      <h1>{t('account.profile')}</h1>
      {!customer.initialSetupFinalized ? (
        <div className="banner" role="status">
          <p>{t('account.setupBanner')}</p>
          <Button
            size="small"
            loading={setup.isPending}
            onClick={() => setup.mutate()}
          >
            {t('account.setupLink')}
          </Button>
        </div>
      ) : null}
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
    </section>
  )
}

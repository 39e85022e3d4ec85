import { buildSetupLink, createAccountApi } from '@shop/account'
import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ApiError } from '#lib/api'
import { openSignInPopup } from '#lib/popup-sign-in'

export const Route = createFileRoute('/en/_layout/shop/account/profile')({
  staticData: { title: 'Profile' },
  component: ProfileRoute,
})

function ProfileRoute() {
  const { t } = useI18n()
  const { api, user, siteUrl } = Route.useRouteContext()
  // The admin centre opens in a sign-in popup; this page refetches the session when the popup
  // comes back to the shop. A blocked popup falls back to a full-page navigation.
  const setup = useMutation({
    mutationFn: async (popup: Window | null) => ({
      popup,
      ...(await createAccountApi(api).encryptRefreshToken()),
    }),
    onSuccess: ({ popup, encryptedRefreshToken, adminCentre }) => {
      const link = buildSetupLink({
        adminCentreUrl: adminCentre.url,
        pathSegment: adminCentre.pathSegment,
        siteUrl,
        encryptedRefreshToken,
      })
      if (popup) popup.location.href = link
      else window.location.assign(link)
    },
    onError: (_error, popup) => popup?.close(),
  })
  if (!user) return null
  const { customer } = user
  return (
    <section>
      <h1>{t('account.profile')}</h1>
      {!customer.initialSetupFinalized ? (
        <div className="banner" role="status">
          <p>{t('account.setupBanner')}</p>
          {setup.error ? (
            <p className="banner__error" role="alert">
              {setup.error instanceof ApiError && setup.error.status === 409
                ? t('account.setupUnavailable')
                : setup.error.message}
            </p>
          ) : null}
          <Button
            size="small"
            loading={setup.isPending}
            onClick={() =>
              setup.mutate(
                openSignInPopup(window.localStorage, (...args) =>
                  window.open(...args),
                ),
              )
            }
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

import { buildSetupLink, createAccountApi } from '@shop/account'
import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { ApiError } from '#lib/api'
import { openSignInPopup } from '#lib/open-sign-in-popup'
import { SupportContact } from '#components/support-contact'
import { accountSetupQuery } from '#lib/account-queries'

/**
 * The account's first setup is not finished: the way to the admin centre that finishes it, or,
 * when this shop has none, whom to contact instead (issue 31: never a button that only then says
 * it cannot work).
 */
export function SetupBanner() {
  const { t } = useI18n()
  const { api, siteUrl } = useRouteContext({ from: '__root__' })
  // Until it is known (or if it cannot be), neither the button nor the contact.
  const online = useQuery(accountSetupQuery(api)).data?.online
  // The admin centre opens in a sign-in popup; the shop refetches the session when the popup
  // comes back to it. A blocked popup falls back to a full-page navigation.
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
  // The API's 409: the admin centre went away since the page was loaded.
  const unavailable =
    online === false ||
    (setup.error instanceof ApiError && setup.error.status === 409)
  return (
    <div className="banner" role="status">
      <p>
        {t(
          online && !unavailable
            ? 'account.setupBanner'
            : 'account.setupNotFinished',
        )}
      </p>
      {unavailable ? (
        <SupportContact lead={t('account.setupUnavailable')} />
      ) : null}
      {setup.error && !unavailable ? (
        <p className="banner__error" role="alert">
          {setup.error.message}
        </p>
      ) : null}
      {online && !unavailable ? (
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
      ) : null}
    </div>
  )
}

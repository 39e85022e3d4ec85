import { buildSetupLink, createAccountApi } from '@shop/account'
import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useMutation } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { ApiError } from '#lib/api'
import { openSignInPopup } from '#lib/open-sign-in-popup'

/** The account's first setup is not finished: the way to the admin centre that finishes it. */
export function SetupBanner() {
  const { t } = useI18n()
  const { api, siteUrl } = useRouteContext({ from: '__root__' })
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
  return (
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
  )
}

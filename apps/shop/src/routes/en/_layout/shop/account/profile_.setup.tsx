import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { createFileRoute } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { POPUP_NAME } from '#lib/popup-sign-in'
import { ButtonLink } from '#components/button-link'

// Where the admin centre sends the buyer back after the account setup (spec section 6).
export const Route = createFileRoute('/en/_layout/shop/account/profile_/setup')(
  {
    staticData: { title: 'Account setup' },
    component: SetupRoute,
  },
)

// The window name never changes while the page is open.
const subscribeToNothing = () => () => {}

function SetupRoute() {
  const { t } = useI18n()
  const { user } = Route.useRouteContext()
  // Known only in the browser (the server renders the link): whether this is the sign-in popup.
  const inPopup = useSyncExternalStore(
    subscribeToNothing,
    () => window.name === POPUP_NAME,
    () => false,
  )
  if (!user) return null
  return (
    <section className="card setup-result">
      <h1>{t('account.setupTitle')}</h1>
      <p role="status">
        {user.customer.initialSetupFinalized
          ? t('account.setupDone')
          : t('account.setupPending')}
      </p>
      {inPopup ? (
        <Button onClick={() => window.close()}>
          {t('account.setupClose')}
        </Button>
      ) : (
        <ButtonLink to="/en/shop/account/profile" variant="primary">
          {t('account.setupBack')}
        </ButtonLink>
      )}
    </section>
  )
}

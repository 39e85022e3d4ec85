import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { Outlet, createFileRoute } from '@tanstack/react-router'
import { accountGreeting } from '#lib/account-greeting'
import { useSignOut } from '#lib/use-sign-out'
import { AccountNavLinks } from '#features/account'

export const Route = createFileRoute('/en/_layout/shop/account')({
  staticData: { requiresAuth: true },
  component: AccountLayout,
})

function AccountLayout() {
  const { t } = useI18n()
  const { user } = Route.useRouteContext()
  const signOut = useSignOut()
  return (
    <div className="account">
      <aside className="account__nav card">
        <p className="account__greeting">{accountGreeting(t, user)}</p>
        <nav aria-label={t('account.title')}>
          <AccountNavLinks />
        </nav>
        <Button variant="secondary" size="small" onClick={() => void signOut()}>
          {t('header.signOut')}
        </Button>
      </aside>
      <div className="account__content">
        <Outlet />
      </div>
    </div>
  )
}

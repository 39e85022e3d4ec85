import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useQueryClient } from '@tanstack/react-query'
import {
  Link,
  Outlet,
  createFileRoute,
  useRouter,
} from '@tanstack/react-router'

export const Route = createFileRoute('/en/_layout/shop/account')({
  staticData: { requiresAuth: true },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: AccountLayout,
})

function AccountLayout() {
  const { t } = useI18n()
  const { api, user } = Route.useRouteContext()
  const queryClient = useQueryClient()
  const router = useRouter()
  const signOut = async () => {
    await api.post('/auth/logout')
    // Logout clears the cache (cart, account data, products) and goes to the shop (spec section 4).
    queryClient.clear()
    await router.invalidate()
    await router.navigate({ to: '/en/shop' })
  }
  return (
    <div className="account">
      <aside className="account__nav card">
        <p className="account__greeting">
          {t('account.greeting', { name: user?.customer.firstname ?? '' })}
        </p>
        <nav aria-label={t('account.title')}>
          <Link to="/en/shop/account/profile">{t('account.profile')}</Link>
          <Link to="/en/shop/account/addresses">{t('account.addresses')}</Link>
          <Link to="/en/shop/account/orders">{t('account.orders')}</Link>
          <Link to="/en/shop/account/inventory">{t('account.inventory')}</Link>
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

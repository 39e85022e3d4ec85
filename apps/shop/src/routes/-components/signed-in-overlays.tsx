import { isCartEmpty } from '@shop/checkout'
import { useI18n } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { cartQuery } from '#lib/queries'
import { useSignOut } from '#lib/use-sign-out'
import { CartLines, OrderSummary } from '#features/cart'
import { PurchaseLimits } from '#features/catalogue'
import { ButtonLink } from '#components/button-link'
import { AccountNavLinks } from '#features/account'

/** The account overlay's content: the account pages and signing out. */
export function AccountOverlay() {
  const { t } = useI18n()
  const signOut = useSignOut()
  return (
    <>
      <nav aria-label={t('account.title')} className="drawer__links">
        <AccountNavLinks />
        <Link to="/en/shop/quick-order">{t('nav.quickOrder')}</Link>
      </nav>
      <Button variant="secondary" onClick={() => void signOut()}>
        {t('header.signOut')}
      </Button>
    </>
  )
}

/** The cart overlay's content: the cart's lines, its summary and the way to the checkout. */
export function CartOverlay() {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const { data: cart, isPending } = useQuery(cartQuery(api))
  if (isPending) return <p>{t('app.loading')}</p>
  if (!cart || isCartEmpty(cart))
    return (
      <>
        <p>{t('cart.empty')}</p>
        <ButtonLink to="/en/shop" variant="secondary">
          {t('cart.continue')}
        </ButtonLink>
      </>
    )
  return (
    <>
      <CartLines cart={cart} compact />
      <OrderSummary cart={cart} />
      <PurchaseLimits cart={cart} />
      <div className="drawer__actions">
        <ButtonLink to="/en/shop/checkout" variant="primary">
          {t('cart.checkout')}
        </ButtonLink>
        <ButtonLink to="/en/shop/cart" variant="secondary">
          {t('cart.title')}
        </ButtonLink>
      </div>
    </>
  )
}

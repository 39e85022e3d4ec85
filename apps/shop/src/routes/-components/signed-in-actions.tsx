import { isCartEmpty } from '@shop/checkout'
import { useI18n } from '@shop/i18n/react'
import { Button, Drawer } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { useStore } from 'zustand'
import { cartQuery } from '../../lib/queries'
import { CartLines } from '../en/_layout/shop/-components/cart-lines'
import { OrderSummary } from '../en/_layout/shop/-components/order-summary'
import { useSessionUser } from '../../lib/use-session-user'
import { useSignOut } from '../../lib/use-sign-out'

/** A plain click opens the overlay; a modified click (new tab, window) follows the link. */
function opensOverlay(event: MouseEvent) {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  )
}

/**
 * The signed-in buyer's header actions: the account and cart buttons and their overlays. Loaded
 * only for signed-in buyers, so anonymous pages do not carry it.
 */
export function SignedInActions() {
  const { t } = useI18n()
  const { api, ui } = useRouteContext({ from: '__root__' })
  const user = useSessionUser()
  const overlay = useStore(ui, (state) => state.overlay)
  const cart = useQuery({ ...cartQuery(api), retry: false })
  const count =
    cart.data?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0
  const open =
    (name: 'cart' | 'account') => (event: MouseEvent<HTMLAnchorElement>) => {
      if (!opensOverlay(event)) return
      event.preventDefault()
      ui.getState().openOverlay(name)
    }
  return (
    <>
      <Link
        to="/en/shop/account/profile"
        aria-haspopup="dialog"
        onClick={open('account')}
      >
        {user?.customer.firstname ?? t('header.account')}
      </Link>
      <Link to="/en/shop/cart" aria-haspopup="dialog" onClick={open('cart')}>
        {/* The name says the count in words and starts with the visible word (label in name). */}
        <span aria-hidden="true">
          {t('header.cart')}
          {count > 0 ? <span className="ui-header__count">{count}</span> : null}
        </span>
        <span className="visually-hidden">
          {t('header.cartCount', { count })}
        </span>
      </Link>
      <Overlay
        open={overlay === 'account'}
        title={t('account.greeting', { name: user?.customer.firstname ?? '' })}
        closeLabel={t('app.close')}
      >
        <AccountOverlay />
      </Overlay>
      <Overlay
        open={overlay === 'cart'}
        title={t('cart.overlayTitle')}
        closeLabel={t('cart.close')}
      >
        <CartOverlay />
      </Overlay>
    </>
  )
}

/**
 * A drawer from the right over the page (overlay layer 1000): a native modal dialog, so focus
 * stays inside, Escape closes it and focus returns to the button that opened it.
 */
function Overlay({
  open,
  title,
  closeLabel,
  children,
}: {
  open: boolean
  title: string
  closeLabel: string
  children: ReactNode
}) {
  const { ui } = useRouteContext({ from: '__root__' })
  return (
    <Drawer
      open={open}
      onClose={() => ui.getState().closeOverlays()}
      title={title}
      closeLabel={closeLabel}
    >
      {children}
    </Drawer>
  )
}

function AccountOverlay() {
  const { t } = useI18n()
  const signOut = useSignOut()
  return (
    <>
      <nav aria-label={t('account.title')} className="drawer__links">
        <Link to="/en/shop/account/profile">{t('account.profile')}</Link>
        <Link to="/en/shop/account/addresses">{t('account.addresses')}</Link>
        <Link to="/en/shop/account/orders">{t('account.orders')}</Link>
        <Link to="/en/shop/account/inventory">{t('account.inventory')}</Link>
        <Link to="/en/shop/quick-order">{t('nav.quickOrder')}</Link>
      </nav>
      <Button variant="secondary" onClick={() => void signOut()}>
        {t('header.signOut')}
      </Button>
    </>
  )
}

function CartOverlay() {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const { data: cart, isPending } = useQuery(cartQuery(api))
  if (isPending) return <p>{t('app.loading')}</p>
  if (!cart || isCartEmpty(cart))
    return (
      <>
        <p>{t('cart.empty')}</p>
        <Link to="/en/shop" className="ui-button ui-button--secondary">
          {t('cart.continue')}
        </Link>
      </>
    )
  return (
    <>
      <CartLines cart={cart} compact />
      <OrderSummary cart={cart} />
      <div className="drawer__actions">
        <Link to="/en/shop/checkout" className="ui-button ui-button--primary">
          {t('cart.checkout')}
        </Link>
        <Link to="/en/shop/cart" className="ui-button ui-button--secondary">
          {t('cart.title')}
        </Link>
      </div>
    </>
  )
}

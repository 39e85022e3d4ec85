import { useI18n } from '@shop/i18n/react'
import { Drawer } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { useStore } from 'zustand'
import { accountGreeting, accountLinkText } from '#lib/account-greeting'
import { cartQuery } from '#lib/queries'
import { useSessionUser } from '#lib/use-session-user'
import type * as Overlays from './signed-in-overlays'

// The overlays' contents (the cart's lines and summary, the account links) are not needed before
// the buyer opens one: they load when the buyer points at or focuses a button that opens one, and
// at the latest on the click, and the overlay opens once they are there (a chunk that fails to
// load reloads the page, see entry-client).
let overlays: typeof Overlays | undefined
const loadOverlays = () =>
  import('./signed-in-overlays').then((module) => (overlays = module))
const preloadOverlays = () => void loadOverlays().catch(() => undefined)
/** Where the router preloads a link's page, the overlays' code starts loading too. */
const intent = {
  onMouseEnter: preloadOverlays,
  onFocus: preloadOverlays,
  onTouchStart: preloadOverlays,
}

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
      void loadOverlays().then(() => ui.getState().openOverlay(name))
    }
  return (
    <>
      <Link
        to="/en/shop/account/profile"
        aria-haspopup="dialog"
        onClick={open('account')}
        {...intent}
      >
        {accountLinkText(t, user)}
      </Link>
      <Link
        to="/en/shop/cart"
        aria-haspopup="dialog"
        onClick={open('cart')}
        {...intent}
      >
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
        title={accountGreeting(t, user)}
        closeLabel={t('app.close')}
      >
        {overlays ? <overlays.AccountOverlay /> : null}
      </Overlay>
      <Overlay
        open={overlay === 'cart'}
        title={t('cart.overlayTitle')}
        closeLabel={t('cart.close')}
      >
        {overlays ? <overlays.CartOverlay /> : null}
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

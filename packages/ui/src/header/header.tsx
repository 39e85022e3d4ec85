import { useEffect, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'

export interface HeaderProps {
  /** The shop's name or logo, linking home. */
  brand: ReactNode
  /** Usually a `SearchBox`. */
  search?: ReactNode
  /** Quick order, account and cart buttons. */
  actions: ReactNode
  /** Names the actions' navigation, e.g. "Account". */
  actionsLabel: string
  /** The main navigation's links (the catalogue's categories). */
  navigation: ReactNode
  /** Names the main navigation, e.g. "Main". */
  navigationLabel: string
  /** The button that opens the navigation on narrow screens, e.g. "Menu". */
  menuLabel: string
}

/**
 * The shop's header: brand, search, account and cart actions, and the category navigation,
 * which folds behind a menu button on narrow screens (and folds again after a link is chosen).
 *
 * @example
 * <Header brand={<a href="/en">Shop</a>} search={<SearchBox … />} actions={…} actionsLabel="Account"
 *   navigation={categories.map(…)} navigationLabel="Main" menuLabel="Menu" />
 */
export function Header({
  brand,
  search,
  actions,
  actionsLabel,
  navigation,
  navigationLabel,
  menuLabel,
}: HeaderProps) {
  const [open, setOpen] = useState(false)
  const navId = useId()
  const nav = useRef<HTMLElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  // Choosing a link in the folded navigation folds it again; so does Escape, which hands the
  // focus back to the menu button.
  useEffect(() => {
    const element = nav.current
    if (!open || !element) return
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      menuButton.current?.focus()
    }
    element.addEventListener('click', onClick)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      element.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])
  return (
    <header className="ui-header">
      <div className="ui-header__bar">
        <div className="ui-header__brand">{brand}</div>
        {search ? <div className="ui-header__search">{search}</div> : null}
        <nav className="ui-header__actions" aria-label={actionsLabel}>
          {actions}
        </nav>
        <button
          type="button"
          className="ui-button ui-button--secondary ui-button--small ui-header__menu"
          ref={menuButton}
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((value) => !value)}
        >
          {menuLabel}
        </button>
      </div>
      <nav
        id={navId}
        aria-label={navigationLabel}
        className="ui-header__nav"
        data-open={open}
        ref={nav}
      >
        {navigation}
      </nav>
    </header>
  )
}

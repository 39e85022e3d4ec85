import { useT } from '@shop/i18n/react'
import { Button } from '@shop/ui'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'

/** The shop's top bar; the menu button opens the navigation on small screens. */
export function ShopHeader() {
  const t = useT()
  const [menuOpen, setMenuOpen] = useState(false)
  const navId = useId()
  return (
    <header className="shop-header">
      <Link to="/en" className="shop-header__brand">
        {t('app.name')}
      </Link>
      <Button
        variant="secondary"
        size="small"
        className="shop-header__menu"
        aria-expanded={menuOpen}
        aria-controls={navId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {t('nav.menu')}
      </Button>
      <nav
        id={navId}
        aria-label={t('nav.main')}
        className="shop-header__nav"
        data-open={menuOpen}
      >
        <Link to="/en">{t('nav.home')}</Link>
      </nav>
    </header>
  )
}

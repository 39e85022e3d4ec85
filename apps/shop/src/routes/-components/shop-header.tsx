import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'

const NAV_LINKS = [{ to: '/en', label: 'Home' }] as const

/** The shop's top bar; the menu button opens the navigation on small screens. */
export function ShopHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const navId = useId()
  return (
    <header className="shop-header">
      <Link to="/en" className="shop-header__brand">
        Clinic Supply
      </Link>
      <button
        type="button"
        className="shop-header__menu"
        aria-expanded={menuOpen}
        aria-controls={navId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        Menu
      </button>
      <nav
        id={navId}
        aria-label="Main"
        className="shop-header__nav"
        data-open={menuOpen}
      >
        {NAV_LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
    </header>
  )
}

import { useI18n } from '@shop/i18n/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router'
import { Suspense, lazy, useId, useState } from 'react'
import type { ReactNode } from 'react'
import { appConfigQuery, categoriesQuery } from '../../lib/queries'
import { LoginModal } from './login-modal'

// The account and cart buttons with their overlays load only for signed-in buyers.
const SignedInActions = lazy(() =>
  import('./signed-in-actions').then((m) => ({ default: m.SignedInActions })),
)

/** Header, main content and footer of every shop page (the error page has none). */
export function ShopLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <ShopHeader />
      <main id="main" className="page">
        {children}
      </main>
      <ShopFooter />
      <LoginModal />
    </>
  )
}

function ShopHeader() {
  const { t } = useI18n()
  const { api, user } = useRouteContext({ from: '__root__' })
  const { data: categories } = useSuspenseQuery(categoriesQuery(api))
  const [menuOpen, setMenuOpen] = useState(false)
  const navigate = useNavigate()
  const navId = useId()
  return (
    <header className="shop-header">
      <div className="shop-header__bar">
        <Link to="/en" className="shop-header__brand">
          {t('app.name')}
        </Link>
        <form
          className="shop-header__search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault()
            const q = String(
              new FormData(event.currentTarget).get('q') ?? '',
            ).trim()
            if (q) void navigate({ to: '/en/shop/search', search: { q } })
          }}
        >
          <label className="visually-hidden" htmlFor="header-search">
            {t('header.search')}
          </label>
          <input
            id="header-search"
            name="q"
            type="search"
            className="ui-input"
            placeholder={t('header.searchPlaceholder')}
          />
          <button type="submit" className="ui-button ui-button--secondary">
            {t('header.search')}
          </button>
        </form>
        <nav className="shop-header__actions" aria-label={t('header.account')}>
          <Link to="/en/shop/quick-order" className="header-action">
            {t('nav.quickOrder')}
          </Link>
          {user ? (
            <Suspense
              fallback={
                <>
                  <Link to="/en/shop/account/profile" className="header-action">
                    {user.customer.firstname}
                  </Link>
                  <Link to="/en/shop/cart" className="header-action">
                    {t('header.cart')}
                  </Link>
                </>
              }
            >
              <SignedInActions />
            </Suspense>
          ) : (
            <Link to="/en/auth/login" className="header-action">
              {t('header.signIn')}
            </Link>
          )}
        </nav>
        <button
          type="button"
          className="ui-button ui-button--secondary ui-button--small shop-header__menu"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('nav.menu')}
        </button>
      </div>
      <nav
        id={navId}
        aria-label={t('nav.main')}
        className="shop-header__nav"
        data-open={menuOpen}
      >
        <Link to="/en/shop" activeOptions={{ exact: true }}>
          {t('nav.shop')}
        </Link>
        {categories.map((category) => (
          <Link
            key={category.id}
            to="/en/shop/$"
            params={{ _splat: category.identifier }}
            onClick={() => setMenuOpen(false)}
          >
            {category.name}
          </Link>
        ))}
      </nav>
    </header>
  )
}

function ShopFooter() {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const { data: config } = useSuspenseQuery(appConfigQuery(api))
  const groups = [config.footerLinks.left, config.footerLinks.centre]
  return (
    <footer className="shop-footer">
      <div className="shop-footer__groups">
        <div>
          <p className="shop-footer__brand">{t('app.name')}</p>
          <p>{t('app.tagline')}</p>
        </div>
        {groups.map((links, i) => (
          <ul key={i} className="shop-footer__links">
            {links.map((link) => (
              <li key={link.url + link.label}>
                <a href={link.url}>{link.label}</a>
              </li>
            ))}
          </ul>
        ))}
        <div>
          <p className="shop-footer__heading">{t('footer.social')}</p>
          <ul className="shop-footer__links">
            {config.socialMediaLinks.map((link) => (
              <li key={link.link}>
                <a href={link.link} rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="shop-footer__bottom">
        <span>{t('footer.copyright', { year: 2026 })}</span>
        <ul className="shop-footer__inline">
          {config.footerLinks.bottom.map((link) => (
            <li key={link.label}>
              <a href={link.url}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}

import { useI18n } from '@shop/i18n/react'
import { Footer, Header, SearchBox } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  Link,
  useNavigate,
  useRouteContext,
  useSearch,
} from '@tanstack/react-router'
import { Suspense, lazy, useState } from 'react'
import { useStore } from 'zustand'
import type { ReactNode } from 'react'
import { appConfigQuery, categoriesQuery } from '#lib/queries'
import { useSessionUser } from '#lib/use-session-user'
import { accountLinkText } from '#lib/account-greeting'
import { SupportContact } from '#components/support-contact'
import { ContentLink } from './content-link'
import { loadRecallBanner } from '#features/inventory-and-recalls/lazy'

// The account and cart buttons with their overlays, and the recall banner, load only for
// signed-in buyers.
const SignedInActions = lazy(() =>
  import('./signed-in-actions').then((m) => ({ default: m.SignedInActions })),
)
const RecallBanner = lazy(() =>
  loadRecallBanner().then((m) => ({ default: m.RecallBanner })),
)
// The login modal loads when a signed-out buyer first needs it, not with every page.
const LoginModal = lazy(() =>
  import('./login-modal').then((m) => ({ default: m.LoginModal })),
)

/** Header, main content and footer of every shop page (the error page has none). */
export function ShopLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n()
  const { signedIn, ui } = useRouteContext({ from: '__root__' })
  // Once asked for, the modal stays mounted, so closing it returns focus where it was.
  const loginAsked = useStore(ui, (state) => Boolean(state.loginTarget))
  const [loginNeeded, setLoginNeeded] = useState(false)
  if (loginAsked && !loginNeeded) setLoginNeeded(true)
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <ShopHeader />
      <main id="main" className="page">
        {signedIn ? (
          <Suspense fallback={null}>
            <RecallBanner />
          </Suspense>
        ) : null}
        {children}
      </main>
      <ShopFooter />
      {loginNeeded ? (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      ) : null}
    </>
  )
}

function ShopHeader() {
  const { t } = useI18n()
  const { api, signedIn } = useRouteContext({ from: '__root__' })
  const user = useSessionUser()
  const { data: categories } = useSuspenseQuery(categoriesQuery(api))
  const navigate = useNavigate()
  // On the results page the box keeps the query, ready to be refined.
  const query =
    useSearch({ from: '/en/_layout/shop/search', shouldThrow: false })?.q ?? ''
  return (
    <Header
      brand={<Link to="/en">{t('app.name')}</Link>}
      search={
        <SearchBox
          key={query}
          defaultValue={query}
          label={t('header.search')}
          buttonLabel={t('header.search')}
          placeholder={t('header.searchPlaceholder')}
          action="/en/shop/search"
          onSearch={(q) =>
            void navigate({ to: '/en/shop/search', search: { q } })
          }
        />
      }
      actionsLabel={t('header.account')}
      actions={
        <>
          <Link to="/en/shop/quick-order">{t('nav.quickOrder')}</Link>
          {signedIn ? (
            <Suspense
              fallback={
                <>
                  <Link to="/en/shop/account/profile">
                    {accountLinkText(t, user)}
                  </Link>
                  <Link to="/en/shop/cart">{t('header.cart')}</Link>
                </>
              }
            >
              <SignedInActions />
            </Suspense>
          ) : (
            <Link to="/en/auth/login">{t('header.signIn')}</Link>
          )}
        </>
      }
      navigationLabel={t('nav.main')}
      menuLabel={t('nav.menu')}
      navigation={
        <>
          <Link to="/en/shop" activeOptions={{ exact: true }}>
            {t('nav.shop')}
          </Link>
          {categories.map((category) => (
            <Link
              key={category.id}
              to="/en/shop/$"
              params={{ _splat: category.identifier }}
            >
              {category.name}
            </Link>
          ))}
        </>
      }
    />
  )
}

function ShopFooter() {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const { data: config } = useSuspenseQuery(appConfigQuery(api))
  const links = (list: readonly { url: string; label: string }[]) =>
    list.map((link) => ({ label: link.label, href: link.url }))
  return (
    <Footer
      brand={t('app.name')}
      tagline={t('app.tagline')}
      groups={[
        { links: links(config.footerLinks.left) },
        { links: links(config.footerLinks.centre) },
      ]}
      contact={{
        heading: t('support.heading'),
        content: <SupportContact layout="lines" />,
      }}
      social={{
        heading: t('footer.social'),
        links: config.socialMediaLinks.map((link) => ({
          label: link.name,
          href: link.link,
        })),
      }}
      bottomLinks={links(config.footerLinks.bottom)}
      copyright={t('footer.copyright', { year: 2026 })}
      renderLink={ContentLink}
    />
  )
}

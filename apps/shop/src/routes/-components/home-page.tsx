import { useT } from '@shop/i18n/react'
import { ShopHeader } from './shop-header'

/** The home page, shown at `/` and `/en`. */
export function HomePage() {
  const t = useT()
  return (
    <>
      <ShopHeader />
      <main className="home">
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
      </main>
    </>
  )
}

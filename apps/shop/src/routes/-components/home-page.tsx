import { useI18n } from '@shop/i18n/react'
import { Image } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { appConfigQuery } from '#lib/queries'
import { ContentLink } from './content-link'
import { ButtonLink } from '#components/button-link'

/** The home page, shown at `/` and `/en`: content from the content endpoint. */
export function HomePage() {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const { data: config } = useSuspenseQuery(appConfigQuery(api))
  const home = config.shopHomePage
  return (
    <>
      <section className="hero">
        <h1>{home.headline}</h1>
        <p>{home.intro}</p>
        <ButtonLink to="/en/shop" variant="primary">
          {t('home.shopNow')}
        </ButtonLink>
      </section>
      <section aria-labelledby="featured">
        <h2 id="featured">{t('home.featured')}</h2>
        <ul className="tile-grid tile-grid--featured">
          {home.featuredCategories.map((category, index) => (
            <li key={category.identifier} className="tile">
              <Link
                to="/en/shop/$"
                params={{ _splat: category.path }}
                className="tile__link"
              >
                <Image
                  src={category.image.url}
                  width={category.image.width}
                  height={category.image.height}
                  alt=""
                  size="product-overview"
                  priority={index < 2}
                  className="tile__image"
                />
                <span className="tile__title">{category.name}</span>
                <span className="tile__text">{category.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="explore" className="explore">
        <h2 id="explore">{t('home.explore')}</h2>
        <div className="explore__grid">
          {home.explore.map((teaser) => (
            <article key={teaser.title} className="card">
              <h3>{teaser.title}</h3>
              <p>{teaser.text}</p>
              <ContentLink href={teaser.link.url}>
                {teaser.link.label}
              </ContentLink>
            </article>
          ))}
        </div>
      </section>
    </>
  )
}

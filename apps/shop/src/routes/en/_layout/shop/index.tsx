import { useI18n } from '@shop/i18n/react'
import { Image, Price } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { categoriesQuery } from '#lib/queries'

export const Route = createFileRoute('/en/_layout/shop/')({
  staticData: { title: 'Shop' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(categoriesQuery(context.api)),
  component: ShopLanding,
})

/** The shop landing page: every category with its subcategories. */
function ShopLanding() {
  const { t, formatMoney } = useI18n()
  const { api } = Route.useRouteContext()
  const { data: categories } = useSuspenseQuery(categoriesQuery(api))
  return (
    <>
      <h1>{t('nav.categories')}</h1>
      <ul className="tile-grid tile-grid--rows">
        {categories.map((category, index) => (
          <li key={category.id} className="tile">
            <Link
              to="/en/shop/$"
              params={{ _splat: category.identifier }}
              className="tile__link"
            >
              {category.images[0] ? (
                <Image
                  src={category.images[0].url}
                  width={category.images[0].width}
                  height={category.images[0].height}
                  alt=""
                  size="product-overview"
                  priority={index < 3}
                  className="tile__image"
                />
              ) : null}
              <span className="tile__title">{category.name}</span>
              <span className="tile__text">{category.description}</span>
              <span className="tile__text">
                {t('category.fromPrice', { price: '' })}
                <Price
                  amount={category.productsMinPrice}
                  format={formatMoney}
                />
              </span>
            </Link>
            <ul className="tile__children">
              {category.categories.map((child) => (
                <li key={child.id}>
                  <Link
                    to="/en/shop/$"
                    params={{
                      _splat: `${category.identifier}/${child.identifier}`,
                    }}
                  >
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  )
}

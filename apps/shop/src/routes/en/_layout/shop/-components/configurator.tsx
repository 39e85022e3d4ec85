import { useI18n } from '@shop/i18n/react'
import { Button, ColorSwatch, Price } from '@shop/ui'
import { Link, useNavigate } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import type { ReactNode } from 'react'
import type { Category, CategoryListing } from '../../../../../lib/queries'
import { nextSearch, toggleAttribute } from './category-path'

const AddToCart = lazy(() =>
  import('./add-to-cart').then((m) => ({ default: m.AddToCart })),
)

/** One step per allowed attribute group, in sorting order; the product is the one carrying every choice. */
export function Configurator({
  category,
  listing,
  selected,
  breadcrumbs,
}: {
  category: Category
  listing: CategoryListing
  selected: string[]
  breadcrumbs: ReactNode
}) {
  const { t, formatMoney } = useI18n()
  const navigate = useNavigate({ from: '/en/shop/$' })
  const groups = [...category.allowedAttributeGroups].sort(
    (a, b) => a.sorting - b.sorting,
  )
  const available = new Set(listing.availableAttributeIds)
  const complete = groups.every((group) =>
    group.attributes.some((a) => selected.includes(a.id)),
  )
  const product =
    complete && listing.total >= 1 ? listing.products[0] : undefined
  const select = (change: (current: string[]) => string[]) =>
    void navigate({ search: nextSearch(change), resetScroll: false })
  return (
    <div className="configurator">
      {breadcrumbs}
      <header className="configurator__hero">
        <h1>
          {category.configuratorOverviewHeadline ??
            t('configurator.title', { category: category.name })}
        </h1>
        {category.configuratorDescription ? (
          <p>{category.configuratorDescription}</p>
        ) : null}
      </header>
      <ol className="configurator__steps">
        {groups.map((group, index) => {
          const ids = group.attributes.map((a) => a.id)
          return (
            <li
              key={group.id}
              className="configurator__step"
              data-highlighted={group.isHighlighted}
            >
              <fieldset>
                <legend>
                  <span className="configurator__step-number">
                    {t('configurator.step', {
                      step: index + 1,
                      total: groups.length,
                    })}
                  </span>
                  {t('configurator.choose', { group: group.name })}
                  {group.isHighlighted ? (
                    <span className="badge badge--accent">
                      {t('configurator.recommended')}
                    </span>
                  ) : null}
                </legend>
                {group.guideHeadline ? (
                  <details className="configurator__guide">
                    <summary>{group.guideHeadline}</summary>
                    <p>{group.guideContent}</p>
                  </details>
                ) : null}
                <div className="configurator__options">
                  {group.attributes.map((attribute) => {
                    const isSelected = selected.includes(attribute.id)
                    const disabled = !isSelected && !available.has(attribute.id)
                    return (
                      <label
                        key={attribute.id}
                        className="option-card"
                        data-selected={isSelected}
                        data-disabled={disabled}
                      >
                        <input
                          type="radio"
                          name={group.identifier}
                          checked={isSelected}
                          disabled={disabled}
                          onChange={() =>
                            select((current) =>
                              toggleAttribute(current, attribute.id, ids),
                            )
                          }
                        />
                        {attribute.valueColor ? (
                          <ColorSwatch
                            color={attribute.valueColor}
                            size="large"
                          />
                        ) : null}
                        <span>{attribute.name}</span>
                        {attribute.badgeName ? (
                          <span className="badge">{attribute.badgeName}</span>
                        ) : null}
                      </label>
                    )
                  })}
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <section
        className="configurator__result card"
        aria-live="polite"
        aria-labelledby="configurator-result"
      >
        <h2 id="configurator-result">
          {category.configuratorDetailHeadline ?? t('configurator.result')}
        </h2>
        {product ? (
          <>
            <p className="configurator__product">
              <Link to="/en/shop/products/$" params={{ _splat: product.sku }}>
                {product.name}
              </Link>
            </p>
            <p>{t('product.sku', { sku: product.sku })}</p>
            <Price
              amount={product.storeValues[0]?.price ?? 0}
              format={formatMoney}
              suffix="net"
            />
            <Suspense fallback={null}>
              <AddToCart productId={product.id} />
            </Suspense>
          </>
        ) : (
          <p>
            {complete
              ? t('configurator.noMatch')
              : t('configurator.incomplete')}
          </p>
        )}
        {selected.length ? (
          <Button
            variant="secondary"
            size="small"
            onClick={() => select(() => [])}
          >
            {t('configurator.reset')}
          </Button>
        ) : null}
      </section>
    </div>
  )
}

import { useI18n } from '@shop/i18n/react'
import { AttributePicker, Button, Price } from '@shop/ui'
import { useNavigate } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import type { ReactNode } from 'react'
import type { Category, CategoryListing } from '../../../../../lib/queries'
import { ProductLink } from '../../../../-components/product-card'
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
            <li key={group.id}>
              <AttributePicker
                name={group.identifier}
                step={t('configurator.step', {
                  step: index + 1,
                  total: groups.length,
                })}
                legend={t('configurator.choose', { group: group.name })}
                highlighted={group.isHighlighted}
                highlightLabel={t('configurator.recommended')}
                guide={
                  group.guideHeadline
                    ? {
                        headline: group.guideHeadline,
                        content: <p>{group.guideContent}</p>,
                      }
                    : undefined
                }
                options={group.attributes.map((attribute) => ({
                  id: attribute.id,
                  label: attribute.name,
                  color: attribute.valueColor,
                  badge: attribute.badgeName,
                  disabled: !available.has(attribute.id),
                }))}
                selected={ids.find((id) => selected.includes(id)) ?? null}
                onSelect={(id) =>
                  select((current) => toggleAttribute(current, id, ids))
                }
              />
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
              <ProductLink sku={product.sku}>{product.name}</ProductLink>
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

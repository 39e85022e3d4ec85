import { useI18n } from '@shop/i18n/react'
import { AttributePicker, Button, Image, Price } from '@shop/ui'
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router'
import { Suspense, lazy, useRef, useState } from 'react'
import { imageProps, useFallbackImageSrc } from '#lib/images'
import type { Category, CategoryListing } from '#lib/queries'
import { ProductLink } from './product-card'
import { CatalogueBreadcrumbs } from './catalogue-breadcrumbs'
import { nextSearch, toggleAttribute } from './category-path'
import { cachedCounts, configure } from './configuration'
import type { Configuration } from './configuration'

const AddToCart = lazy(() =>
  import('./add-to-cart').then((m) => ({ default: m.AddToCart })),
)

/**
 * One step per attribute group, in the category's order; the product is the one carrying every
 * choice. Any step can be changed at any time: a later choice that no longer fits is cleared,
 * and a note under the changed step says which.
 */
export function Configurator({
  category,
  configuration,
  listing,
  path,
}: {
  category: Category
  configuration: Configuration
  /** The products that carry every choice so far (one page of one). */
  listing: CategoryListing
  path: string
}) {
  const { t, formatMoney } = useI18n()
  const { api, queryClient } = useRouteContext({ from: '/en/_layout/shop/$' })
  const navigate = useNavigate({ from: '/en/shop/$' })
  const fallbackImageSrc = useFallbackImageSrc()
  const [note, setNote] = useState<{ groupId: string; text: string }>()
  // Only the latest choice navigates, should an earlier one resolve after it.
  const latest = useRef(0)
  const groups = category.allowedAttributeGroups
  const { steps, choices } = configuration
  const attributes = new Map(
    groups.flatMap((group) =>
      group.attributes.map((a) => [a.id, { group, attribute: a }] as const),
    ),
  )
  const { complete } = configuration
  // Every product carrying every choice (an essential and a premium glove alike).
  const matches = complete ? listing.products : []
  const headline =
    category.configuratorOverviewHeadline ??
    t('configurator.title', { category: category.name })

  const go = (next: string[]) =>
    navigate({ search: nextSearch(() => next), resetScroll: false })

  async function choose(groupId: string, groupIds: string[], id: string) {
    const click = ++latest.current
    const wanted = toggleAttribute(choices, id, groupIds)
    try {
      const next = await configure(
        groups,
        wanted,
        cachedCounts(queryClient, api, category.identifier),
      )
      if (click !== latest.current) return
      const cleared = next.cleared.map((cleared) => {
        const found = attributes.get(cleared)
        return found ? `${found.group.name}: ${found.attribute.name}` : cleared
      })
      setNote(
        cleared.length
          ? {
              groupId,
              text: t('configurator.cleared', {
                count: cleared.length,
                choices: cleared.join(', '),
                choice: attributes.get(id)?.attribute.name ?? '',
              }),
            }
          : undefined,
      )
      await go(next.choices)
    } catch {
      // Without the counts, the page's loader sorts the choices out when it loads them.
      if (click === latest.current) await go(wanted)
    }
  }

  return (
    <div className="configurator">
      <CatalogueBreadcrumbs
        category={category}
        current={{ label: headline, href: `/en/shop/${path}/configure` }}
      />
      <header className="configurator__hero">
        <h1>{headline}</h1>
        {category.configuratorDescription ? (
          <p>{category.configuratorDescription}</p>
        ) : null}
      </header>
      <ol className="configurator__steps">
        {steps.map((step, index) => {
          const group = groups.find((g) => g.id === step.groupId)
          if (!group) return null
          const ids = group.attributes.map((a) => a.id)
          return (
            <li key={group.id}>
              <AttributePicker
                name={group.identifier}
                step={t('configurator.step', {
                  step: index + 1,
                  total: steps.length,
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
                options={group.attributes
                  .filter((attribute) => step.offered.includes(attribute.id))
                  .map((attribute) => ({
                    id: attribute.id,
                    label: attribute.name,
                    color: attribute.valueColor,
                    badge:
                      attribute.badgeName ??
                      (step.bestValue === attribute.id
                        ? t('configurator.bestValue')
                        : undefined),
                    disabled: !step.available.includes(attribute.id),
                  }))}
                selected={step.choice}
                onSelect={(id) => void choose(group.id, ids, id)}
              />
              {note?.groupId === group.id ? (
                <p className="configurator__note" role="status">
                  {note.text}
                </p>
              ) : null}
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
        {matches.length ? (
          <>
            {matches.length > 1 ? (
              <p>{t('configurator.matches', { count: listing.total })}</p>
            ) : null}
            <ul className="configurator__matches">
              {matches.map((product) => (
                <li key={product.id} className="configurator__match">
                  <Image
                    {...imageProps(product.mainImage)}
                    alt=""
                    size="product-overview"
                    fallbackSrc={fallbackImageSrc}
                    className="configurator__image"
                  />
                  <div className="configurator__details">
                    <p className="configurator__product">
                      <ProductLink sku={product.sku}>
                        {product.name}
                      </ProductLink>
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
                  </div>
                </li>
              ))}
            </ul>
            {listing.total > matches.length ? (
              <Link
                to="/en/shop/$"
                params={{ _splat: path }}
                search={{ attrs: choices.join(',') }}
              >
                {t('configurator.allMatches', { count: listing.total })}
              </Link>
            ) : null}
          </>
        ) : (
          <p>
            {complete
              ? t('configurator.noMatch')
              : `${t('configurator.incomplete')} ${t('configurator.matching', { count: listing.total })}`}
          </p>
        )}
        {choices.length ? (
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setNote(undefined)
              void go([])
            }}
          >
            {t('configurator.reset')}
          </Button>
        ) : null}
      </section>
    </div>
  )
}

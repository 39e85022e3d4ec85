import { useI18n } from '@shop/i18n/react'
import { ColorSwatch, Image, Notice, Tabs } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { orNotFound } from '#lib/not-found'
import { productQuery } from '#lib/queries'
import { useFallbackImageSrc } from '#lib/images'
import { SHOP_NAME } from '#lib/route-meta'
import {
  AddToCart,
  breadcrumbList,
  breadcrumbTrail,
  CatalogueBreadcrumbs,
  ProductCards,
  ProductLink,
  productData,
  ProductPrice,
  buyerPrice,
} from '#features/catalogue'
import { AvailabilityBadge, PackLine } from '#features/catalogue-units'
import { ReplaceInCart } from '#features/cart'

export const Route = createFileRoute('/en/_layout/shop/products/$')({
  staticData: { requiresAuth: true },
  loader: async ({ context, params, location }) => {
    const id = (params._splat ?? '').split('/').filter(Boolean).pop() ?? ''
    const product = await orNotFound(
      context.queryClient.ensureQueryData(productQuery(context.api, id)),
      location.pathname,
    )
    // Any spelling of the product (`glv-nit-…`, its id) leads to the one address of its SKU.
    if (product.sku && id !== product.sku)
      throw redirect({
        to: '/en/shop/products/$',
        params: { _splat: product.sku },
        statusCode: 301,
      })
    const path = `/en/shop/products/${id}`
    const category = product.categories[0]
    return {
      id,
      name: product.name,
      description: product.description,
      // For search engines, which read the server's HTML: the client build leaves this code out.
      structuredData: import.meta.env.SSR
        ? [
            productData({
              name: product.name,
              sku: product.sku ?? id,
              description: product.description,
              image: product.stage.url,
              price: buyerPrice(product),
              currency: 'USD',
              path,
            }),
            breadcrumbList([
              ...(category
                ? breadcrumbTrail(category)
                : [{ name: 'Shop', path: '/en/shop' }]),
              { name: product.name, path },
            ]),
          ]
        : [],
    }
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? {
          meta: [
            { title: `${loaderData.name} · ${SHOP_NAME}` },
            { name: 'description', content: loaderData.description },
          ],
          links: [
            {
              rel: 'canonical',
              href: `${match.context.siteUrl}/en/shop/products/${loaderData.id}`,
            },
          ],
          scripts: loaderData.structuredData,
        }
      : {},
  component: ProductRoute,
})

function ProductRoute() {
  const { t } = useI18n()
  const { id } = Route.useLoaderData()
  const { api } = Route.useRouteContext()
  const { data: product } = useSuspenseQuery(productQuery(api, id))
  const fallbackImageSrc = useFallbackImageSrc()
  const category = product.categories[0]
  return (
    <>
      {category ? (
        <CatalogueBreadcrumbs
          category={category}
          current={{
            label: product.name,
            href: `/en/shop/products/${product.sku}`,
          }}
        />
      ) : null}
      <article className="product">
        <div className="product__stage">
          <Image
            src={product.stage.url}
            width={product.stage.width}
            height={product.stage.height}
            alt={product.stage.alt}
            size="product-stage"
            priority
            fallbackSrc={fallbackImageSrc}
          />
        </div>
        <div className="product__info">
          <h1>{product.name}</h1>
          <p className="product__sku">
            {t('product.sku', { sku: product.sku })}
            {product.gtin ? (
              <> · {t('product.gtin', { gtin: product.gtin })}</>
            ) : null}
          </p>
          <ProductPrice product={product} className="product__price" />
          <p className="product__pack">
            <PackLine product={product} price={buyerPrice(product)} />
            <br />
            <AvailabilityBadge availability={product.availability} />
          </p>
          {product.status === 'DISCONTINUED' ? (
            <Notice tone="warning" title={t('product.discontinued')}>
              {product.replacedBy ? (
                <p>
                  {t('product.replacedBy', { name: product.replacedBy.name })}{' '}
                  <ProductLink sku={product.replacedBy.sku}>
                    {t('product.viewReplacement', {
                      name: product.replacedBy.sku,
                    })}
                  </ProductLink>
                </p>
              ) : null}
              {product.replacedBy ? (
                <ReplaceInCart productId={product.id} />
              ) : null}
            </Notice>
          ) : null}
          <dl className="product__attributes">
            {product.attributes.map((attribute) => (
              <div key={attribute.id}>
                <dt>{attribute.group.name}</dt>
                <dd>
                  {attribute.valueColor ? (
                    <ColorSwatch color={attribute.valueColor} />
                  ) : null}
                  {attribute.name}
                </dd>
              </div>
            ))}
          </dl>
          <AddToCart
            productId={product.id}
            rule={product.quantityRule}
            orderable={product.status === 'ACTIVE'}
            listProduct={{ sku: product.sku, name: product.name }}
          />
          {product.explorePage ? (
            <Tabs
              label={t('product.information')}
              tabs={[
                {
                  id: 'description',
                  label: t('product.description'),
                  content: <p>{product.description}</p>,
                },
                {
                  id: 'explore',
                  label: t('product.explore'),
                  content: <p>{product.explorePage}</p>,
                },
              ]}
            />
          ) : (
            <>
              <h2>{t('product.description')}</h2>
              <p>{product.description}</p>
            </>
          )}
        </div>
        {product.relatedProducts.length ? (
          <section className="product__related" aria-labelledby="related">
            <h2 id="related">{t('product.related')}</h2>
            <ProductCards products={product.relatedProducts} />
          </section>
        ) : null}
      </article>
    </>
  )
}

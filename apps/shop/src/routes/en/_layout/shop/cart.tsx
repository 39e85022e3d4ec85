import { isCartEmpty } from '@shop/checkout'
import { useI18n } from '@shop/i18n/react'
import { EmptyState } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { cartQuery } from '#lib/queries'
import { CartLines, OrderSummary } from '#features/cart'
import { PurchaseLimits } from '#features/catalogue'
import { ButtonLink } from '#components/button-link'
import { AddToList } from '#features/lists'

export const Route = createFileRoute('/en/_layout/shop/cart')({
  staticData: { requiresAuth: true, title: 'Cart' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(cartQuery(context.api)),
  component: CartRoute,
})

function CartRoute() {
  const { t } = useI18n()
  const { api } = Route.useRouteContext()
  const { data: cart } = useSuspenseQuery(cartQuery(api))
  if (isCartEmpty(cart)) {
    return (
      <>
        <h1>{t('cart.title')}</h1>
        <EmptyState
          title={t('cart.empty')}
          action={
            <ButtonLink to="/en/shop" variant="secondary">
              {t('cart.continue')}
            </ButtonLink>
          }
        >
          {t('cart.emptyHint')}
        </EmptyState>
      </>
    )
  }
  return (
    <div className="cart">
      <h1>{t('cart.title')}</h1>
      <CartLines cart={cart} />
      <aside className="cart__summary card">
        <OrderSummary cart={cart} />
        <PurchaseLimits cart={cart} />
        <ButtonLink to="/en/shop/checkout" variant="primary">
          {t('cart.checkout')}
        </ButtonLink>
        <AddToList
          label={t('lists.addOrderToList')}
          what={{
            kind: 'lines',
            items: cart.items.map((item) => ({
              sku: item.product.sku,
              quantity: item.quantity,
            })),
            description: t('lists.cartLines', { count: cart.items.length }),
          }}
        />
      </aside>
    </div>
  )
}

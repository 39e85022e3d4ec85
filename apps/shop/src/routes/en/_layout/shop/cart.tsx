import { isCartEmpty } from '@shop/checkout'
import { useI18n } from '@shop/i18n/react'
import { EmptyState } from '@shop/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { cartQuery } from '../../../../lib/queries'
import { CartLines } from './-components/cart-lines'
import { OrderSummary } from './-components/order-summary'

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
            <Link to="/en/shop" className="ui-button ui-button--secondary">
              {t('cart.continue')}
            </Link>
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
        <Link to="/en/shop/checkout" className="ui-button ui-button--primary">
          {t('cart.checkout')}
        </Link>
      </aside>
    </div>
  )
}

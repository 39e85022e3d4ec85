import { isCartEmpty } from '@shop/checkout'
import { useI18n } from '@shop/i18n/react'
import { Button, EmptyState, Price, QuantityStepper } from '@shop/ui'
import {
  useMutation,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { cartQuery } from '../../../../lib/queries'
import type { Cart } from '../../../../lib/queries'
import { OrderSummary } from './-components/order-summary'

export const Route = createFileRoute('/en/_layout/shop/cart')({
  staticData: { requiresAuth: true, title: 'Cart' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(cartQuery(context.api)),
  head: () => ({
    meta: [{ name: 'robots', content: 'noindex' }],
  }),
  component: CartRoute,
})

function CartRoute() {
  const { t, formatMoney } = useI18n()
  const { api } = Route.useRouteContext()
  const queryClient = useQueryClient()
  const { data: cart } = useSuspenseQuery(cartQuery(api))
  const [message, setMessage] = useState<string | null>(null)
  const key = cartQuery(api).queryKey
  const change = useMutation({
    mutationFn: (input: { cartItemId: string; quantity: number | null }) =>
      input.quantity === null
        ? api.post<{ cart: Cart }>('/shop/cart/remove', {
            token: cart.token,
            cartItemId: Number(input.cartItemId),
          })
        : api.post<{ cart: Cart }>('/shop/cart/update', {
            token: cart.token,
            cartItemId: Number(input.cartItemId),
            quantity: input.quantity,
          }),
    // The change shows at once and rolls back with a message when the server refuses it.
    onMutate: async (input) => {
      setMessage(null)
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<Cart>(key)
      if (previous) {
        queryClient.setQueryData<Cart>(key, {
          ...previous,
          items:
            input.quantity === null
              ? previous.items.filter((item) => item.id !== input.cartItemId)
              : previous.items.map((item) =>
                  item.id === input.cartItemId
                    ? { ...item, quantity: input.quantity! }
                    : item,
                ),
        })
      }
      return { previous }
    },
    onError: (_error, input, context) => {
      const item = context?.previous?.items.find(
        (i) => i.id === input.cartItemId,
      )
      if (context?.previous) queryClient.setQueryData(key, context.previous)
      setMessage(
        input.quantity === null
          ? t('cart.removeFailed', { name: item?.product.name ?? '' })
          : t('cart.updateFailed', {
              name: item?.product.name ?? '',
              count: item?.quantity ?? 0,
            }),
      )
    },
    onSuccess: ({ cart: next }) => queryClient.setQueryData(key, next),
  })
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
      {message ? (
        <p role="alert" className="form-error">
          {message}
        </p>
      ) : null}
      <ul className="cart__lines">
        {cart.items.map((item) => (
          <li key={item.id} className="cart-line">
            <img
              src={item.product.mainImage.url}
              width={item.product.mainImage.width}
              height={item.product.mainImage.height}
              alt=""
            />
            <div className="cart-line__info">
              <Link
                to="/en/shop/products/$"
                params={{ _splat: item.product.sku }}
              >
                {item.product.name}
              </Link>
              <span className="cart-line__meta">
                {item.product.sku} ·{' '}
                {t('cart.itemPrice', { price: formatMoney(item.itemPriceNet) })}
              </span>
            </div>
            <QuantityStepper
              label={t('cart.quantityFor', { name: item.product.name })}
              value={item.quantity}
              max={10_000}
              onChange={(quantity) =>
                change.mutate({ cartItemId: item.id, quantity })
              }
            />
            <Price
              amount={item.itemPriceNet * item.quantity}
              format={formatMoney}
            />
            <Button
              variant="secondary"
              size="small"
              aria-label={t('cart.remove', { name: item.product.name })}
              onClick={() =>
                change.mutate({ cartItemId: item.id, quantity: null })
              }
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <aside className="cart__summary card">
        <OrderSummary cart={cart} />
        <Link to="/en/shop/checkout" className="ui-button ui-button--primary">
          {t('cart.checkout')}
        </Link>
      </aside>
    </div>
  )
}

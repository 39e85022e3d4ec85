import { useI18n } from '@shop/i18n/react'
import { CartLine, IconButton, Price, QuantityStepper } from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { imageProps, useFallbackImageSrc } from '../../../../../lib/images'
import { ProductLink } from '../../../../-components/product-card'
import { cartQuery } from '../../../../../lib/queries'
import type { Cart } from '../../../../../lib/queries'

/**
 * The cart's lines with the `cart-item` image, a quantity stepper and remove, on the cart page
 * and in the cart overlay. A change shows at once and rolls back with a message when the server
 * refuses it.
 */
export function CartLines({
  cart,
  compact = false,
}: {
  cart: Cart
  /** The overlay's narrower layout. */
  compact?: boolean
}) {
  const { t, formatMoney } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const [message, setMessage] = useState<string | null>(null)
  const fallbackImageSrc = useFallbackImageSrc()
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
  return (
    <>
      {message ? (
        <p role="alert" className="form-error">
          {message}
        </p>
      ) : null}
      <ul className="ui-cart-lines">
        {cart.items.map((item) => (
          <CartLine
            key={item.id}
            compact={compact}
            image={imageProps(item.product.mainImage)}
            fallbackImageSrc={fallbackImageSrc}
            name={
              <ProductLink sku={item.product.sku}>
                {item.product.name}
              </ProductLink>
            }
            meta={
              <>
                {item.product.sku} ·{' '}
                {t('cart.itemPrice', { price: formatMoney(item.itemPriceNet) })}
              </>
            }
            quantity={
              <QuantityStepper
                label={t('cart.quantityFor', { name: item.product.name })}
                value={item.quantity}
                max={10_000}
                onChange={(quantity) =>
                  change.mutate({ cartItemId: item.id, quantity })
                }
              />
            }
            total={
              <Price
                amount={item.itemPriceNet * item.quantity}
                format={formatMoney}
              />
            }
            remove={
              <IconButton
                label={t('cart.remove', { name: item.product.name })}
                icon="×"
                onClick={() =>
                  change.mutate({ cartItemId: item.id, quantity: null })
                }
              />
            }
          />
        ))}
      </ul>
    </>
  )
}

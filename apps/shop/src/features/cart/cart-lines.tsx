import { quantityRuleError, ruleMax, stepQuantity } from '@shop/forms'
import { useI18n } from '@shop/i18n/react'
import { CartLine, IconButton, Price, QuantityStepper } from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import type { ApiError } from '#lib/api'
import { imageProps, useFallbackImageSrc } from '#lib/images'
import { ProductLink } from '#features/catalogue'
import { cartQuery, putCart } from '#lib/queries'
import type { Cart } from '#lib/queries'
import {
  AvailabilityBadge,
  PackLine,
  ReplaceButton,
} from '#features/catalogue-units'
import { useReplaceInCart } from './replace-in-cart'

/** The server's reason for a refusal: its first violation, else its message. */
const reasonOf = (error: ApiError) =>
  error.violations?.[0]?.message ?? error.message

/**
 * The cart's lines with the `cart-item` image, a quantity stepper and remove, on the cart page
 * and in the cart overlay. A change shows at once; when the server refuses it, the cart is read
 * again and shown as the server has it (another tab may have changed it), with the reason.
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
        ? api.post('/shop/cart/remove', {
            body: { token: cart.token, cartItemId: Number(input.cartItemId) },
          })
        : api.post('/shop/cart/update', {
            body: {
              token: cart.token,
              cartItemId: Number(input.cartItemId),
              quantity: input.quantity,
            },
          }),
    onMutate: async (input) => {
      setMessage(null)
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<Cart>(key)
      if (previous) {
        const { quantity } = input
        queryClient.setQueryData<Cart>(key, {
          ...previous,
          items:
            quantity === null
              ? previous.items.filter((item) => item.id !== input.cartItemId)
              : previous.items.map((item) =>
                  item.id === input.cartItemId ? { ...item, quantity } : item,
                ),
        })
      }
      return { previous }
    },
    onError: async (error, input, context) => {
      const name =
        context?.previous?.items.find((i) => i.id === input.cartItemId)?.product
          .name ?? ''
      // The cart as the server has it now, lines and totals: the refusal may come from a change
      // made elsewhere (a line removed in another tab). Unreadable, the cart before this change.
      const fresh = await queryClient
        .fetchQuery({ ...cartQuery(api), staleTime: 0 })
        .catch(() => {
          if (context?.previous) queryClient.setQueryData(key, context.previous)
          return context?.previous
        })
      const line = fresh?.items.find((i) => i.id === input.cartItemId)
      const reason = reasonOf(error as ApiError)
      setMessage(
        fresh && !line
          ? t('cart.lineGone', { name })
          : input.quantity === null
            ? `${t('cart.removeFailed', { name })} ${reason}`
            : `${t('cart.updateFailed', { name, count: line?.quantity ?? 0 })} ${reason}`,
      )
    },
    onSuccess: ({ cart: next }) => putCart(queryClient, api, next),
  })
  const { replace, said } = useReplaceInCart()
  return (
    <>
      {message ? (
        <p role="alert" className="form-error">
          {message}
        </p>
      ) : null}
      {said ? (
        <p
          role={said.failed ? 'alert' : 'status'}
          className={said.failed ? 'form-error' : 'form-success'}
        >
          {said.text}
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
                {t('cart.itemPrice', { price: formatMoney(item.unitPrice) })}
                {item.unitPrice < item.listUnitPrice ? (
                  <>
                    {' '}
                    <s className="product-price__list">
                      {formatMoney(item.listUnitPrice)}
                    </s>
                  </>
                ) : null}
                {item.nextBreak ? (
                  <>
                    <br />
                    <span className="cart-line__next-break">
                      {t('cart.nextBreak', {
                        count: item.nextBreak.minQuantity - item.quantity,
                        price: formatMoney(item.nextBreak.unitPrice),
                      })}
                    </span>
                  </>
                ) : null}
                {item.priceChange ? (
                  <>
                    <br />
                    <strong className="cart-line__price-changed" role="status">
                      {t('cart.priceChanged', {
                        previous: formatMoney(
                          item.priceChange.previousUnitPrice,
                        ),
                        price: formatMoney(item.unitPrice),
                      })}
                    </strong>
                  </>
                ) : null}
                <br />
                <PackLine product={item.product} price={item.unitPrice} />
                <br />
                {item.stockNotice ? (
                  <span className="availability availability--low_stock">
                    {item.stockNotice}
                  </span>
                ) : (
                  <AvailabilityBadge availability={item.product.availability} />
                )}
                {item.product.status === 'DISCONTINUED' &&
                item.product.replacedBy ? (
                  <>
                    <br />
                    <ReplaceButton
                      replacement={item.product.replacedBy}
                      loading={
                        replace.isPending &&
                        replace.variables.cartItemId === item.id
                      }
                      onReplace={() =>
                        replace.mutate({
                          token: cart.token,
                          cartItemId: item.id,
                        })
                      }
                    />
                  </>
                ) : null}
              </>
            }
            quantity={
              <QuantityStepper
                label={t('cart.quantityFor', { name: item.product.name })}
                value={item.quantity}
                min={item.product.quantityRule.min}
                max={ruleMax(item.product.quantityRule)}
                stepTo={(value, direction) =>
                  stepQuantity(value, item.product.quantityRule, direction)
                }
                validate={(text) =>
                  quantityRuleError(text, item.product.quantityRule)
                }
                onChange={(quantity) =>
                  change.mutate({ cartItemId: item.id, quantity })
                }
              />
            }
            total={
              <Price
                amount={item.unitPrice * item.quantity}
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

import { useI18n } from '@shop/i18n/react'
import { Button, QuantityStepper } from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { useStore } from 'zustand'
import type { ApiError } from '../../../../../lib/api'
import { cartQuery } from '../../../../../lib/queries'
import type { Cart } from '../../../../../lib/queries'

/**
 * Quantity and "Add to cart". Anonymous buyers are sent to sign in and come back here. After an
 * add, the add-product overlay shows what was added.
 */
export function AddToCart({ productId }: { productId: string }) {
  const { t } = useI18n()
  const { api, user, ui } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const location = useLocation()
  const [quantity, setQuantity] = useState(1)
  const added = useStore(ui, (state) => state.addedProduct)
  const add = useMutation({
    mutationFn: async () => {
      // A failure to read the current cart is ignored: the add goes out with an empty token (spec section 7).
      const current = await queryClient
        .fetchQuery(cartQuery(api))
        .catch(() => null)
      return api.post<{ cart: Cart }>('/shop/cart/add', {
        token: current?.token ?? '',
        productId: Number(productId),
        quantity,
      })
    },
    onSuccess: ({ cart }) => {
      queryClient.setQueryData(cartQuery(api).queryKey, cart)
      const line = cart.items.find((item) => item.product.id === productId)
      ui.getState().showAdded({ name: line?.product.name ?? '', quantity })
    },
  })
  if (!user) {
    return (
      <Link
        to="/en/auth/login"
        search={{ redirect: location.href }}
        className="ui-button ui-button--primary"
      >
        {t('category.signInForDetails')}
      </Link>
    )
  }
  return (
    <div className="add-to-cart">
      <QuantityStepper
        label={t('product.quantity')}
        value={quantity}
        onChange={setQuantity}
        max={10_000}
      />
      <Button loading={add.isPending} onClick={() => add.mutate()}>
        {add.isPending ? t('product.adding') : t('product.addToCart')}
      </Button>
      {add.error ? (
        <p role="alert" className="form-error">
          {(add.error as ApiError).message}
        </p>
      ) : null}
      {added ? (
        <div
          className="added-overlay"
          role="dialog"
          aria-modal="false"
          aria-labelledby="added-title"
        >
          <p id="added-title" className="added-overlay__title">
            {t('addedOverlay.title')}
          </p>
          <p>
            {added.name} ·{' '}
            {t('addedOverlay.quantity', { count: added.quantity })}
          </p>
          <div className="added-overlay__actions">
            <Button
              variant="secondary"
              size="small"
              onClick={() => ui.getState().clearAdded()}
            >
              {t('addedOverlay.continue')}
            </Button>
            <Link
              to="/en/shop/cart"
              className="ui-button ui-button--primary ui-button--small"
            >
              {t('addedOverlay.viewCart')}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  )
}

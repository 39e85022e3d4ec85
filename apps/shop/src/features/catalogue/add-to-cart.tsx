import {
  ANY_QUANTITY,
  quantityRuleError,
  ruleMax,
  stepQuantity,
} from '@shop/forms'
import type { QuantityRule } from '@shop/forms'
import { useI18n } from '@shop/i18n/react'
import { Button, QuantityStepper } from '@shop/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocation, useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { useStore } from 'zustand'
import type { ApiError } from '#lib/api'
import { addToCart } from '#features/cart'
import { putCart } from '#lib/queries'
import { addedMessage } from './added-message'
import { ButtonLink } from '#components/button-link'
import { AddToList } from '#features/lists'

/**
 * Quantity and "Add to cart". Anonymous buyers are sent to sign in and come back here. After an
 * add, the add-product overlay says what the cart took: all of it, part of it or nothing (a
 * line holds at most 10,000, and the server stops it there). With `listProduct`, "Add to list"
 * beside it offers the same quantity for one of the member's order lists.
 */
export function AddToCart({
  productId,
  listProduct,
  rule = ANY_QUANTITY,
  orderable = true,
}: {
  productId: string
  listProduct?: { sku: string; name: string }
  /** The product's quantity rule: the stepper starts at its minimum and moves in its steps. */
  rule?: QuantityRule
  /** False for a discontinued product: nothing to add. */
  orderable?: boolean
}) {
  const { t, formatNumber } = useI18n()
  const { api, signedIn, ui } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const location = useLocation()
  const [quantity, setQuantity] = useState(rule.min)
  // The typed quantity's message while it is not one the cart can take.
  const [invalid, setInvalid] = useState<string | null>(null)
  const added = useStore(ui, (state) => state.addedProduct)
  const add = useMutation({
    mutationFn: async (asked: number) => {
      const answer = await addToCart(api, Number(productId), asked)
      return { ...answer, asked }
    },
    onSuccess: async ({ cart, added, asked }) => {
      await putCart(queryClient, api, cart)
      const line = cart.items.find((item) => item.product.id === productId)
      ui.getState().showAdded({
        name: line?.product.name ?? '',
        asked,
        // Only an add answers how many it put in; without the answer, what was asked.
        added: added ?? asked,
      })
    },
  })
  if (!signedIn) {
    return (
      <ButtonLink
        to="/en/auth/login"
        search={{ redirect: location.href }}
        variant="primary"
      >
        {t('category.signInForDetails')}
      </ButtonLink>
    )
  }
  const overlay = added ? addedMessage(t, formatNumber, added) : null
  return (
    <div className="add-to-cart">
      <QuantityStepper
        label={t('product.quantity')}
        value={quantity}
        onChange={setQuantity}
        min={rule.min}
        max={ruleMax(rule)}
        stepTo={(value, direction) => stepQuantity(value, rule, direction)}
        validate={(text) => quantityRuleError(text, rule)}
        onValidate={setInvalid}
        disabled={!orderable}
      />
      <Button
        disabled={!orderable}
        loading={add.isPending}
        onClick={() => {
          // The field shows why; nothing goes to the cart until it holds a quantity it can take.
          if (!invalid) add.mutate(quantity)
        }}
      >
        {add.isPending ? t('product.adding') : t('product.addToCart')}
      </Button>
      {orderable ? null : <p className="hint">{t('product.notSold')}</p>}
      {listProduct ? (
        <AddToList what={{ kind: 'product', ...listProduct, quantity }} />
      ) : null}
      {add.error ? (
        <p role="alert" className="form-error">
          {(add.error as ApiError).message}
        </p>
      ) : null}
      {overlay ? (
        <div
          className="added-overlay"
          role="dialog"
          aria-modal="false"
          aria-labelledby="added-title"
          aria-describedby="added-text"
        >
          <p
            id="added-title"
            className={
              overlay.added
                ? 'added-overlay__title'
                : 'added-overlay__title added-overlay__title--nothing'
            }
          >
            {overlay.title}
          </p>
          <p id="added-text">{overlay.text}</p>
          {overlay.note ? <p>{overlay.note}</p> : null}
          <div className="added-overlay__actions">
            <Button
              variant="secondary"
              size="small"
              onClick={() => ui.getState().clearAdded()}
            >
              {t('addedOverlay.continue')}
            </Button>
            <ButtonLink to="/en/shop/cart" variant="primary" size="small">
              {t('addedOverlay.viewCart')}
            </ButtonLink>
          </div>
        </div>
      ) : null}
    </div>
  )
}

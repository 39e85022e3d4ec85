import type { ApiCart } from '@shop/commerce-client'
import { useMutation } from '@tanstack/react-query'
import type { UseMutationResult } from '@tanstack/react-query'
import type { CheckoutApi } from '../checkout-api.js'
import {
  PricesChangedError,
  UnpaidOrderError,
  placeOrder,
} from '../place-order.js'
import type { PlaceOrderInput } from '../place-order.js'

export interface UsePlaceOrderOptions extends Omit<PlaceOrderInput, 'token'> {
  checkout: CheckoutApi
  token: string
  /** The order was placed but its card payment failed; it waits to be paid again. */
  onUnpaid?: (order: ApiCart) => void | Promise<void>
  /** Nothing was placed: a price moved; this is the cart with the new prices to show. */
  onPricesChanged?: (cart: ApiCart) => void | Promise<void>
  /** The order was placed and paid, or sent for approval (its state is `awaiting_approval`). */
  onPlaced?: (order: ApiCart) => void | Promise<void>
}

/**
 * {@link placeOrder} as a React Query mutation: `mutate()` places (or pays again) the order;
 * `onUnpaid` hears of a placed order whose payment failed, `onPricesChanged` of a cart whose prices
 * moved (nothing placed), `onPlaced` of one placed and paid (or
 * sent for approval, unpaid: see {@link placeOrder}).
 *
 * @example
 * const place = usePlaceOrder({ checkout, token, reference, payByCard, onPlaced: showConfirmation })
 */
export function usePlaceOrder({
  checkout,
  onUnpaid,
  onPricesChanged,
  onPlaced,
  ...input
}: UsePlaceOrderOptions): UseMutationResult<ApiCart, Error, void> {
  return useMutation({
    mutationFn: () => placeOrder(checkout, input),
    onError: async (error) => {
      if (error instanceof UnpaidOrderError) await onUnpaid?.(error.order)
      if (error instanceof PricesChangedError)
        await onPricesChanged?.(error.cart)
    },
    onSuccess: async (order) => {
      await onPlaced?.(order)
    },
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QueryKey, UseMutationResult } from '@tanstack/react-query'
import type { CheckoutApi } from '../checkout-api.js'
import { applyStepResult } from '../checkout-state.js'
import type { CheckoutCart } from '../checkout-state.js'

export interface UseCheckoutStepsOptions<TCart extends CheckoutCart> {
  api: CheckoutApi<TCart>
  /** The token of the cart (or of the placed order awaiting payment) the steps change. */
  token: string
  /** Where the cart is cached; each step's answer replaces it but keeps its items. */
  cartQueryKey: QueryKey
  /** Takes each step's answer instead of the cache, e.g. for an order already placed. */
  onCart?: (next: TCart) => void
}

type Step<TCart, TVariables> = UseMutationResult<TCart, Error, TVariables>

export interface CheckoutSteps<TCart> {
  setAddresses: Step<
    TCart,
    { shippingAddressId: number; invoiceAddressId: number }
  >
  /** Takes the carrier's identifier. */
  setCarrier: Step<TCart, string>
  /** Takes the payment provider's identifier. */
  setPaymentProvider: Step<TCart, string>
  /** Takes the saved payment method's id. */
  setPaymentMethod: Step<TCart, string>
  /**
   * Saves the purchase order reference as typed (blank clears it), so it survives a reload like
   * the other choices. Not counted in `loading`: it is saved when the field loses focus, and a
   * place-order button disabled at that moment would swallow the click that moved the focus.
   */
  setPurchaseOrderReference: Step<TCart, string>
  /** True while any step but the reference is on its way. */
  loading: boolean
  /** The error of the step sent last, when it failed; `null` once it succeeds or is reset. */
  error: Error | null
  /** Clears every step's error. */
  reset(): void
}

/**
 * The checkout steps of spec section 4 as React Query mutations, each with its own loading flag
 * and error. A step's answer replaces the cached cart but keeps its items (a refetch of the cart
 * still on its way is cancelled, so it cannot bring the cart back as it was); a failing step keeps
 * its error and clears its loading flag, and leaves the cart as it was.
 *
 * @example
 * const steps = useCheckoutSteps({ api: createCheckoutApi(api), token, cartQueryKey: ['cart'] })
 * steps.setCarrier.mutate('standard')
 */
export function useCheckoutSteps<TCart extends CheckoutCart>({
  api,
  token,
  cartQueryKey,
  onCart,
}: UseCheckoutStepsOptions<TCart>): CheckoutSteps<TCart> {
  const queryClient = useQueryClient()
  const onSuccess = async (next: TCart) => {
    if (onCart) return onCart(next)
    // A refetch sent before this answer (a page just hydrated refetches its cart) read the cart
    // without the choice; cancelled, its late answer cannot undo the choice the buyer sees.
    await queryClient.cancelQueries({ queryKey: cartQueryKey })
    queryClient.setQueryData<TCart>(cartQueryKey, (current) =>
      current ? applyStepResult(current, next) : next,
    )
  }
  const setAddresses = useMutation({
    mutationFn: (addresses: {
      shippingAddressId: number
      invoiceAddressId: number
    }) => api.setAddresses(token, addresses),
    onSuccess,
  })
  const setCarrier = useMutation({
    mutationFn: (identifier: string) => api.setCarrier(token, identifier),
    onSuccess,
  })
  const setPaymentProvider = useMutation({
    mutationFn: (identifier: string) =>
      api.setPaymentProvider(token, identifier),
    onSuccess,
  })
  const setPaymentMethod = useMutation({
    mutationFn: (paymentMethodId: string) =>
      api.setPaymentMethod(token, paymentMethodId),
    onSuccess,
  })
  const setPurchaseOrderReference = useMutation({
    mutationFn: (reference: string) =>
      api.setPurchaseOrderReference(token, reference.trim()),
    onSuccess,
  })
  const choices = [
    setAddresses,
    setCarrier,
    setPaymentProvider,
    setPaymentMethod,
  ]
  const all = [...choices, setPurchaseOrderReference]
  const latest = all.reduce((a, b) => (b.submittedAt > a.submittedAt ? b : a))
  return {
    setAddresses,
    setCarrier,
    setPaymentProvider,
    setPaymentMethod,
    setPurchaseOrderReference,
    loading: choices.some((step) => step.isPending),
    error: latest.error,
    reset: () => all.forEach((step) => step.reset()),
  }
}

export {
  carriersQuery,
  paymentProvidersQuery,
  savedCardsQuery,
} from './checkout-queries.js'
export { useCheckoutSteps } from './use-checkout-steps.js'
export type {
  CheckoutSteps,
  UseCheckoutStepsOptions,
} from './use-checkout-steps.js'
export { usePlaceOrder } from './use-place-order.js'
export type { UsePlaceOrderOptions } from './use-place-order.js'

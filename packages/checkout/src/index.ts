export {
  AWAITING_APPROVAL,
  CHECKOUT_STEPS,
  PROVIDERS_WITH_PAYMENT_METHOD,
  applyStepResult,
  awaitsApproval,
  currentCheckoutStep,
  isCartEmpty,
  isCheckoutValid,
  isReadyToPlace,
  needsPaymentMethod,
  sortCarriers,
} from './checkout-state.js'
export type { CheckoutCart, CheckoutStep } from './checkout-state.js'
export { PaymentFailedError, runPaymentIntentFlow } from './payment-intent.js'
export type {
  PaymentIntentState,
  PaymentIntentSteps,
} from './payment-intent.js'
export {
  PricesChangedError,
  UnpaidOrderError,
  placeOrder,
} from './place-order.js'
export type { PlaceOrderInput } from './place-order.js'
export { createCheckoutApi } from './checkout-api.js'
export type { CheckoutApi } from './checkout-api.js'

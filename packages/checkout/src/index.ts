export {
  CHECKOUT_STEPS,
  applyStepResult,
  isCartEmpty,
  isCheckoutValid,
  sortCarriers,
} from './checkout-state.js'
export type { CheckoutCart, CheckoutStep } from './checkout-state.js'

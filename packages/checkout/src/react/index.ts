export { useCheckoutSteps } from './use-checkout-steps.js'
export type {
  CheckoutSteps,
  UseCheckoutStepsOptions,
} from './use-checkout-steps.js'

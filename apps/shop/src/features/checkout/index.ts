// What routes and other features may import from checkout (decision 027): the rest is internal.
export { AddressStep } from './address-step'
export { CarrierStep } from './carrier-step'
export { OrderFacts } from './order-facts'
export { OrderReview } from './order-review'
export { cardAction, payByCard } from './pay-by-card'
export { PaymentMethodStep, savedCardLabel } from './payment-method-step'
export { ProviderStep } from './provider-step'
export { ReviewLines } from './review-lines'

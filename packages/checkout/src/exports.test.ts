import { expect, it } from 'vitest'
import * as api from './index.js'

it('keeps its public surface deliberate', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "AWAITING_APPROVAL",
      "CHECKOUT_STEPS",
      "PROVIDERS_WITH_PAYMENT_METHOD",
      "PaymentFailedError",
      "PricesChangedError",
      "UnpaidOrderError",
      "applyStepResult",
      "awaitsApproval",
      "createCheckoutApi",
      "currentCheckoutStep",
      "isCartEmpty",
      "isCheckoutValid",
      "isReadyToPlace",
      "needsPaymentMethod",
      "placeOrder",
      "runPaymentIntentFlow",
      "sortCarriers",
    ]
  `)
})

import { expect, it } from 'vitest'
import * as api from './index.js'

it('keeps its public surface deliberate', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "CHECKOUT_STEPS",
      "applyStepResult",
      "isCartEmpty",
      "isCheckoutValid",
      "sortCarriers",
    ]
  `)
})

import { expect, it } from 'vitest'
import * as api from './index.js'

it('keeps its public surface deliberate', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "Button",
      "EmptyState",
      "FormField",
      "Price",
      "QuantityStepper",
      "TextField",
      "Z_INDEX",
      "clampQuantity",
      "fieldDescriptionIds",
    ]
  `)
})

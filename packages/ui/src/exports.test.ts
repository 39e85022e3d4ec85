import { expect, it } from 'vitest'
import * as api from './index.js'

it('keeps its public surface deliberate', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "Button",
      "Drawer",
      "EmptyState",
      "FormField",
      "Modal",
      "Price",
      "QuantityStepper",
      "RadioCard",
      "RadioCardGroup",
      "Select",
      "TextField",
      "Z_INDEX",
      "clampQuantity",
      "fieldDescriptionIds",
    ]
  `)
})

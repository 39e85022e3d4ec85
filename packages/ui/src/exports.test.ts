import { expect, it } from 'vitest'
import * as api from './index.js'

it('keeps its public surface deliberate', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "Breadcrumbs",
      "Button",
      "Checkbox",
      "ColorSwatch",
      "Drawer",
      "EmptyState",
      "FileDrop",
      "FormField",
      "IconButton",
      "Modal",
      "Pagination",
      "Price",
      "QuantityStepper",
      "RadioCard",
      "RadioCardGroup",
      "Select",
      "Skeleton",
      "TextField",
      "Z_INDEX",
      "clampQuantity",
      "fieldDescriptionIds",
    ]
  `)
})

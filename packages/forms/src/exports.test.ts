import { expect, it } from 'vitest'
import * as api from './index.js'
import * as reactApi from './react/index.js'

it('keeps its public surface deliberate', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "ADDRESS_COUNTRIES",
      "ADDRESS_FORM_RULES",
      "ADDRESS_REGIONS",
      "DEFAULT_DATE_FORMAT",
      "DEFAULT_FORM_LOCALE",
      "DEFAULT_INPUT_DELAY_MS",
      "FALLBACK_MESSAGE",
      "FORM_MESSAGES",
      "INVALID_DATE_MESSAGE",
      "MAX_LINE_QUANTITY",
      "MAX_PURCHASE_LIMIT_NET",
      "MISCONFIGURED_MESSAGE",
      "PURCHASE_LIMIT_MESSAGE",
      "QUANTITY_MESSAGE",
      "REQUIRED_ADDRESS_FIELDS",
      "RULES",
      "SALUTATIONS",
      "capitalise",
      "checkAddress",
      "emptyAddress",
      "formatMessageDate",
      "isAddressCountry",
      "isEmpty",
      "isValidNpi",
      "isValidPurchaseLimit",
      "isValidQuantity",
      "list",
      "mapViolations",
      "normaliseNpi",
      "normalizeAddress",
      "parseRules",
      "quantityError",
      "resolveLabel",
      "toAddressForm",
      "validateField",
      "validateForm",
    ]
  `)
  expect(Object.keys(reactApi).sort()).toMatchInlineSnapshot(`
    [
      "useForm",
    ]
  `)
})

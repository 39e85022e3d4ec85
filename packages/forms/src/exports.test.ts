import { expect, it } from 'vitest'
import * as api from './index.js'
import * as reactApi from './react/index.js'

it('keeps its public surface deliberate', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_DATE_FORMAT",
      "DEFAULT_FORM_LOCALE",
      "DEFAULT_INPUT_DELAY_MS",
      "FALLBACK_MESSAGE",
      "FORM_MESSAGES",
      "INVALID_DATE_MESSAGE",
      "MISCONFIGURED_MESSAGE",
      "RULES",
      "capitalise",
      "formatMessageDate",
      "isEmpty",
      "list",
      "mapViolations",
      "parseRules",
      "resolveLabel",
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

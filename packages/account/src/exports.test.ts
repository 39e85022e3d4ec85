import { expect, it } from 'vitest'
import * as api from './index.js'

it('keeps its public surface deliberate', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "ADDRESS_COUNTRIES",
      "ADDRESS_FORM_RULES",
      "ADDRESS_REGIONS",
      "PROFILE_SETUP_PATH",
      "REQUIRED_ADDRESS_FIELDS",
      "SALUTATIONS",
      "buildSetupLink",
      "checkAddress",
      "createAccountApi",
      "emptyAddress",
      "isAddressCountry",
      "normalizeAddress",
      "toAddressForm",
    ]
  `)
})

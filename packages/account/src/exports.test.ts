import { expect, it } from 'vitest'
import * as api from './index.js'

it('keeps its public surface deliberate', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "ADDRESS_COUNTRIES",
      "ADDRESS_RULES",
      "PROFILE_SETUP_PATH",
      "SALUTATIONS",
      "buildSetupLink",
      "createAccountApi",
      "emptyAddress",
      "toAddressForm",
    ]
  `)
})

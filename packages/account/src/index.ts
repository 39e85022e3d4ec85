export {
  ADDRESS_COUNTRIES,
  ADDRESS_RULES,
  SALUTATIONS,
  emptyAddress,
  toAddressForm,
} from './address-rules.js'
export type { AddressFormValues } from './address-rules.js'
export { PROFILE_SETUP_PATH, buildSetupLink } from './setup-link.js'
export type { SetupLinkOptions } from './setup-link.js'
export { createAccountApi } from './account-api.js'
export type {
  AccountApi,
  ApiTransport,
  DefaultAddresses,
} from './account-api.js'

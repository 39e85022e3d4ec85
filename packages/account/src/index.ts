export {
  ADDRESS_COUNTRIES,
  ADDRESS_FORM_RULES,
  ADDRESS_REGIONS,
  REQUIRED_ADDRESS_FIELDS,
  SALUTATIONS,
  checkAddress,
  emptyAddress,
  isAddressCountry,
  normalizeAddress,
  toAddressForm,
} from './address-rules.js'
export type {
  AddressCountry,
  AddressField,
  AddressFormValues,
  AddressRegion,
  AddressViolation,
} from './address-rules.js'
export { PROFILE_SETUP_PATH, buildSetupLink } from './setup-link.js'
export type { SetupLinkOptions } from './setup-link.js'
export { createAccountApi } from './account-api.js'
export type {
  AccountApi,
  ApiTransport,
  DefaultAddresses,
} from './account-api.js'

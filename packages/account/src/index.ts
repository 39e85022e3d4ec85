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
} from '@shop/forms'
export type {
  AddressCountry,
  AddressField,
  AddressFormValues,
  AddressRegion,
  AddressViolation,
} from '@shop/forms'
export { PROFILE_SETUP_PATH, buildSetupLink } from './setup-link.js'
export type { SetupLinkOptions } from './setup-link.js'
export { createAccountApi } from './account-api.js'
export type { AccountApi, DefaultAddresses } from './account-api.js'

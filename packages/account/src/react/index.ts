export { useAddressActions } from './use-address-actions.js'
export type {
  AddressActions,
  UseAddressActionsOptions,
} from './use-address-actions.js'

import type { ApiAddress, ApiClient } from '@shop/commerce-client'
import type { AddressFormValues } from '@shop/forms'

/** Which saved addresses are the customer's defaults; either may be left out. */
export interface DefaultAddresses {
  shippingAddressId?: number
  invoiceAddressId?: number
}

/** The account calls of the spec (section 7). */
export interface AccountApi<TAddress = ApiAddress> {
  addresses(): Promise<TAddress[]>
  createAddress(address: AddressFormValues): Promise<TAddress>
  updateAddress(id: number, address: AddressFormValues): Promise<TAddress>
  deleteAddress(id: number): Promise<void>
  setDefaultAddresses(defaults: DefaultAddresses): Promise<void>
  /** The refresh token encrypted by the API server, and where the admin centre lives. */
  encryptRefreshToken(): Promise<{
    encryptedRefreshToken: string
    adminCentre: { url: string; pathSegment: string }
  }>
}

/**
 * The account calls over the shop API's typed client.
 *
 * @example
 * const account = createAccountApi(createApiClient(transport))
 * await account.setDefaultAddresses({ shippingAddressId: 12 })
 */
export function createAccountApi(api: ApiClient): AccountApi {
  return {
    addresses: () =>
      api.get('/account/addresses').then((answer) => answer.addresses),
    createAddress: (address) =>
      api
        .post('/account/add-address', { body: { address } })
        .then((answer) => answer.address),
    updateAddress: (id, address) =>
      api
        .post('/account/update-address', {
          body: { address: { ...address, id } },
        })
        .then((answer) => answer.address),
    deleteAddress: (id) =>
      api
        .post('/account/delete-address', { body: { addressId: id } })
        .then(() => undefined),
    setDefaultAddresses: (defaults) =>
      api
        .post('/account/set-default-addresses', { body: defaults })
        .then(() => undefined),
    encryptRefreshToken: () => api.post('/auth/encrypt-refresh-token'),
  }
}

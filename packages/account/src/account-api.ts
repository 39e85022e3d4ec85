import type { AddressFormValues } from './address-rules.js'

/**
 * How the account flows reach the shop's API: JSON over HTTP, paths as in the spec's call table
 * (without the `/api` prefix). The shop's own API client fits as it is.
 */
export interface ApiTransport {
  get<T>(path: string): Promise<T>
  post<T>(path: string, body?: unknown): Promise<T>
}

/** Which saved addresses are the customer's defaults; either may be left out. */
export interface DefaultAddresses {
  shippingAddressId?: number
  invoiceAddressId?: number
}

/** The account calls of the spec (section 7). */
export interface AccountApi<TAddress> {
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
 * The account calls over a transport.
 *
 * @example
 * const account = createAccountApi<Address>(api)
 * await account.setDefaultAddresses({ shippingAddressId: 12 })
 */
export function createAccountApi<TAddress>(
  transport: ApiTransport,
): AccountApi<TAddress> {
  return {
    addresses: () =>
      transport
        .get<{ addresses: TAddress[] }>('/account/addresses')
        .then((answer) => answer.addresses),
    createAddress: (address) =>
      transport
        .post<{ address: TAddress }>('/account/add-address', { address })
        .then((answer) => answer.address),
    updateAddress: (id, address) =>
      transport
        .post<{ address: TAddress }>('/account/update-address', {
          address: { ...address, id },
        })
        .then((answer) => answer.address),
    deleteAddress: (id) =>
      transport
        .post('/account/delete-address', { addressId: id })
        .then(() => undefined),
    setDefaultAddresses: (defaults) =>
      transport
        .post('/account/set-default-addresses', defaults)
        .then(() => undefined),
    encryptRefreshToken: () => transport.post('/auth/encrypt-refresh-token'),
  }
}

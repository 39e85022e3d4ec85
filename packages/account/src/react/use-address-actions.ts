import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { QueryKey, UseMutationResult } from '@tanstack/react-query'
import type { AccountApi, DefaultAddresses } from '../account-api.js'
import type { AddressFormValues } from '@shop/forms'

export interface UseAddressActionsOptions<TAddress> {
  api: AccountApi<TAddress>
  /**
   * Cached queries that show addresses or defaults (the address list, the session with the
   * customer's defaults); all of them are refetched after every change.
   */
  invalidates: QueryKey[]
}

export interface AddressActions<TAddress> {
  create: UseMutationResult<TAddress, Error, AddressFormValues>
  update: UseMutationResult<
    TAddress,
    Error,
    { id: number; address: AddressFormValues }
  >
  remove: UseMutationResult<void, Error, number>
  setDefaults: UseMutationResult<void, Error, DefaultAddresses>
}

/**
 * The address flows of the account (create, update, delete, defaults for shipping and invoice)
 * as React Query mutations, each with its own loading flag and error; every success refetches
 * the queries named in `invalidates`. Check the form against `ADDRESS_RULES` before `create` or
 * `update`: the server applies the same rules and answers violations otherwise.
 *
 * @example
 * const actions = useAddressActions({ api: createAccountApi(api), invalidates: [['account']] })
 * actions.setDefaults.mutate({ shippingAddressId: 12 })
 */
export function useAddressActions<TAddress>({
  api,
  invalidates,
}: UseAddressActionsOptions<TAddress>): AddressActions<TAddress> {
  const queryClient = useQueryClient()
  const onSuccess = () =>
    Promise.all(
      invalidates.map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
  return {
    create: useMutation({
      mutationFn: (address: AddressFormValues) => api.createAddress(address),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({
        id,
        address,
      }: {
        id: number
        address: AddressFormValues
      }) => api.updateAddress(id, address),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.deleteAddress(id),
      onSuccess,
    }),
    setDefaults: useMutation({
      mutationFn: (defaults: DefaultAddresses) =>
        api.setDefaultAddresses(defaults),
      onSuccess,
    }),
  }
}

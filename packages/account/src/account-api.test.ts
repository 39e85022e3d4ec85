import { createApiClient } from '@shop/commerce-client'
import { emptyAddress } from '@shop/forms'
import { describe, expect, it } from 'vitest'
import { createAccountApi } from './account-api.js'

describe('createAccountApi', () => {
  it('sends each address flow to its path of the spec', async () => {
    const calls: { method: string; path: string; body?: unknown }[] = []
    // Answers carry only what this test reads.
    const api = createApiClient({
      request: async (method, path, body) => {
        calls.push({ method, path, ...(method === 'GET' ? {} : { body }) })
        return method === 'GET'
          ? { addresses: [{ id: '1' }] }
          : { address: { id: '2' } }
      },
    })
    const account = createAccountApi(api)
    const address = { ...emptyAddress(), city: 'Madison' }
    expect(await account.addresses()).toEqual([{ id: '1' }])
    expect(await account.createAddress(address)).toEqual({ id: '2' })
    expect(await account.updateAddress(2, address)).toEqual({ id: '2' })
    await account.deleteAddress(2)
    await account.setDefaultAddresses({ invoiceAddressId: 2 })
    await account.encryptRefreshToken()
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /account/addresses',
      'POST /account/add-address',
      'POST /account/update-address',
      'POST /account/delete-address',
      'POST /account/set-default-addresses',
      'POST /auth/encrypt-refresh-token',
    ])
    expect(calls[2]!.body).toEqual({ address: { ...address, id: 2 } })
    expect(calls[3]!.body).toEqual({ addressId: 2 })
    expect(calls[4]!.body).toEqual({ invoiceAddressId: 2 })
  })
})

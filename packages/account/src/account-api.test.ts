import { describe, expect, it } from 'vitest'
import { createAccountApi } from './account-api.js'
import { emptyAddress } from './address-rules.js'

describe('createAccountApi', () => {
  it('sends each address flow to its path of the spec', async () => {
    const calls: { method: string; path: string; body?: unknown }[] = []
    const transport = {
      get: async <T>(path: string) => {
        calls.push({ method: 'GET', path })
        return { addresses: [{ id: '1' }] } as T
      },
      post: async <T>(path: string, body?: unknown) => {
        calls.push({ method: 'POST', path, body })
        return { address: { id: '2' } } as T
      },
    }
    const account = createAccountApi<{ id: string }>(transport)
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

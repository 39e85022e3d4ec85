import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { AccountApi } from '../account-api.js'
import { emptyAddress } from '@shop/forms'
import { useAddressActions } from './use-address-actions.js'

function setup(api: Partial<AccountApi<{ id: string }>>) {
  const queryClient = new QueryClient({
    defaultOptions: { mutations: { retry: false } },
  })
  queryClient.setQueryData(['account', 'addresses'], [{ id: '1' }])
  queryClient.setQueryData(['session'], { name: 'Maya' })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(
    () =>
      useAddressActions({
        api: api as AccountApi<{ id: string }>,
        invalidates: [['account'], ['session']],
      }),
    { wrapper },
  )
  return { queryClient, hook }
}

describe('useAddressActions', () => {
  it('refetches every named query after a change', async () => {
    const { queryClient, hook } = setup({
      createAddress: async () => ({ id: '2' }),
    })
    act(() => hook.result.current.create.mutate(emptyAddress()))
    await waitFor(() => expect(hook.result.current.create.isSuccess).toBe(true))
    expect(
      queryClient.getQueryState(['account', 'addresses'])?.isInvalidated,
    ).toBe(true)
    expect(queryClient.getQueryState(['session'])?.isInvalidated).toBe(true)
  })

  it('keeps a refused change’s error and touches no cached data', async () => {
    const { queryClient, hook } = setup({
      deleteAddress: async () => {
        throw new Error('The address was not found.')
      },
    })
    act(() => hook.result.current.remove.mutate(99))
    await waitFor(() =>
      expect(hook.result.current.remove.error?.message).toBe(
        'The address was not found.',
      ),
    )
    expect(hook.result.current.remove.isPending).toBe(false)
    expect(queryClient.getQueryState(['session'])?.isInvalidated).toBe(false)
  })
})

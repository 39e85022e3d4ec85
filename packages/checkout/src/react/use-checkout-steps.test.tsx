import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { CheckoutApi } from '../checkout-api.js'
import { useCheckoutSteps } from './use-checkout-steps.js'

interface Cart {
  token: string
  items: { id: number }[]
  carrier?: { identifier: string } | null
  purchaseOrderReference?: string | null
}

const KEY = ['cart']

function setup(api: Partial<CheckoutApi<Cart>>) {
  const queryClient = new QueryClient({
    defaultOptions: { mutations: { retry: false } },
  })
  queryClient.setQueryData<Cart>(KEY, { token: 't1', items: [{ id: 1 }] })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(
    () =>
      useCheckoutSteps<Cart>({
        api: api as CheckoutApi<Cart>,
        token: 't1',
        cartQueryKey: KEY,
      }),
    { wrapper },
  )
  return { queryClient, hook }
}

describe('useCheckoutSteps', () => {
  it('replaces the cached cart with a step’s answer but keeps its items', async () => {
    let release = () => undefined as void
    const { queryClient, hook } = setup({
      setCarrier: (token, identifier) =>
        new Promise((resolve) => {
          release = () => resolve({ token, items: [], carrier: { identifier } })
        }),
    })
    act(() => hook.result.current.setCarrier.mutate('standard'))
    await waitFor(() => expect(hook.result.current.loading).toBe(true))
    act(() => release())
    await waitFor(() => expect(hook.result.current.loading).toBe(false))
    expect(queryClient.getQueryData(KEY)).toEqual({
      token: 't1',
      items: [{ id: 1 }],
      carrier: { identifier: 'standard' },
    })
  })

  it('keeps a step’s answer when a refetch of the cart sent before it comes back after it', async () => {
    // A page just hydrated refetches its cart; the buyer chooses a carrier meanwhile. The
    // refetch read the cart before the choice: its late answer must not undo it.
    let answerRefetch = (_cart: Cart) => undefined as void
    const { queryClient, hook } = setup({
      setCarrier: async (token, identifier) => ({
        token,
        items: [],
        carrier: { identifier },
      }),
    })
    void queryClient.fetchQuery({
      queryKey: KEY,
      queryFn: () =>
        new Promise<Cart>((resolve) => {
          answerRefetch = resolve
        }),
    })
    act(() => hook.result.current.setCarrier.mutate('standard'))
    await waitFor(() =>
      expect(hook.result.current.setCarrier.isSuccess).toBe(true),
    )
    answerRefetch({ token: 't1', items: [{ id: 1 }], carrier: null })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(queryClient.getQueryData(KEY)).toEqual({
      token: 't1',
      items: [{ id: 1 }],
      carrier: { identifier: 'standard' },
    })
  })

  it('keeps a failing step’s error, clears its loading flag, leaves the cart, and resets', async () => {
    const { queryClient, hook } = setup({
      setPaymentProvider: async () => {
        throw new Error('Choose how to pay.')
      },
    })
    act(() => hook.result.current.setPaymentProvider.mutate('nope'))
    await waitFor(() =>
      expect(hook.result.current.error?.message).toBe('Choose how to pay.'),
    )
    expect(hook.result.current.loading).toBe(false)
    expect(hook.result.current.setPaymentProvider.isError).toBe(true)
    expect(queryClient.getQueryData(KEY)).toEqual({
      token: 't1',
      items: [{ id: 1 }],
    })
    act(() => hook.result.current.reset())
    await waitFor(() => expect(hook.result.current.error).toBeNull())
  })

  it('saves the PO reference trimmed into the cart, without disabling placing meanwhile', async () => {
    let release = () => undefined as void
    const sent: string[] = []
    const { queryClient, hook } = setup({
      setPurchaseOrderReference: (token, reference) =>
        new Promise((resolve) => {
          sent.push(reference)
          release = () =>
            resolve({ token, items: [], purchaseOrderReference: reference })
        }),
    })
    act(() => hook.result.current.setPurchaseOrderReference.mutate(' PO-7 '))
    await waitFor(() => expect(sent).toEqual(['PO-7']))
    expect(hook.result.current.loading).toBe(false)
    act(() => release())
    await waitFor(() =>
      expect(queryClient.getQueryData(KEY)).toEqual({
        token: 't1',
        items: [{ id: 1 }],
        purchaseOrderReference: 'PO-7',
      }),
    )
  })
})

import { createApiClient } from '@shop/commerce-client'
import { carriersQuery, paymentProvidersQuery } from '@shop/checkout/react'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Api } from './api'
import { loadPersonal } from './personal'
import { addressesQuery, cartQuery } from './queries'

// Decision 047: a checkout's server render asks the API once, for the buyer and the checkout's
// lists together; its loader then finds the lists in the render's query cache.

const LISTS = {
  addresses: [{ id: '7', city: 'Springfield' }],
  carriers: [{ id: '1', identifier: 'dhl' }],
  paymentProviders: [{ id: '2', identifier: 'invoice' }],
}

/** An API that answers /personal (with the lists when asked) and records every call. */
function recordingApi() {
  const calls: string[] = []
  const api: Api = createApiClient({
    request: async (_method, path) => {
      calls.push(path)
      if (!path.startsWith('/personal')) return { own: path }
      return {
        user: { email: 'maya@x' },
        cart: { token: 'cart-1', items: [] },
        recalls: [],
        ...(path.includes('checkout=true') ? { checkout: LISTS } : {}),
      }
    },
  })
  return { api, calls }
}

/** What the checkout route's loader asks for, as it asks. */
async function checkoutLoader(queryClient: QueryClient, api: Api) {
  const { token } = await queryClient.ensureQueryData(cartQuery(api))
  return Promise.all([
    queryClient.ensureQueryData(addressesQuery(api)),
    queryClient.ensureQueryData(carriersQuery(api, token)),
    queryClient.ensureQueryData(paymentProvidersQuery(api, token)),
  ])
}

describe('loadPersonal', () => {
  it('gives a checkout render its addresses, carriers and payment providers from the one call', async () => {
    const { api, calls } = recordingApi()
    const queryClient = new QueryClient()
    await loadPersonal(queryClient, api, { checkout: true })
    expect(await checkoutLoader(queryClient, api)).toEqual([
      LISTS.addresses,
      LISTS.carriers,
      LISTS.paymentProviders,
    ])
    expect(calls).toEqual(['/personal?checkout=true'])
  })

  it('asks any other page’s render for the buyer alone', async () => {
    const { api, calls } = recordingApi()
    const queryClient = new QueryClient()
    const session = await loadPersonal(queryClient, api)
    expect(session).toEqual({ user: { email: 'maya@x' } })
    expect(calls).toEqual(['/personal'])
    expect(queryClient.getQueryData(addressesQuery(api).queryKey)).toBe(
      undefined,
    )
  })
})

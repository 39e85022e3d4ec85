import { carriersQuery, paymentProvidersQuery } from '@shop/checkout/react'
import type { QueryClient } from '@tanstack/react-query'
import type { Api } from './api'
import type { Personal } from './personal-request'
import { addressesQuery, cartQuery, sessionQuery } from './queries'
import type { User } from './queries'
import { recallNoticesQuery } from './recall-queries'

/**
 * A personal server render's buyer, cart and open recall notices in one API call (one backend
 * round trip) instead of a session call and one per loader: the page's loaders find them in the
 * query cache. A checkout's render takes its addresses, carriers and payment providers with
 * them (decision 047). Answers the session.
 */
export async function loadPersonal(
  queryClient: QueryClient,
  api: Api,
  { checkout = false } = {},
): Promise<{ user?: User }> {
  // Only the API's `{}` means signed out. A call that failed (the backend busy past the API's
  // timeout, a 503) fails the render, so the buyer gets the error page to try again, not the
  // sign-in page as if their session had ended.
  const personal: Personal = await api.get(
    '/personal',
    checkout ? { query: { checkout: 'true' } } : {},
  )
  const session = personal.user ? { user: personal.user } : {}
  queryClient.setQueryData(sessionQuery(api).queryKey, session)
  if (personal.cart)
    queryClient.setQueryData(cartQuery(api).queryKey, personal.cart)
  if (personal.recalls)
    queryClient.setQueryData(
      recallNoticesQuery(api, 'open').queryKey,
      personal.recalls,
    )
  if (personal.cart && personal.checkout) {
    const { token } = personal.cart
    const lists = personal.checkout
    queryClient.setQueryData(addressesQuery(api).queryKey, lists.addresses)
    queryClient.setQueryData(carriersQuery(api, token).queryKey, lists.carriers)
    queryClient.setQueryData(
      paymentProvidersQuery(api, token).queryKey,
      lists.paymentProviders,
    )
  }
  return session
}

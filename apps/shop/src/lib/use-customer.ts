import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { sessionQuery } from './queries'
import type { User } from './queries'

export type Customer = User['customer']

/**
 * The signed-in customer as the session query knows it now, else as the page was loaded: a name
 * changed on the profile or an address confirmed in another tab (the session is refetched when
 * the window gets the focus back) shows without a reload.
 */
export function useCustomer(): Customer | null {
  const { api, user } = useRouteContext({ from: '__root__' })
  const session = useQuery(sessionQuery(api))
  return session.data?.user?.customer ?? user?.customer ?? null
}

/**
 * After a change of the signed-in customer (their name, their password): the session holds the
 * customer the API answered, and the route context, which the header and the account menu read,
 * is loaded again from it.
 */
export function useCustomerChanged() {
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(
    async (customer: Customer) => {
      queryClient.setQueryData(sessionQuery(api).queryKey, (session) =>
        session?.user ? { user: { ...session.user, customer } } : session,
      )
      await router.invalidate()
    },
    [api, queryClient, router],
  )
}

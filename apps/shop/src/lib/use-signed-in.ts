import { useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useCallback } from 'react'
import { sessionQuery } from './queries'
import type { User } from './queries'

/**
 * After a sign-in (with a password, or with an e-mailed link that sets a new password or confirms
 * an address): the session query holds the signed-in user at once, so the next navigation's
 * guards and the header see them (spec section 4), and everything else cached while signed out
 * is fetched again (the cart among it). The caller then navigates on.
 */
export function useSignedIn() {
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  return useCallback(
    async (user: User) => {
      queryClient.setQueryData(sessionQuery(api).queryKey, { user })
      // The shop's messages are the same for every visitor.
      await queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] !== 'session' && query.queryKey[0] !== 'i18n',
      })
    },
    [api, queryClient],
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { useRouteContext, useRouter } from '@tanstack/react-router'

/**
 * Signs out: the API clears the session cookies, then every cached query (the session, the cart,
 * the account data, the products) is dropped and the buyer lands on the shop (spec section 4).
 */
export function useSignOut() {
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const router = useRouter()
  return async () => {
    await api.post('/auth/logout')
    // Leave a protected page first: re-running its guards while signed out would redirect in a loop.
    await router.navigate({ to: '/en/shop' })
    // Everything but the shop's messages, which are the same for every visitor.
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== 'i18n',
    })
    await router.invalidate()
  }
}

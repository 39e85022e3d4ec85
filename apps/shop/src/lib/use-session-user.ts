import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { sessionQuery } from './queries'
import type { User } from './queries'

const subscribeToNothing = () => () => {}

/** False while React hydrates the server's HTML, true from then on. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

/**
 * The signed-in buyer, for what a page shows of them (a name in the header). A personal render
 * has the user from the session at once; a shared signed-in page (decision 014) was rendered
 * without them, so the browser reads the session after hydration, and the first client render
 * still matches the server's HTML.
 */
export function useSessionUser(): User | null {
  const { api, user, signedIn } = useRouteContext({ from: '__root__' })
  const hydrated = useHydrated()
  // Always enabled: a disabled observer would keep the session from refetching when it is
  // invalidated (a sign-in in another window). The entry fetches it after hydration anyway.
  const session = useQuery(sessionQuery(api))
  if (user) return user
  return signedIn && hydrated ? (session.data?.user ?? null) : null
}

import { redirect } from '@tanstack/react-router'
import type { User } from '../../../../../lib/queries'
import type { UiStore } from '../../../../../lib/ui-store'

interface GuardOptions {
  context: { user: User | null; ui: UiStore }
  location: { href: string }
  preload?: boolean
}

/**
 * The `requiresAuth` guard of spec section 2. A signed-out buyer who clicks through to a protected
 * page gets the login modal and stays where they are, with the target remembered; a direct load
 * shows the login page with the target as `redirect`.
 */
export function requireAuth({ context, location, preload }: GuardOptions) {
  if (context.user) return
  // Once the page is live, the buyer stays on the page they are on (the last resolved location).
  const current =
    typeof document !== 'undefined' ? context.ui.getState().currentHref : null
  if (current) {
    if (!preload) context.ui.getState().openLogin(location.href)
    throw redirect({ href: current, replace: true })
  }
  throw redirect({ to: '/en/auth/login', search: { redirect: location.href } })
}

import { redirect } from '@tanstack/react-router'
import type { User } from '../../../../../lib/queries'

/**
 * The `requiresAuth` guard of spec section 2: a signed-out buyer goes to the login page, which
 * brings them back to the page they asked for.
 */
export function requireAuth({
  context,
  location,
}: {
  context: { user: User | null }
  location: { href: string }
}) {
  if (!context.user)
    throw redirect({
      to: '/en/auth/login',
      search: { redirect: location.href },
    })
}

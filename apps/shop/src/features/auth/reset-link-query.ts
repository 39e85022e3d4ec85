import { queryOptions } from '@tanstack/react-query'
import type { Api } from '#lib/api'

// Kept apart from the page's component: the route's loader imports it, and what a loader imports
// is in the shop's first-load script.

/**
 * Whether the e-mailed password-reset link still works, asked when its page loads: a used or
 * expired link says so at once instead of taking a new password first (issue 31). Asking uses
 * nothing up.
 */
export const resetLinkQuery = (api: Api, token: string) =>
  queryOptions({
    queryKey: ['account', 'reset-link', token],
    queryFn: () =>
      api
        .get('/auth/reset-password', { query: { token } })
        .then((r) => r.valid),
  })

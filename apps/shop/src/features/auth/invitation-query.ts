import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '#lib/api'
import type { Api } from '#lib/api'

// Kept apart from the page's component: the route's loader imports it, and what a loader imports
// is in the shop's first-load script.

/** The answer about a token the API does not know, or no longer honours. */
const isRefusedToken = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400)

/**
 * Who invited the link's address to which company; `null` when the link is used, withdrawn,
 * expired or was never issued (or its token is not one the API could have made). Any other
 * failure is an error, not an invalid link.
 */
export const invitationQuery = (api: Api, token: string) =>
  queryOptions({
    queryKey: ['account', 'invitation', token],
    queryFn: async () => {
      try {
        const { invitation } = await api.get('/auth/invitation', {
          query: { token },
        })
        return invitation
      } catch (error) {
        if (isRefusedToken(error)) return null
        throw error
      }
    },
  })

import type { ApiAnswer } from '@shop/commerce-client'
import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '#lib/api'
import type { Api } from '#lib/api'

// The outbox page's query, apart from its presentation (./outbox.ts): the route's loader imports
// it, and what a loader imports is in every page's first-load script.
export type OutboxMessage = ApiAnswer<'GET /dev/outbox'>['messages'][number]

/**
 * The outbox's messages, newest first; null where the API has no outbox (it answers 404 outside
 * development), which the page shows as "not available" rather than as an error.
 */
export const outboxQuery = (api: Api) =>
  queryOptions({
    queryKey: ['dev', 'outbox'],
    queryFn: () =>
      api
        .get('/dev/outbox')
        .then(({ messages }) => newestFirst(messages))
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null
          throw error
        }),
    // A message may arrive any moment: every visit asks again.
    staleTime: 0,
  })

export function newestFirst(messages: readonly OutboxMessage[]) {
  return [...messages].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  )
}

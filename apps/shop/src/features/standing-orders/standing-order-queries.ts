import type { ApiStandingOrder } from '@shop/commerce-client'
import { queryOptions } from '@tanstack/react-query'
import type { Api } from '#lib/api'

// Kept apart from the pages' components, and small: the standing orders' route loaders import it,
// and what a loader imports is in the shop's first-load script (its budget has a few hundred
// bytes left). The cache holds the API's answers as they come, `{ standingOrder }` included, so
// a change's answer goes into it as it is.

/** An order placed again and again on a schedule, as the buyer who set it up. */
export type StandingOrder = ApiStandingOrder

/** The member's standing orders (administrators: the company's), by their next run. */
export const standingOrdersQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'standing-orders'],
    queryFn: () => api.get('/account/standing-orders'),
  })

/** One standing order the member sees; anyone else's is "not found". */
export const standingOrderQuery = (api: Api, standingOrderId: string) =>
  queryOptions({
    queryKey: ['account', 'standing-order', standingOrderId],
    queryFn: () =>
      api.get('/account/standing-order', { query: { standingOrderId } }),
  })

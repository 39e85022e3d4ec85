import { queryOptions } from '@tanstack/react-query'
import type { Api } from '#lib/api'

/**
 * The order history, newest first: the member's own orders, or for administrators and approvers
 * the company's, narrowed to one member's with `placedBy`.
 */
export const ordersQuery = (api: Api, placedBy?: number) =>
  queryOptions({
    queryKey: ['account', 'orders', placedBy ?? 'everyone'],
    queryFn: () => api.get('/account/orders', { query: { placedBy } }),
  })

/** Which orders the approvals page lists: the waiting ones, or the decided ones. */
export type ApprovalsState = 'pending' | 'decided'

/** The company's orders over a buyer's limit: the waiting ones oldest first, the decided newest. */
export const approvalsQuery = (api: Api, state: ApprovalsState) =>
  queryOptions({
    queryKey: ['account', 'approvals', state],
    queryFn: () =>
      api.get('/account/approvals', { query: { state } }).then((r) => r.orders),
  })

/** Whether the account's first setup can be finished online: this shop has an admin centre. */
export const accountSetupQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'setup'],
    queryFn: () => api.get('/account/setup'),
    staleTime: Infinity,
  })

/** The lots the practice received, with expiry dates and any recall. */
export const inventoryQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'inventory'],
    queryFn: () => api.get('/account/inventory').then((r) => r.lots),
  })

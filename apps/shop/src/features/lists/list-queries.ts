import type { ApiOrderList } from '@shop/commerce-client'
import { queryOptions } from '@tanstack/react-query'
import type { Api } from '#lib/api'

// Kept apart from the pages' components: the lists' route loaders import it, and what a loader
// imports is in the shop's first-load script.

/** A named list of products and quantities a practice orders again and again. */
export type OrderList = ApiOrderList

/** The member's order lists and the company's shared ones, most recently changed first. */
export const listsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['account', 'lists'],
    queryFn: () => api.get('/account/lists').then((r) => r.lists),
  })

/** One order list the member sees; anyone else's is "not found". */
export const listQuery = (api: Api, listId: string) =>
  queryOptions({
    queryKey: ['account', 'list', listId],
    queryFn: () =>
      api.get('/account/list', { query: { listId } }).then((r) => r.list),
  })

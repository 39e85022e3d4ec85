import { useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useCallback } from 'react'
import {
  standingOrderQuery,
  standingOrdersQuery,
} from './standing-order-queries'
import type { StandingOrder } from './standing-order-queries'

/**
 * What follows a change of a standing order: the page shows the standing order as the API
 * answered it, and the list of standing orders is read again (its next run or status moved).
 */
export function useStandingOrderChanged() {
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  return useCallback(
    (answer: { standingOrder: StandingOrder }) => {
      queryClient.setQueryData(
        standingOrderQuery(api, answer.standingOrder.id).queryKey,
        answer,
      )
      return queryClient.invalidateQueries({
        queryKey: standingOrdersQuery(api).queryKey,
      })
    },
    [api, queryClient],
  )
}

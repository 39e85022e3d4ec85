import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { recallNoticesQuery } from '#lib/recall-queries'
import type { RecallNotice } from '#lib/recall-queries'

/**
 * Acknowledges a recall notice for the whole practice: it leaves the banner at once (every page)
 * and both notice lists are fetched again, so the inventory names who acknowledged it.
 */
export function useAcknowledgeRecall() {
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (noticeId: string) =>
      api
        .post('/account/recalls/acknowledge', { body: { noticeId } })
        .then((r) => r.notice),
    onSuccess: async (notice) => {
      queryClient.setQueryData(
        recallNoticesQuery(api, 'open').queryKey,
        (open: RecallNotice[] | undefined) =>
          open?.filter((other) => other.id !== notice.id),
      )
      await queryClient.invalidateQueries({
        queryKey: ['account', 'recalls'],
      })
    },
  })
}

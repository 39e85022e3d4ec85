import { useI18n } from '@shop/i18n/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { ApiError } from '#lib/api'
import { listQuery, listsQuery } from './list-queries'
import type { OrderList } from './list-queries'
import { refusedLines, SkuListImport } from '#features/quick-order'
import type { QuickOrderLine, SkuListRefusal } from '#features/quick-order'

/**
 * Lines added to a list as quick order reads them: pasted or from a CSV file. The API checks them
 * all and adds none when one is wrong; its violations show on their lines.
 */
export function ListImport({ list }: { list: OrderList }) {
  const { t } = useI18n()
  const { api } = useRouteContext({ from: '__root__' })
  const queryClient = useQueryClient()
  const [added, setAdded] = useState<number | null>(null)

  const addLines = async (
    lines: QuickOrderLine[],
  ): Promise<SkuListRefusal | void> => {
    try {
      const { list: next } = await api.post('/account/lists/add-items', {
        body: {
          listId: list.id,
          items: lines.map(({ sku, quantity }) => ({ sku, quantity })),
        },
      })
      queryClient.setQueryData(listQuery(api, list.id).queryKey, next)
      void queryClient.invalidateQueries({
        queryKey: listsQuery(api).queryKey,
      })
      setAdded(lines.length)
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error
      const { problems, other } = refusedLines(error.violations, lines)
      return {
        problems,
        other: problems.length || other.length ? other : [error.message],
      }
    }
  }

  return (
    <section className="order-list__import" aria-labelledby="list-import">
      <h2 id="list-import">{t('lists.importTitle')}</h2>
      <p role="status" className="live-status form-success">
        {added === null ? null : t('lists.imported', { count: added })}
      </p>
      <SkuListImport onRead={() => setAdded(null)} onLines={addLines} />
    </section>
  )
}
